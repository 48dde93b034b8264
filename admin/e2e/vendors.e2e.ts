import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser";

/**
 * A SALES clerk buys stock and pays partners on the real app (built admin + API + demo data): a
 * vendor, a purchase order with two items, a part payment, completion (stock rises on the levels
 * screen, the expense shows in accounting), the vendor's paid and due totals; then a partner with
 * skills, an advance and the ledger's balance.
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;

const api = async <T>(path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

const choose = async (selector: string, option: string, search?: string) => {
  await page.locator(selector).click();
  if (search) await page.locator(selector).fill(search);
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: option }).first().click();
};

const notice = (text: string) => page.locator(".ant-notification-notice", { hasText: text });
const expectNotice = async (text: string) => {
  try {
    await expect.poll(() => notice(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  } catch {
    const shown = await page.locator(".ant-notification-notice").allTextContents();
    throw new Error(`no notice "${text}"; shown: ${JSON.stringify(shown)}`);
  }
};

beforeAll(async () => {
  ({ browser, close } = await launch());
  ({ page } = await newPage(browser));
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const signIn = await page.request.post("/api/auth/callback/credentials", {
    data: { csrfToken, email: "sales@erp.local", password: process.env.DEMO_PASSWORD ?? "erp-demo-2026", callbackUrl: "/" },
  });
  expect(signIn.status()).toBe(200);
});
afterAll(async () => close?.());

describe("a SALES clerk's purchases and partners", () => {
  const vendorName = "Journey Paper Mill Ltd";
  const products = { pen: "Ballpoint pen (blue)", paper: "A4 copy paper 80gsm" };
  let vendorId: number;
  let order: { id: number; number: string; total: string };
  const onHand = async (name: string) => {
    const [product] = await api<{ id: number }[]>(`/api/products?name=${encodeURIComponent(name)}`);
    const [level] = await api<{ on_hand: number }[]>(`/api/stock-levels?product_id=${product.id}`);
    return { id: product.id, onHand: level.on_hand };
  };
  let before: Record<string, { id: number; onHand: number }>;

  it("creates a vendor", async () => {
    await page.goto("/vendor/home/create");
    await page.locator("#company_name").fill(vendorName);
    await page.locator("#contact_name").fill("Ms. Chan");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice("Record saved");
    const [vendor] = await api<{ id: number }[]>(`/api/vendors?company_name=${encodeURIComponent(vendorName)}`);
    vendorId = vendor.id;
  });

  it("creates a purchase order with two items, totalled by the server", async () => {
    before = { pen: await onHand(products.pen), paper: await onHand(products.paper) };
    await page.goto("/vendor/purchase-order/create");
    await choose("#vendor_id", vendorName, "Journey");
    const addItem = page.getByRole("button", { name: "Add row" }).first();
    await addItem.click();
    await addItem.click();
    await choose("#items_0_product_id", products.pen, "pen");
    await page.locator("#items_0_quantity").fill("100");
    await page.locator("#items_0_unit_cost").fill("1.50");
    await choose("#items_1_product_id", products.paper, "paper");
    await page.locator("#items_1_quantity").fill("10");
    await page.locator("#items_1_unit_cost").fill("20.00");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice("Record saved");
    [order] = await api<(typeof order)[]>(`/api/purchase-orders?vendor_id=${vendorId}`);
    expect(order.total).toBe("350.00"); // 100 x 1.50 + 10 x 20.00
  });

  it("records a part payment, then completes it: stock rises, the expense is in accounting", async () => {
    await page.goto(`/vendor/purchase-order/show/${order.id}`);
    await page.getByRole("button", { name: "Record payment" }).click();
    const payDialog = page.getByRole("dialog");
    await payDialog.locator("#amount").fill("100");
    await payDialog.locator("#transaction_id").fill("TT-2026-001");
    await payDialog.getByRole("button", { name: "Record payment" }).click();
    await expectNotice("Record saved");
    expect((await api<{ paid: string; due: string }>(`/api/purchase-orders/${order.id}`)).due).toBe("250.00");

    await page.getByRole("button", { name: "Complete" }).click();
    const dialog = page.getByRole("dialog", { name: `Complete purchase order ${order.number}?` });
    await dialog.getByRole("button", { name: "Complete" }).click();
    await expectNotice(`Purchase order ${order.number} completed: stock received and expense booked`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Completed" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // the header offers Complete no more (the dialog's own button fades out with it)
    await expect.poll(() => page.getByRole("button", { name: "Complete" }).count(), { timeout: 20_000 }).toBe(0);

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
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice("Record saved");
    const [partner] = await api<{ id: number; skills: string[] }[]>("/api/partners?company_name=Journey%20Consulting%20Partners");
    expect(partner.skills).toEqual(["Sales"]);

    await page.goto(`/partner/show/${partner.id}`);
    await page.getByRole("button", { name: "Record advance" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("#amount").fill("500");
    await dialog.locator("#reference").fill("ADV-JOURNEY");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectNotice("Advance of 500.00 recorded");
    const ledger = page.getByTestId("partner-ledger");
    await expect.poll(() => ledger.locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBe(1);
    expect(await ledger.locator("tbody tr.ant-table-row").textContent()).toContain("500.00");
    // the demo's sales staff match the "Sales" skill
    await expect.poll(() => page.getByTestId("partner-suggestions").locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect((await api<{ advance: string; balance: string }>(`/api/partners/${partner.id}`)).balance).toBe("500.00");
  });
});
