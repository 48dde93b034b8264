import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser";

/**
 * A SALES clerk sells a service on the real app (built admin + API + demo data): a plan built from
 * two service units, a quotation of that plan with a product to a customer, sent, accepted and
 * converted; the order and the invoice it made opened; the invoice's PDF downloaded and read back.
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;

const api = async <T>(path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/** Picks an option of an antd select (searchable ones get `search` typed first); the select itself is clicked, as one with a value shows it over its input. */
const choose = async (selector: string, option: string, search?: string) => {
  await page.locator(".ant-select", { has: page.locator(selector) }).click();
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

/** Clicks a header button, then the OK of its confirmation (which bears the same label). */
const confirmed = async (label: string) => {
  await page.getByRole("button", { name: label }).first().click();
  await page.locator(".ant-popover:visible .ant-popconfirm-buttons button", { hasText: label }).click();
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

describe("a SALES clerk sells a service plan", () => {
  const planName = "Journey office care";
  const customer = { name: "Harbour View Trading Ltd", email: "orders@harbourview.example" };
  let quotationId: number;
  let quotationNumber: string;
  let conversion: { order_id: number; service_invoice_id: number };

  it("sees a service unit's QR code on its show page", async () => {
    const [unit] = await api<{ id: number }[]>("/api/service-units?service_code=SU-HD-01");
    await page.goto(`/service/service_unit/show/${unit.id}`);
    const qr = page.locator("[data-testid=qr-card] img");
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    expect(await page.locator("[data-testid=qr-card]").textContent()).toContain("SU-HD-01");
  });

  it("builds a plan from two service units", async () => {
    await page.goto("/service/service_plan/create");
    await page.locator("#name").fill(planName);
    await page.locator("#price").fill("1500");
    const addRow = page.getByRole("button", { name: "Add row" });
    await addRow.click();
    await addRow.click();
    await choose("#packages_0_service_unit_id", "Help desk (per user)", "Help desk");
    await page.locator("#packages_0_quantity").fill("3");
    await choose("#packages_1_service_unit_id", "Daily off-site backup", "backup");
    await page.locator("#packages_1_quantity").fill("1");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice("Record saved");
    const [plan] = await api<{ id: number; packages: { quantity: number }[] }[]>(`/api/service-plans?name=${encodeURIComponent(planName)}`);
    const shown = await api<{ packages: { quantity: number }[] }>(`/api/service-plans/${plan.id}`);
    expect(shown.packages.map((p) => p.quantity)).toEqual([3, 1]);
  });

  it("quotes the plan with a product to a customer", async () => {
    await page.goto("/quotation/create");
    await page.locator("#name").fill("Journey quotation");
    await choose("#customer_id", customer.name, "Harbour");
    const addRow = page.getByRole("button", { name: "Add row" });
    await addRow.click();
    await addRow.click();
    await choose("#lines_0_service_plan_id", planName, "Journey");
    await choose("#lines_1_item_type", "Product");
    await choose("#lines_1_product_id", "Wireless mouse", "mouse");
    await page.locator("#lines_1_quantity").fill("2");
    await page.getByRole("button", { name: "Save" }).click();
    await expectNotice("Record saved");
    const [quotation] = await api<{ id: number; number: string; total: string; status: string }[]>("/api/quotations?name=Journey%20quotation");
    expect(quotation).toMatchObject({ status: "draft", total: "1818.00" }); // 1,500.00 + 2 x 159.00
    ({ id: quotationId, number: quotationNumber } = quotation);
  });

  it("sends it to the customer, who accepts; converts it", async () => {
    await page.goto(`/quotation/show/${quotationId}`);
    await confirmed("Send to customer");
    await expectNotice(`The quotation was sent to ${customer.email}`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Sent" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await confirmed("Mark as Accepted");
    await expectNotice("Status updated to Accepted.");
    await confirmed("Convert to order and invoice");
    await expectNotice("Quotation converted");
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Converted" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    conversion = await api<{ order_id: number; service_invoice_id: number }>(`/api/quotations/${quotationId}`);
    expect(conversion.order_id).toBeGreaterThan(0);
    expect(conversion.service_invoice_id).toBeGreaterThan(0);
  });

  it("opens the order it made: pending, the product at the quoted price, the quotation listed as related", async () => {
    await page.goto(`/sales/order/show/${conversion.order_id}`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Pending" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(quotationNumber).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator(".ant-descriptions").textContent()).toContain("Wireless mouse");
  });

  it("opens the invoice it made, with its QR code, and downloads its PDF", async () => {
    await page.goto(`/service/service_invoice/show/${conversion.service_invoice_id}`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Draft" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const invoice = await api<{ number: string; total: string }>(`/api/service-invoices/${conversion.service_invoice_id}`);
    expect(invoice.total).toBe("1500.00");
    const qr = page.locator("[data-testid=qr-card] img");
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-pdf").click()]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path))), { mergePages: true });
    for (const expected of [`Service Invoice ${invoice.number}`, customer.name, planName, "1500.00"]) expect(text).toContain(expected);
  });
});
