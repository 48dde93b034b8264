import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapPaymentMethods } from "../../db/payment-methods";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
});
afterAll(async () => {
  await ctx.close();
});

const methodId = async (code: string) => (await ctx.db("payment_methods").where({ code }).whereNull("deleted_at").first("id")).id as number;

describe("the list of payment methods", () => {
  it("starts with the order form's three and cash, bank transfer, FPS and cheque, labelled in both languages, in order", async () => {
    const res = await admin.agent.get("/api/payment-methods?_sort=sort_order&_order=asc&_start=0&_end=50");
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 7).map((m: { code: string }) => m.code)).toEqual([
      "credit_card",
      "paypal",
      "gift_card",
      "cash",
      "bank_transfer",
      "fps",
      "cheque",
    ]);
    expect(res.body.find((m: { code: string }) => m.code === "fps")).toMatchObject({ name: "FPS", name_zh_hant: "轉數快", active: true });
  });

  it("is the ADMIN's to edit; every other role may only look it up", async () => {
    expect((await sales.agent.get("/api/payment-methods?_start=0&_end=50")).status).toBe(200);
    expect((await sales.agent.post("/api/payment-methods").send({ name: "Octopus", name_zh_hant: "八達通" })).status).toBe(403);
    expect((await hr.agent.patch(`/api/payment-methods/${await methodId("cash")}`).send({ name: "Money" })).status).toBe(403);
  });

  it("makes a new method's code from its English name, refuses a clash on the field, and keeps the code fixed", async () => {
    const created = await admin.agent.post("/api/payment-methods").send({ name: "Octopus card", name_zh_hant: "八達通", sort_order: 75 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: "octopus_card", active: true, sort_order: 75 });
    const again = await admin.agent.post("/api/payment-methods").send({ name: "Octopus card", name_zh_hant: "八達通卡" });
    expect(again.status).toBe(409);
    expect(again.body.errors).toHaveProperty("code");
    const renamed = await admin.agent
      .patch(`/api/payment-methods/${created.body.id}`)
      .send({ name: "Octopus", name_zh_hant: "八達通卡", sort_order: 5 });
    expect(renamed.body).toMatchObject({ code: "octopus_card", name: "Octopus", sort_order: 5 });
    const recoded = await admin.agent.patch(`/api/payment-methods/${created.body.id}`).send({ code: "octopus" });
    expect(recoded.status).toBe(400);
    expect(recoded.body.errors.code).toBe("The code cannot change once saved: rename the method instead");
    const bad = await admin.agent.post("/api/payment-methods").send({ name: "微信支付", name_zh_hant: "微信支付" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("code");
  });
});

describe("every payment field chooses from the list", () => {
  it("an order takes a method of the list, refuses an unknown one and a deactivated one on the field, in the user's language", async () => {
    const customer = await createCustomer(sales.agent);
    const product = await createProduct(sales.agent, { stock: 5 });
    const lines = [{ product_id: product.id, quantity: 1 }];
    const order = await createOrder(sales.agent, customer.id, lines, { payment_method: "fps" });
    expect(order).toMatchObject({ payment_method: "fps" });

    const unknown = await sales.agent.post("/api/orders").send({ customer_id: customer.id, payment_method: "bitcoin", lines });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ payment_method: "Not on the list: choose one of the offered options" });

    await admin.agent.patch(`/api/payment-methods/${await methodId("gift_card")}`).send({ active: false });
    const inactive = await sales.agent
      .post("/api/orders")
      .set("Accept-Language", "zh-HK")
      .send({ customer_id: customer.id, payment_method: "gift_card", lines });
    expect(inactive.status).toBe(400);
    expect(inactive.body.errors).toEqual({ payment_method: "此選項已停用：請選擇其他選項" });

    // a record that holds a method since deactivated may still be edited, keeping it
    const kept = await createOrder(sales.agent, customer.id, lines, { payment_method: "cheque" });
    await admin.agent.patch(`/api/payment-methods/${await methodId("cheque")}`).send({ active: false });
    const edit = await sales.agent.patch(`/api/orders/${kept.id}`).send({ payment_method: "cheque", shipping_cost: "5.00" });
    expect(edit.status).toBe(200);
    const moved = await sales.agent.patch(`/api/orders/${kept.id}`).send({ payment_method: "gift_card" });
    expect(moved.status).toBe(400);
    await admin.agent.patch(`/api/payment-methods/${await methodId("cheque")}`).send({ active: true });
    await admin.agent.patch(`/api/payment-methods/${await methodId("gift_card")}`).send({ active: true });
  });

  it("an expense, a purchase payment, a partner's advance and a salary payment refuse a method not on the list", async () => {
    const expense = await admin.agent.post("/api/expenses").send({ amount: "12.00", usage: "Taxi", payment_method: "cash" });
    expect(expense.status).toBe(201);
    const free = await admin.agent.post("/api/expenses").send({ amount: "12.00", usage: "Taxi", payment_method: "by cheque please" });
    expect(free.status).toBe(400);
    expect(free.body.errors).toHaveProperty("payment_method");

    const vendor = await admin.agent.post("/api/vendors").send({ company_name: "Paper Co", contact_name: "Mr. Lam" });
    const product = await createProduct(admin.agent);
    const order = await admin.agent
      .post("/api/purchase-orders")
      .send({ vendor_id: vendor.body.id, items: [{ product_id: product.id, quantity: 2, unit_cost: "5.00" }] });
    expect(order.status).toBe(201);
    const badLine = await admin.agent
      .patch(`/api/purchase-orders/${order.body.id}`)
      .send({ payments: [{ date: "2026-11-20", amount: "1.00", payment_method: "barter" }] });
    expect(badLine.status).toBe(400);
    expect(badLine.body.errors).toHaveProperty(["payments.0.payment_method"]);
    const badPay = await admin.agent.post(`/api/purchase-orders/${order.body.id}/payments`).send({ amount: "1.00", payment_method: "barter" });
    expect(badPay.status).toBe(400);
    expect(badPay.body.errors).toEqual({ payment_method: "Not on the list: choose one of the offered options" });
    const pay = await admin.agent.post(`/api/purchase-orders/${order.body.id}/payments`).send({ amount: "1.00", payment_method: "fps" });
    expect(pay.status).toBe(201);

    const partner = await admin.agent.post("/api/partners").send({ company_name: "Lee Design" });
    expect(partner.status).toBe(201);
    const advance = await admin.agent.post(`/api/partners/${partner.body.id}/advance`).send({ amount: "50.00", payment_method: "barter" });
    expect(advance.status).toBe(400);
    expect(advance.body.errors).toHaveProperty("payment_method");

    const salary = await admin.agent.post("/api/salaries/pay").send({ month: "2026-10", payment_method: "envelope" });
    expect(salary.status).toBe(400);
    expect(salary.body.errors).toEqual({ payment_method: "Not on the list: choose one of the offered options" });
  });

  it("a method in use is not deleted (409, deactivate it instead); an unused one is", async () => {
    const used = await admin.agent.delete(`/api/payment-methods/${await methodId("fps")}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/^This payment method is used by \d+ records and cannot be deleted: switch off "Offered" instead$/);
    const zh = await admin.agent.delete(`/api/payment-methods/${await methodId("fps")}`).set("Accept-Language", "zh-HK");
    expect(zh.body.message).toMatch(/^此付款方式已用於 \d+ 筆記錄，不能刪除/);
    const unused = await admin.agent.post("/api/payment-methods").send({ name: "Voucher", name_zh_hant: "禮券" });
    expect((await admin.agent.delete(`/api/payment-methods/${unused.body.id}`)).status).toBe(200);
  });
});

describe("stored free-text methods", () => {
  it("move onto the list: known ways of writing one map to its code, others become methods of their own", async () => {
    await ctx.db("expenses").insert([
      { date: "2026-11-02", amount: "1.00", usage: "Old A", payment_method: "Bank Transfer", source: "normal" },
      { date: "2026-11-02", amount: "1.00", usage: "Old B", payment_method: "autopay", source: "normal" },
      { date: "2026-11-02", amount: "1.00", usage: "Old C", payment_method: "Alipay HK", source: "normal" },
    ]);
    await mapPaymentMethods(ctx.db, "expenses");
    const stored = await ctx.db("expenses").whereIn("usage", ["Old A", "Old B", "Old C"]).orderBy("usage").pluck("payment_method");
    expect(stored).toEqual(["bank_transfer", "bank_transfer", "alipay_hk"]);
    expect(await ctx.db("payment_methods").where({ code: "alipay_hk" }).first("name", "active")).toEqual({ name: "Alipay HK", active: true });
  });
});
