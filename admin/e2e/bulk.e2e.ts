import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { choose, csrfTokenOf, getJson, signedInPage } from "./browser";

/**
 * Bulk actions on a generated list (issue 26 item 3), as a SALES clerk: three orders ticked and moved
 * to processing, one refused for its stock and said so in the result dialog; every order matching a
 * search (more than one page) selected with "select all" and exported as CSV.
 */
let close: () => Promise<void>;
let page: Page;

const post = async <T>(path: string, data: object): Promise<T> => {
  const response = await page.request.post(path, { headers: { "X-CSRF-Token": await csrfTokenOf(page) }, data });
  expect(response.status(), `${path} ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
};
const product = async (name: string, stock: number) => {
  const created = await post<{ id: number }>("/api/products", { code: `BULK-${name.replace(/\W/g, "")}-${Date.now()}`, name, price: "20.00" });
  await post("/api/stock-movements", { product_id: created.id, type: "in", quantity: stock, unit_cost: "5.00" });
  return created.id;
};
const customer = (name: string) => post<{ id: number }>("/api/customers", { name });
const order = (customerId: number, productId: number, quantity: number) =>
  post<{ id: number; number: string }>("/api/orders", {
    customer_id: customerId,
    payment_method: "credit_card",
    lines: [{ product_id: productId, quantity }],
  });

/** The list searched for `text` (the search box, as a clerk would). */
const search = async (text: string, rows: number) => {
  await page.goto("/sales/order");
  const box = page.getByPlaceholder("Search");
  await box.fill(text);
  await box.press("Enter");
  await expect.poll(() => page.locator(".ant-table-tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBe(rows);
};

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());
afterEach(async (test) => {
  if (test.task.result?.state === "fail") await page.screenshot({ path: "/tmp/bulk-e2e-fail.png" }).catch(() => undefined);
});

describe("bulk actions on the orders list", () => {
  it("moves three ticked orders to processing: one refused for its stock, reported with the reason", async () => {
    const [plenty, scarce] = [await product("Bulk plenty lamp", 100), await product("Bulk scarce lamp", 1)];
    const buyer = await customer("Bulkmove Trading");
    const orders = [await order(buyer.id, plenty, 2), await order(buyer.id, scarce, 5), await order(buyer.id, plenty, 3)];
    await search("Bulkmove", 3);
    for (const row of await page.locator(".ant-table-tbody tr.ant-table-row").all()) await row.locator(".ant-checkbox-input").check();
    await expect.poll(() => page.getByTestId("bulk-count").textContent()).toBe("3 selected");

    await page.getByRole("button", { name: "Change status" }).click();
    const dialog = page.locator(".ant-modal", { hasText: "Change status (3)" });
    await choose(page, "#bulk_status", "Processing");
    await dialog.getByRole("button", { name: "Apply" }).click();

    const result = page.locator(".erp-bulk-result");
    await expect.poll(() => result.locator(".ant-modal-title").textContent(), { timeout: 30_000 }).toBe("Change status: 2 done, 1 refused");
    const refusal = result.locator(".ant-table-tbody tr.ant-table-row");
    expect(await refusal.count()).toBe(1);
    expect(await refusal.textContent()).toBe(`${orders[1].number}Not enough stock of Bulk scarce lamp: 1 on hand, 5 wanted`);
    const statuses = await Promise.all(orders.map(async (o) => (await getJson<{ status: string }>(page, `/api/orders/${o.id}`)).status));
    expect(statuses).toEqual(["processing", "pending", "processing"]);
    await result.getByRole("button", { name: "OK" }).click();
  });

  it("selects every order matching the search, beyond the page, and exports them", async () => {
    const lamp = await product("Bulk export lamp", 100);
    const buyer = await customer("Bulkexport Holdings");
    for (let i = 0; i < 12; i++) await order(buyer.id, lamp, 1);
    await search("Bulkexport", 10);
    await page.locator(".ant-table-thead .ant-checkbox-input").check();
    await expect.poll(() => page.getByTestId("bulk-count").textContent()).toBe("10 selected");
    await page.getByRole("button", { name: "Select all 12 matching this filter" }).click();
    await expect.poll(() => page.getByTestId("bulk-count").textContent()).toBe("All 12 matching this filter are selected");

    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 20_000 }),
      page.getByRole("link", { name: "Export selected" }).click(),
    ]);
    const csv = readFileSync((await download.path())!, "utf8")
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(csv).toHaveLength(13);
    const numbers = (await getJson<{ number: string }[]>(page, `/api/orders?customer_id=${buyer.id}`)).map((o) => o.number);
    expect(numbers).toHaveLength(12);
    for (const number of numbers)
      expect(
        csv.filter((line) => line.includes(number)),
        number,
      ).toHaveLength(1);
  });
});
