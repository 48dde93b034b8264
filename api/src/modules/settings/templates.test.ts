import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";
import { fillPlaceholders } from "./templates";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(async () => {
  await ctx.context.mailer.stop();
  await ctx.close();
});

const smsZh = "/api/message-templates/order-status/sms/zh_Hant";

describe("message templates", () => {
  it("list every event, channel and language with the defaults and their placeholders", async () => {
    const res = await admin.agent.get("/api/message-templates");
    expect(res.status).toBe(200);
    expect(res.body.map((t: { event: string; channel: string; language: string }) => `${t.event}/${t.channel}/${t.language}`)).toEqual([
      "order-status/email/en",
      "order-status/email/zh_Hant",
      "order-status/sms/en",
      "order-status/sms/zh_Hant",
      // a document the customer receives goes by e-mail only, the PDF attached
      ...["order-confirmation", "order-invoice", "quotation", "service-invoice"].flatMap((event) => [`${event}/email/en`, `${event}/email/zh_Hant`]),
    ]);
    expect(res.body[0]).toMatchObject({
      event: "order-status",
      subject: "Order {order_number}: {status}",
      is_default: true,
      placeholders: ["customer", "order_number", "status", "total", "reason"],
    });
    expect(res.body[3]).toMatchObject({ subject: null, body: "{customer}：您的訂單 {order_number} 目前狀態為{status}（總額 {total}）。" });
  });

  it("refuse unknown placeholders and a missing subject per field, in the user's language, and save nothing", async () => {
    const bad = await admin.agent
      .put("/api/message-templates/order-status/email/en")
      .send({ subject: "Hi {name}", body: "{customer} {colour} {size}" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      subject: "Unknown placeholder {name}: use {customer}, {order_number}, {status}, {total}, {reason}",
      body: "Unknown placeholder {colour}, {size}: use {customer}, {order_number}, {status}, {total}, {reason}",
    });
    const zh = await admin.agent.put("/api/message-templates/order-status/email/en").set("Accept-Language", "zh-HK").send({ body: "{customer}" });
    expect(zh.body.errors).toEqual({ subject: "輸入不能為空" });
    expect((await admin.agent.put("/api/message-templates/order-status/fax/en").send({ body: "x" })).status).toBe(404);
    expect((await admin.agent.put("/api/message-templates/quotation/sms/en").send({ body: "x" })).status).toBe(404);
    expect((await admin.agent.put(smsZh).send({ body: "x".repeat(501) })).body.errors.body).toBe("Must be at most 500 characters");
    expect(await ctx.db("message_templates").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("an ADMIN's template is what the customer gets; a preview shows it on a real order; a reset brings the default back", async () => {
    const saved = await admin.agent.put(smsZh).send({ subject: "ignored", body: "【海港】{order_number}：{status}。\n原因：{reason}" });
    expect(saved.body).toMatchObject({ is_default: false, subject: null, body: "【海港】{order_number}：{status}。\n原因：{reason}" });

    const product = await createProduct(sales.agent, { stock: 10, price: "88.00" });
    const customer = await createCustomer(sales.agent, { name: "李小姐", phone: "61234567", language: "zh_Hant", notify_by: ["sms"] });
    const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }]);
    expect((await moveOrder(sales.agent, order.id, "processing")).status).toBe(200);
    const queued = await ctx.db("outbox").where({ source: "orders", source_id: order.id }).first("payload");
    expect(queued.payload).toEqual({ to: "+85261234567", text: `【海港】${order.number}：處理中。` });

    const preview = await admin.agent.post(`/api/orders/${order.id}/message-preview`).send({ channel: "sms", language: "zh_Hant" });
    expect(preview.body).toEqual({ subject: null, body: `【海港】${order.number}：處理中。`, to: "+85261234567" });
    const draft = await admin.agent
      .post(`/api/orders/${order.id}/message-preview`)
      .send({ channel: "email", language: "en", subject: "{order_number} for {customer}", body: "Total {total}, now {status}." });
    expect(draft.body).toEqual({ subject: `${order.number} for 李小姐`, body: "Total HK$88.00, now Processing.", to: customer.email });
    const refused = await admin.agent.post(`/api/orders/${order.id}/message-preview`).send({ channel: "sms", language: "en", body: "{nope}" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.body).toMatch(/^Unknown placeholder \{nope\}/);

    const reset = await admin.agent.delete(smsZh);
    expect(reset.body).toMatchObject({ is_default: true, body: "{customer}：您的訂單 {order_number} 目前狀態為{status}（總額 {total}）。" });
    const after = await admin.agent.post(`/api/orders/${order.id}/message-preview`).send({ channel: "sms", language: "zh_Hant" });
    expect(after.body.body).toBe(`李小姐：您的訂單 ${order.number} 目前狀態為處理中（總額 HK$88.00）。`);
    expect(await ctx.db("behaviour_logs").where({ target: "message-templates" }).count({ n: "*" }).first()).toEqual({ n: 2 });
  });

  it("are ADMIN's: SALES gets 403 on the list, an edit and a preview", async () => {
    expect((await sales.agent.get("/api/message-templates")).status).toBe(403);
    expect((await sales.agent.put(smsZh).send({ body: "x" })).status).toBe(403);
    expect((await sales.agent.post("/api/orders/1/message-preview").send({ channel: "sms", language: "en" })).status).toBe(403);
  });

  it("leave out a line whose placeholders all came out empty", () => {
    expect(
      fillPlaceholders("Dear {customer},\n\nStatus: {status}\n\nReason: {reason}\n\nThanks", { customer: "Amy", status: "Shipping", reason: null }),
    ).toBe("Dear Amy,\n\nStatus: Shipping\n\nThanks");
  });
});
