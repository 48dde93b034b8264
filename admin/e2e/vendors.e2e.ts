import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, expectNotice, getJson, recordAction, saveButton, signedInPage } from "./browser";

/**
 * A SALES clerk buys stock and pays partners on the real app (built admin + API + demo data): a
 * vendor, a purchase order with two items, a part payment, completion (stock rises on the levels
 * screen, the expense shows in accounting), the vendor's paid and due totals; then a partner with
 * skills, an advance and the ledger's balance.
 */
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());

describe("a SALES clerk's purchases and partners", () => {
  const vendorName = "Journey Paper Mill Ltd";
  const products = { pen: "Ballpoint pen (blue)", paper: "A4 copy paper 80gsm" };
  let vendorId: number;
  let order: { id: number; number: string; total: string };
  const onHand = async (name: string) => {
    const [product] = await getJson<{ id: number }[]>(page, `/api/products?name=${encodeURIComponent(name)}`);
    const [level] = await getJson<{ on_hand: number }[]>(page, `/api/stock-levels?product_id=${product.id}`);
    return { id: product.id, onHand: level.on_hand };
  };
  let before: Record<string, { id: number; onHand: number }>;

  it("creates a vendor", async () => {
    await page.goto("/vendor/home/create");
    await page.locator("#company_name").fill(vendorName);
    await page.locator("#contact_name").fill("Ms. Chan");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [vendor] = await getJson<{ id: number }[]>(page, `/api/vendors?company_name=${encodeURIComponent(vendorName)}`);
    vendorId = vendor.id;
  });

  it("creates a purchase order with two items, totalled by the server", async () => {
    before = { pen: await onHand(products.pen), paper: await onHand(products.paper) };
    await page.goto("/vendor/purchase-order/create");
    await choose(page, "#vendor_id", vendorName, "Journey");
    const addItem = page.getByRole("button", { name: "Add row" }).first();
    await addItem.click();
    await addItem.click();
    await choose(page, "#items_0_product_id", products.pen, "pen");
    await page.locator("#items_0_quantity").fill("100");
    await page.locator("#items_0_unit_cost").fill("1.50");
    await choose(page, "#items_1_product_id", products.paper, "paper");
    await page.locator("#items_1_quantity").fill("10");
    await page.locator("#items_1_unit_cost").fill("20.00");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    [order] = await getJson<(typeof order)[]>(page, `/api/purchase-orders?vendor_id=${vendorId}`);
    expect(order.total).toBe("350.00"); // 100 x 1.50 + 10 x 20.00
  });

  it("records a part payment, then completes it: stock rises, the expense is in accounting", async () => {
    await page.goto(`/vendor/purchase-order/show/${order.id}`);
    await recordAction(page, "Record payment");
    const payDialog = page.getByRole("dialog");
    await payDialog.locator("#amount").fill("100");
    await payDialog.locator("#transaction_id").fill("TT-2026-001");
    await payDialog.getByRole("button", { name: "Record payment" }).click();
    await expectNotice(page, "Record saved");
    expect((await getJson<{ paid: string; due: string }>(page, `/api/purchase-orders/${order.id}`)).due).toBe("250.00");

    await recordAction(page, "Complete");
    const dialog = page.getByRole("dialog", { name: `Complete purchase order ${order.number}?` });
    await dialog.getByRole("button", { name: "Complete" }).click();
    await expectNotice(page, `Purchase order ${order.number} completed: stock received and expense booked`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Completed" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // the header offers Complete no more (the dialog's own button fades out with it)
    await expect.poll(() => page.locator(".erp-record-actions .ant-btn-primary", { hasText: "Complete" }).count(), { timeout: 20_000 }).toBe(0);

    const after = { pen: await onHand(products.pen), paper: await onHand(products.paper) };
    expect(after.pen.onHand).toBe(before.pen.onHand + 100);
    expect(after.paper.onHand).toBe(before.paper.onHand + 10);
    await page.goto(`/sales/stock/level?filters[0][field]=product_id&filters[0][operator]=eq&filters[0][value]=${after.pen.id}`);
    const level = page.locator("tbody tr.ant-table-row", { hasText: products.pen });
    await expect.poll(() => level.count(), { timeout: 20_000 }).toBe(1);
    expect(await level.textContent()).toContain(String(after.pen.onHand));

    await page.goto(`/accounting/expense?filters[0][field]=reference&filters[0][operator]=eq&filters[0][value]=${order.number}`);
    const expense = page.locator("tbody tr.ant-table-row", { hasText: order.number });
    await expect.poll(() => expense.count(), { timeout: 20_000 }).toBe(1);
    expect(await expense.textContent()).toContain("350.00");
  });

  it("shows the vendor's purchase orders with paid and due totals", async () => {
    await page.goto(`/vendor/home/show/${vendorId}`);
    const summary = page.getByTestId("vendor-summary");
    await expect.poll(() => summary.textContent(), { timeout: 20_000 }).toContain("250.00");
    expect(await summary.textContent()).toContain("100.00");
    await expect.poll(() => page.locator("tbody tr.ant-table-row", { hasText: order.number }).count(), { timeout: 20_000 }).toBe(1);
  });

  it("creates a partner with skills, records an advance and reads the ledger balance", async () => {
    await page.goto("/partner/create");
    await page.locator("#company_name").fill("Journey Consulting Partners");
    await page.locator("#skills").fill("Sales");
    await page.keyboard.press("Enter");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [partner] = await getJson<{ id: number; skills: string[] }[]>(page, "/api/partners?company_name=Journey%20Consulting%20Partners");
    expect(partner.skills).toEqual(["Sales"]);

    await page.goto(`/partner/show/${partner.id}`);
    await page.getByRole("button", { name: "Record advance" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("#amount").fill("500");
    await dialog.locator("#reference").fill("ADV-JOURNEY");
    await dialog.getByRole("button", saveButton).click();
    await expectNotice(page, "Advance of 500.00 recorded");
    const ledger = page.getByTestId("partner-ledger");
    await expect.poll(() => ledger.locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBe(1);
    expect(await ledger.locator("tbody tr.ant-table-row").textContent()).toContain("500.00");
    // the demo's sales staff match the "Sales" skill
    await expect
      .poll(() => page.getByTestId("partner-suggestions").locator("tbody tr.ant-table-row").count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect((await getJson<{ advance: string; balance: string }>(page, `/api/partners/${partner.id}`)).balance).toBe("500.00");
  });
});
