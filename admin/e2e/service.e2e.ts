import type { Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, confirmDialog, expectNotice, getJson, recordAction, saveButton, signedInPage } from "./browser";

/**
 * A SALES clerk sells a service on the real app (built admin + API + demo data): a plan built from
 * two service units, a quotation of that plan with a product to a customer, sent, accepted and
 * converted; the order and the invoice it made opened; the invoice's PDF downloaded and read back.
 */
let close: () => Promise<void>;
let page: Page;

/** Runs a record action, then the OK of its question (which bears the same label). */
const confirmed = async (label: string) => {
  await recordAction(page, label);
  await confirmDialog(page, label);
};

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());

describe("a SALES clerk sells a service plan", () => {
  const planName = "Journey office care";
  const customer = { name: "Harbour View Trading Ltd", email: "orders@harbourview.example" };
  let quotationId: number;
  let quotationNumber: string;
  let conversion: { order_id: number; service_invoice_id: number };

  it("sees a service unit's QR code on its show page", async () => {
    const [unit] = await getJson<{ id: number }[]>(page, "/api/service-units?service_code=SU-HD-01");
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
    await choose(page, "#packages_0_service_unit_id", "Help desk (per user)", "Help desk");
    await page.locator("#packages_0_quantity").fill("3");
    await choose(page, "#packages_1_service_unit_id", "Daily off-site backup", "backup");
    await page.locator("#packages_1_quantity").fill("1");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [plan] = await getJson<{ id: number; packages: { quantity: number }[] }[]>(page, `/api/service-plans?name=${encodeURIComponent(planName)}`);
    const shown = await getJson<{ packages: { quantity: number }[] }>(page, `/api/service-plans/${plan.id}`);
    expect(shown.packages.map((p) => p.quantity)).toEqual([3, 1]);
  });

  it("quotes the plan with a product to a customer", async () => {
    await page.goto("/quotation/create");
    await page.locator("#name").fill("Journey quotation");
    await choose(page, "#customer_id", customer.name, "Harbour");
    const addRow = page.getByRole("button", { name: "Add row" });
    await addRow.click();
    await addRow.click();
    await choose(page, "#lines_0_service_plan_id", planName, "Journey");
    await choose(page, "#lines_1_item_type", "Product");
    await choose(page, "#lines_1_product_id", "Wireless mouse", "mouse");
    await page.locator("#lines_1_quantity").fill("2");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [quotation] = await getJson<{ id: number; number: string; total: string; status: string }[]>(
      page,
      "/api/quotations?name=Journey%20quotation",
    );
    expect(quotation).toMatchObject({ status: "draft", total: "1818.00" }); // 1,500.00 + 2 x 159.00
    ({ id: quotationId, number: quotationNumber } = quotation);
  });

  it("sends it to the customer, who accepts; converts it", async () => {
    await page.goto(`/quotation/show/${quotationId}`);
    await confirmed("Send to customer");
    await expectNotice(page, `Email with the quotation ${quotationNumber} to customer ${customer.email} is queued: no mail server is configured yet`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Sent" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await confirmed("Mark as Accepted");
    await expectNotice(page, "Status updated to Accepted.");
    await confirmed("Convert to order and invoice");
    await expectNotice(page, "Quotation converted");
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Converted" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    conversion = await getJson<{ order_id: number; service_invoice_id: number }>(page, `/api/quotations/${quotationId}`);
    expect(conversion.order_id).toBeGreaterThan(0);
    expect(conversion.service_invoice_id).toBeGreaterThan(0);
  });

  it("opens the order it made: pending, the product at the quoted price, the quotation listed as related", async () => {
    await page.goto(`/sales/order/show/${conversion.order_id}`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Pending" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(quotationNumber).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId("lines-lines").textContent()).toContain("Wireless mouse");
  });

  it("opens the invoice it made, with its QR code, and downloads its PDF", async () => {
    await page.goto(`/service/service_invoice/show/${conversion.service_invoice_id}`);
    await expect.poll(() => page.locator(".ant-tag", { hasText: "Draft" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const invoice = await getJson<{ number: string; total: string }>(page, `/api/service-invoices/${conversion.service_invoice_id}`);
    expect(invoice.total).toBe("1500.00");
    const qr = page.locator("[data-testid=qr-card] img");
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), recordAction(page, "Download PDF")]);
    expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path))), { mergePages: true });
    for (const expected of [`Service Invoice ${invoice.number}`, customer.name, planName]) expect(text).toContain(expected);
    expect(text).toMatch(/[^\d\s]+1,500\.00/); // with the currency's symbol
  });
});
