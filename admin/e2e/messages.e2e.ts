import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmsStandIn, startSmsStandIn } from "../../api/src/test/sms-standin";
import { choose, expectNotice, getJson, saveButton, signedInPage } from "./browser";

/**
 * An ADMIN makes text messages reach people, on the real app: a customer who chose SMS in Chinese,
 * an order whose status change queues an SMS while no provider is set (the order says so), the SMS
 * settings pointed at a local stand-in for Vonage's API, a test SMS, and the queued message then
 * sent by the outbox and shown as sent, with the provider's id, on the order.
 */
let close: () => Promise<void>;
let page: Page;
let standIn: SmsStandIn;

beforeAll(async () => {
  standIn = await startSmsStandIn();
  ({ page, close } = await signedInPage("admin@erp.local"));
});
afterAll(async () => {
  // the journeys after this one find no provider, as the demo data has it
  if (page) {
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    await page.request.patch("/api/settings", {
      data: { sms_provider: null, sms_api_key: null, sms_api_secret: null, sms_number: null, sms_base_url: null },
      headers: { "X-CSRF-Token": csrfToken },
    });
  }
  await close?.();
  await standIn?.close();
});

// the messages about the order are lines of its history, newest first
const notices = () => page.locator("[data-testid=history-entry][data-action=message] [data-testid=outbox-message]");

describe("an ADMIN's text messages", () => {
  let order: { id: number; number: string };

  it("creates a customer who wants SMS in Chinese", async () => {
    await page.goto("/sales/customer/create");
    await page.locator("#name").fill("陳大文貿易");
    await page.locator("#phone").fill("6123 4567");
    await choose(page, "#language", "繁體中文");
    // e-mail is chosen by default: take it off, put SMS on
    await page
      .locator(".ant-select", { has: page.locator("#notify_by") })
      .locator(".ant-select-selection-item", { hasText: "E-mail" })
      .locator(".ant-select-selection-item-remove")
      .click();
    await choose(page, "#notify_by", "SMS");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const [customer] = await getJson<{ id: number; phone: string; language: string; notify_by: string[] }[]>(
      page,
      `/api/customers?name=${encodeURIComponent("陳大文貿易")}`,
    );
    expect(customer).toMatchObject({ phone: "+85261234567", language: "zh_Hant", notify_by: ["sms"] });
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    const [product] = await getJson<{ id: number }[]>(page, "/api/products?_end=1");
    const created = await page.request.post("/api/orders", {
      data: { customer_id: customer.id, order_date: "2026-11-26", payment_method: "credit_card", lines: [{ product_id: product.id, quantity: 1 }] },
      headers: { "X-CSRF-Token": csrfToken },
    });
    expect(created.status()).toBe(201);
    order = await created.json();
  });

  it("moves the order on while no SMS provider is set: the SMS is queued, and the order says so", async () => {
    await page.goto(`/sales/order/show/${order.id}`);
    await page.getByRole("button", { name: "Move to processing" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Change status" }).click();
    await expectNotice(page, "Status updated to Processing. SMS to customer +85261234567 is queued: no SMS provider is configured yet");
    await expect.poll(() => notices().count(), { timeout: 20_000 }).toBe(1);
    expect(await notices().first().getAttribute("data-state")).toBe("queued");
    expect(await notices().first().textContent()).toContain("to +85261234567");
    expect(await notices().first().textContent()).toContain("Queued");
  });

  it("sets Vonage up against the stand-in and sends a test SMS", async () => {
    await page.goto("/settings/software");
    await expect.poll(() => page.locator("[data-testid=sms-state]").textContent(), { timeout: 20_000 }).toContain("No provider chosen");
    await choose(page, "#sms_provider", "Vonage (SMS API)");
    await page.locator("#sms_number").fill("HarbourTrd");
    await page.locator("#sms_api_key").fill("e2e-key");
    await page.locator("#sms_api_secret").fill("e2e-secret");
    await page.locator("#sms_base_url").fill(standIn.url);
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    await expect.poll(() => page.locator("[data-testid=sms-state]").count()).toBe(0);
    expect(await getJson(page, "/api/settings")).toMatchObject({ sms_provider: "vonage", sms_api_secret_set: true, sms_base_url: standIn.url });

    await page.getByLabel("Send a test SMS to").fill("9123 4567");
    await page.getByRole("button", { name: "Send test SMS" }).click();
    await expectNotice(page, "Test SMS sent to +85291234567 through Vonage (SMS API)");
    const test = standIn.received.find((request) => request.form.to === "85291234567");
    expect(test?.form).toMatchObject({
      api_key: "e2e-key",
      api_secret: "e2e-secret",
      from: "HarbourTrd",
      text: "This is a test message from the ERP&CRM System.",
    });
  });

  it("sees the queued SMS sent by the outbox, in Chinese, with the provider's id; the next change goes at once", async () => {
    await page.goto(`/sales/order/show/${order.id}`);
    // the outbox's job sends what waited (every 15 s); the page reads the messages again while one is queued
    await expect.poll(() => notices().first().getAttribute("data-state"), { timeout: 45_000 }).toBe("sent");
    const sent = standIn.received.find((request) => request.form.to === "85261234567");
    expect(sent?.form).toMatchObject({ api_key: "e2e-key", from: "HarbourTrd", type: "unicode" });
    expect(sent?.form.text).toMatch(/^陳大文貿易：您的訂單 /);
    expect(sent?.form.text).toContain(`${order.number} 目前狀態為處理中`);
    expect(await notices().first().textContent()).toMatch(/Sent.*Vonage \(SMS API\) id [0-9A-F]{16}/);

    await page.getByRole("button", { name: "Move to shipping" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Change status" }).click();
    await expectNotice(page, "Status updated to Shipping. SMS is sent to customer +85261234567");
    await expect.poll(() => notices().count(), { timeout: 20_000 }).toBe(2);
    await expect.poll(() => notices().first().getAttribute("data-state"), { timeout: 20_000 }).toBe("sent");
    expect(standIn.received.filter((request) => request.form.to === "85261234567").at(-1)?.form.text).toContain("運送中");
  });

  it("edits the Chinese SMS template: an unknown placeholder is refused on its field, a preview on the order, a reset", async () => {
    await page.goto("/settings/templates");
    const card = page.locator("[data-testid=template-sms-zh_Hant]");
    await card.waitFor({ timeout: 20_000 });
    await choose(page, "#order_id", order.number, order.number);
    const body = card.locator("textarea");
    await body.fill("【海港】{order_number}：{status} {colour}");
    await card.getByRole("button", saveButton).click();
    await expect
      .poll(() => card.locator(".ant-form-item-explain-error").textContent(), { timeout: 20_000 })
      .toMatch(/^Unknown placeholder \{colour\}/);
    await body.fill("【海港】{order_number}：{status}");
    await card.getByRole("button", { name: "Preview" }).click();
    await expect
      .poll(() => card.locator("[data-testid=template-preview]").textContent(), { timeout: 20_000 })
      .toContain(`【海港】${order.number}：運送中`);
    await card.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    await expect.poll(() => card.locator(".ant-tag", { hasText: "Changed" }).count()).toBe(1);
    await card.getByRole("button", { name: "Reset to default" }).click();
    await expectNotice(page, "Back to the default text");
    expect(await body.inputValue()).toBe("{customer}：您的訂單 {order_number} 目前狀態為{status}（總額 {total}）。");
  });
});
