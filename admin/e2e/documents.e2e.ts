import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmDialog, expectNotice, getJson, recordAction, signedInPage } from "./browser";

/**
 * The documents a customer receives, from an order's page on the real app (built admin + API + demo
 * data): a SALES clerk downloads the order confirmation of an English-speaking customer's order and
 * of a Chinese-speaking one's, each in the customer's language with the total in the currency, and
 * sends one to the customer (queued: the test server has no mail server).
 */
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());

type Order = { id: number; number: string; total: string };

/** The demo customer's first order. */
const orderOf = async (customer: string): Promise<Order> => {
  const [found] = await getJson<{ id: number }[]>(page, `/api/customers?q=${encodeURIComponent(customer)}`);
  const [order] = await getJson<Order[]>(page, `/api/orders?customer_id=${found.id}&_sort=id&_order=asc&_end=1`);
  return order;
};

/** "1234.5" -> "1,234.50": the amount as the PDF writes it after the currency's symbol. */
const grouped = (amount: string) => Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Downloads a document from the order's page ("More" menu) and reads its text back. */
const download = async (order: Order, label: string) => {
  await page.goto(`/sales/order/show/${order.id}`);
  const [file] = await Promise.all([page.waitForEvent("download"), recordAction(page, label)]);
  expect(file.suggestedFilename()).toBe(`${order.number}-confirmation.pdf`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(await file.path()))), { mergePages: true });
  return text;
};

/** The currency's symbol as the settings state it now (the settings journey, on the same server, may have changed HK$). */
const currencySymbol = async () => (await getJson<{ symbol: string }>(page, "/api/settings/currency")).symbol;

describe("a SALES clerk gets an order's confirmation in its customer's language", () => {
  it("downloads an English customer's confirmation in English, the total with the currency", async () => {
    const order = await orderOf("Harbour View Trading");
    const text = await download(order, "Download order confirmation");
    for (const expected of [`Order confirmation ${order.number}`, "Bill to", "Harbour View Trading Ltd", "Payment method", "Total"])
      expect(text).toContain(expected);
    expect(text).toContain(`${await currencySymbol()}${grouped(order.total)}`);
    expect(text).not.toContain("Pending");
  });

  it("downloads a Chinese customer's confirmation in Chinese, from the English admin", async () => {
    const order = await orderOf("Kowloon Bay Logistics");
    const text = await download(order, "Download order confirmation");
    for (const expected of [`訂單確認書 ${order.number}`, "客戶", "Kowloon Bay Logistics", "付款方式", "總額"]) expect(text).toContain(expected);
    expect(text).toContain(`${await currencySymbol()}${grouped(order.total)}`);
    expect(text).not.toContain("處理中");
  });

  it("sends the confirmation to the customer, asking first; the notice says it waits queued", async () => {
    const order = await orderOf("Kowloon Bay Logistics");
    await page.goto(`/sales/order/show/${order.id}`);
    await recordAction(page, "Send confirmation to customer");
    await confirmDialog(page, "Send confirmation to customer");
    await expectNotice(
      page,
      `Email with the order confirmation ${order.number} to customer purchasing@kblogistics.example is queued: no mail server is configured yet`,
    );
    const messages = await getJson<{ kind: string; state: string }[]>(page, `/api/orders/${order.id}/messages`);
    expect(messages.at(-1)).toMatchObject({ kind: "email", state: "queued" });
  });
});
