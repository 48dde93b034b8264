import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";
import { type SmsStandIn, startSmsStandIn } from "../../test/sms-standin";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let standIn: SmsStandIn;
let product: { id: number };
beforeAll(async () => {
  [ctx, standIn] = await Promise.all([openTestApp(), startSmsStandIn()]);
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  product = await createProduct(sales.agent, { stock: 100, price: "1234.50" });
});
afterAll(async () => {
  await ctx.context.mailer.stop();
  await standIn.close();
  await ctx.close();
});
beforeEach(async () => {
  standIn.received.length = 0;
  await admin.agent
    .patch("/api/settings")
    .send({ sms_provider: null, sms_api_key: null, sms_api_secret: null, sms_number: null, sms_base_url: null });
});

const useVonage = () =>
  admin.agent
    .patch("/api/settings")
    .send({ sms_provider: "vonage", sms_api_key: "key-1", sms_api_secret: "secret-1", sms_number: "HarbourTrd", sms_base_url: standIn.url })
    .expect(200);

type Message = { kind: string; to: string; state: string; provider: string | null; provider_id: string | null; error: string | null };
const messagesOf = async (orderId: number) => (await sales.agent.get(`/api/orders/${orderId}/messages`)).body as Message[];

const orderFor = async (customer: object) => {
  const { id } = await createCustomer(sales.agent, customer);
  return createOrder(sales.agent, id, [{ product_id: product.id, quantity: 2 }]);
};

describe("customers choose how and in which language they are told", () => {
  it("take the company's language unless they choose one, and e-mail unless they choose otherwise", async () => {
    expect((await createCustomer(sales.agent)).id).toBeGreaterThan(0);
    const plain = (await sales.agent.post("/api/customers").send({ name: "Plain" })).body;
    expect(plain).toMatchObject({ language: "en", notify_by: ["email"] });
    await admin.agent.patch("/api/company").send({ language: "zh_Hant" }).expect(200);
    try {
      const chinese = (await sales.agent.post("/api/customers").send({ name: "陳大文", notify_by: ["sms"] })).body;
      expect(chinese).toMatchObject({ language: "zh_Hant", notify_by: ["sms"] });
      const english = (await sales.agent.post("/api/customers").send({ name: "Amy", language: "en", notify_by: [] })).body;
      expect(english).toMatchObject({ language: "en", notify_by: [] });
      const blanked = await sales.agent.patch(`/api/customers/${english.id}`).send({ language: null, notify_by: null });
      expect(blanked.body).toMatchObject({ language: "zh_Hant", notify_by: [] });
      const bad = await sales.agent.post("/api/customers").send({ name: "X", language: "fr", notify_by: ["fax"], phone: "12" });
      expect(Object.keys(bad.body.errors).sort()).toEqual(["language", "notify_by.0", "phone"]);
    } finally {
      await admin.agent.patch("/api/company").send({ language: "en" }).expect(200);
    }
  });

  it("an SMS in Chinese waits, queued, while no provider is configured, and goes once one is", async () => {
    const order = await orderFor({ name: "陳大文", phone: "9123 4567", language: "zh_Hant", notify_by: ["sms"] });
    const queued = await moveOrder(sales.agent, order.id, "processing");
    expect(queued.body).toMatchObject({
      message: "Status updated to Processing. SMS to customer +85291234567 is queued: no SMS provider is configured yet",
      emailed: null,
      texted: "+85291234567",
    });
    expect(await messagesOf(order.id)).toMatchObject([{ kind: "sms", to: "+85291234567", state: "queued", provider: null }]);

    await useVonage();
    expect(await ctx.context.mailer.sendDue()).toBe(1);
    const [sent] = await messagesOf(order.id);
    expect(sent).toMatchObject({ state: "sent", provider: "vonage" });
    expect(sent.provider_id).toMatch(/^[0-9A-F]{16}$/);
    const [request] = standIn.received;
    expect(request.form).toMatchObject({ api_key: "key-1", api_secret: "secret-1", from: "HarbourTrd", to: "85291234567", type: "unicode" });
    expect(request.form.text).toBe(`陳大文：您的訂單 ${order.number} 目前狀態為處理中（總額 HK$2,469.00）。`);

    const shipped = await sales.agent.post(`/api/orders/${order.id}/status`).set("Accept-Language", "zh-HK").send({ status: "shipping" });
    expect(shipped.body.message).toBe("狀態已更新為 運送中。已發送短訊給客戶 +85291234567");
    await ctx.context.mailer.idle();
    expect((await messagesOf(order.id)).map((m) => m.state)).toEqual(["sent", "sent"]);
    expect(standIn.received[1].form.text).toContain("運送中");
  });

  it("writes through each chosen channel, shows a provider's refusal on the order, and tells no one who chose none", async () => {
    await useVonage();
    standIn.plan({ status: 200, body: { "message-count": "1", messages: [{ status: "6", "error-text": "Invalid Message" }] } });
    const both = await orderFor({ email: "amy@example.com", phone: "+852 6123 4567", notify_by: ["email", "sms"] });
    const res = await moveOrder(sales.agent, both.id, "cancelled", "out of stock");
    expect(res.body.message).toBe(
      "Status updated to Cancelled. Email to customer amy@example.com is queued: no mail server is configured yet. SMS is sent to customer +85261234567",
    );
    await ctx.context.mailer.idle();
    const messages = await messagesOf(both.id);
    expect(messages).toMatchObject([
      { kind: "email", to: "amy@example.com", state: "queued" },
      { kind: "sms", to: "+85261234567", state: "failed", error: "Invalid Message (status 6)" },
    ]);
    const mail = await ctx.db("outbox").where({ source: "orders", source_id: both.id, kind: "email" }).first("payload");
    expect(mail.payload).toMatchObject({ subject: `Order ${both.number}: Cancelled` });
    expect(mail.payload.text).toContain("Reason: out of stock");
    expect(mail.payload.text).toContain("Order total: HK$2,469.00");

    const none = await orderFor({ email: "quiet@example.com", phone: "91234567", notify_by: [] });
    expect((await moveOrder(sales.agent, none.id, "processing")).body).toMatchObject({
      message: "Status updated to Processing.",
      emailed: null,
      texted: null,
    });
    expect(await messagesOf(none.id)).toEqual([]);
    expect((await sales.agent.get("/api/orders/987654/messages")).status).toBe(404);
  });
});

describe("the outbox reads its channels' settings once per question", () => {
  it("a status change reads the settings three times: the notice's currency, the answer's channels, the sending after the commit", async () => {
    await useVonage();
    const order = await orderFor({ email: "once@example.com", phone: "+852 6123 4567", notify_by: ["email", "sms"] });
    const seen: string[] = [];
    const listen = (query: { sql: string }) => seen.push(query.sql);
    ctx.db.on("query", listen);
    try {
      const res = await moveOrder(sales.agent, order.id, "processing");
      expect(res.body).toMatchObject({ emailed: "once@example.com", texted: "+85261234567" });
      await ctx.context.mailer.idle();
    } finally {
      ctx.db.off("query", listen);
    }
    expect((await messagesOf(order.id)).map((m) => `${m.kind} ${m.state}`)).toEqual(["email queued", "sms sent"]);
    expect(seen.filter((sql) => /left join settings\b/.test(sql))).toHaveLength(3);
  });
});
