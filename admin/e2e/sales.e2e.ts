import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, expectNotice, getJson, recordAction, saveButton, signedInPage } from "./browser";

/**
 * A SALES clerk's day on the real app (built admin + API + demo data): a customer with custom info,
 * an order with two lines moved through the workflow with its notices, the stock going down, the
 * history (an edit's field diff, the status moves), and a product CSV with a bad row. Signs in through the API's own call table.
 */
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());

describe("a SALES clerk's journey", () => {
  let customerId: number;
  let orderId: number;
  const products = { monitor: "27-inch monitor", mouse: "Wireless mouse" };
  const onHand = async (name: string) => {
    const [product] = await getJson<{ id: number }[]>(page, `/api/products?name=${encodeURIComponent(name)}`);
    const [level] = await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?product_id=${product.id}`);
    return { id: product.id, onHand: level.on_hand };
  };
  let before: Record<string, { id: number; onHand: number }>;

  it("creates a customer with custom info", async () => {
    await page.goto("/sales/customer/create");
    await page.locator("#name").fill("Journey Trading Co");
    await page.locator("#email").fill("journey@example.com");
    await page.getByRole("button", { name: "Add row" }).click();
    await page.locator("#custom_info_0_key").fill("Account manager");
    await page.locator("#custom_info_0_value").fill("Tai Man");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [customer] = await getJson<{ id: number; custom_info: unknown }[]>(page, "/api/customers?name=Journey%20Trading%20Co");
    expect(customer.custom_info).toEqual([{ key: "Account manager", value: "Tai Man" }]);
    customerId = customer.id;
  });

  it("creates an order with two lines, priced by the server", async () => {
    before = { monitor: await onHand(products.monitor), mouse: await onHand(products.mouse) };
    await page.goto("/sales/order/create");
    await choose(page, "#customer_id", "Journey Trading Co", "Journey");
    await page.locator("#order_date").click();
    await page.locator("#order_date").fill("2026/11/22");
    await page.keyboard.press("Enter");
    await choose(page, "#payment_method", "Credit card");
    const addRow = page.getByRole("button", { name: "Add row" });
    await addRow.click();
    await addRow.click();
    await choose(page, "#lines_0_product_id", products.monitor, "monitor");
    await page.locator("#lines_0_quantity").fill("2");
    await choose(page, "#lines_1_product_id", products.mouse, "mouse");
    await page.locator("#lines_1_quantity").fill("3");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [order] = await getJson<{ id: number; total: string; status: string }[]>(page, `/api/orders?customer_id=${customerId}`);
    expect(order).toMatchObject({ status: "pending", total: "4275.00" }); // 2 x 1,899.00 + 3 x 159.00
    orderId = order.id;
  });

  it("edits the order and sees the field diff in its history: who, the action, old -> new in the user's words", async () => {
    await page.goto(`/sales/order/edit/${orderId}`);
    await choose(page, "#payment_method", "PayPal");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice(page, "Record saved");
    await page.goto(`/sales/order/show/${orderId}`);
    const latest = page.getByTestId("history-entry").first();
    await expect.poll(() => latest.getAttribute("data-action"), { timeout: 20_000 }).toBe("update");
    expect(await latest.textContent()).toMatch(/^Edited by /);
    const change = latest.locator('[data-testid="history-change"][data-field="payment_method"]');
    await expect.poll(() => change.textContent()).toBe("Payment method: Credit cardPayPal");
    expect(await latest.locator('[data-testid="history-change"]').count()).toBe(1);
    // the creation below it, with the values the order was made with (its customer by name, its total as money)
    const created = page.getByTestId("history-entry").last();
    expect(await created.getAttribute("data-action")).toBe("create");
    await expect.poll(() => created.locator('[data-field="customer_id"]').textContent()).toContain("Journey Trading Co");
    expect(await created.locator('[data-field="total"]').textContent()).toContain("4,275.00");
  });

  it("moves it to processing, shipping and completed, with the notice each time; stock goes down", async () => {
    await page.goto(`/sales/order/show/${orderId}`);
    for (const status of ["Processing", "Shipping", "Completed"]) {
      await recordAction(page, `Move to ${status}`);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Reason").waitFor();
      await dialog.getByRole("button", { name: "Change status" }).click();
      // the demo settings have no mail server: the mail waits in the outbox, and the notice says so
      await expectNotice(page, `Status updated to ${status}. Email to customer journey@example.com is queued: no mail server is configured yet`);
      await expect.poll(() => page.locator(".ant-tag", { hasText: status }).count()).toBeGreaterThan(0);
    }
    const after = { monitor: await onHand(products.monitor), mouse: await onHand(products.mouse) };
    expect(after.monitor.onHand).toBe(before.monitor.onHand - 2);
    expect(after.mouse.onHand).toBe(before.mouse.onHand - 3);

    await page.goto(`/sales/stock/level?filters[0][field]=product_id&filters[0][operator]=eq&filters[0][value]=${after.monitor.id}`);
    const row = page.locator("tbody tr.ant-table-row", { hasText: products.monitor });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.textContent()).toContain(String(after.monitor.onHand));
  });

  it("shows the order's history, newest first: the three moves with their reasons among the edit and the creation", async () => {
    await page.goto(`/sales/order/show/${orderId}`);
    // the changes: the e-mails each move queued for the customer are lines of the stream too (data-action=message)
    const entries = page.locator("[data-testid=history-entry]:not([data-action=message])");
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(5); // created, edited, three moves
    await expect.poll(() => page.locator("[data-testid=history-entry][data-action=message]").count()).toBe(3);
    expect(await entries.first().getAttribute("data-action")).toBe("status");
    expect(await entries.first().textContent()).toMatch(/^Status changed.*Shipping.*Completed/);
    expect(await entries.last().getAttribute("data-action")).toBe("create");
  });

  it("imports a product CSV with one bad row and reads the error, nothing imported", async () => {
    await page.goto("/sales/product");
    await page.getByRole("button", { name: "Import" }).click();
    const dialog = page.getByRole("dialog");
    const csv = "code,name,price\nJR-001,Journey pen,4.50\nJR-002,,2.00\nJR-003,Journey pad,6.00\n";
    await dialog.locator("input[type=file]").setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => dialog.getByText("1 rows have errors; nothing was imported").count(), { timeout: 20_000 }).toBe(1);
    const errorRow = dialog.locator("tbody tr", { hasText: "input can not be empty" });
    expect(await errorRow.locator("td").first().textContent()).toBe("3");
    expect(await getJson<unknown[]>(page, "/api/products?code_like=JR-")).toEqual([]);
  });
});
