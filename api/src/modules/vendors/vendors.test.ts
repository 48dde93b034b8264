import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import * as normaliseVendorPhones from "./migrations/20261126b-normalise-vendor-phones";
import { createProduct, stockLevel } from "../../test/sales";
import { signedInAs } from "../../test/session";
import employees from "../employees";
import partners from "../partners";
import stock from "../stock";
import vendors from ".";

type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let counter = 0;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

const createVendor = async (agent: Agent, overrides: object = {}) => {
  const res = await agent.post("/api/vendors").send({ company_name: `Vendor ${process.pid}-${++counter}`, contact_name: "Mr. Lam", ...overrides });
  if (res.status !== 201) throw new Error(`vendor: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; company_name: string };
};

type Item = { product_id: number; quantity: number; unit_cost: string };
const createPurchaseOrder = async (agent: Agent, vendorId: number, items: Item[], overrides: object = {}) => {
  const res = await agent.post("/api/purchase-orders").send({ vendor_id: vendorId, order_date: "2026-11-20", items, ...overrides });
  if (res.status !== 201) throw new Error(`purchase order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; number: string; status: string; total: string; paid: string; due: string; items: { amount: string }[] };
};

const counts = async (orderId: number, number: string) => ({
  expenses: (await ctx.db("expenses").where({ source: "purchase_order", reference_id: orderId }).select("amount", "reference", "usage")) as {
    amount: string;
    reference: string;
    usage: string;
  }[],
  movements: Number((await ctx.db("stock_movements").where({ reference: number }).count({ n: "*" }).first())!.n),
  payments: Number((await ctx.db("purchase_order_payments").where({ purchase_order_id: orderId }).count({ n: "*" }).first())!.n),
  order: await ctx.db("purchase_orders").where({ id: orderId }).first("status", "total", "paid", "due"),
});

describe("vendors", () => {
  it("keeps company names unique among live vendors", async () => {
    const vendor = await createVendor(sales.agent);
    const clash = await sales.agent.post("/api/vendors").send({ company_name: vendor.company_name });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.company_name).toBe("This value is already in use");
  });

  it("refuses to delete a vendor with purchase orders (409 naming how many); without them the trash and restore work", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 1, unit_cost: "1.00" }]);
    await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 2, unit_cost: "1.00" }]);
    const refused = await sales.agent.delete(`/api/vendors/${vendor.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This vendor has 2 purchase orders and cannot be deleted");
    expect((await ctx.db("vendors").where({ id: vendor.id }).first("deleted_at")).deleted_at).toBeNull();

    const lonely = await createVendor(sales.agent);
    expect((await sales.agent.delete(`/api/vendors/${lonely.id}`)).status).toBe(200);
    expect((await sales.agent.get(`/api/vendors?deleted=true&id=${lonely.id}`)).body.map((v: { id: number }) => v.id)).toContain(lonely.id);
    expect((await sales.agent.post(`/api/vendors/${lonely.id}/restore`)).status).toBe(200);
  });

  it("sums a vendor's purchase orders: count, total, paid and due", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const a = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 3, unit_cost: "10.00" }]);
    await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 1, unit_cost: "5.55" }]);
    await sales.agent.post(`/api/purchase-orders/${a.id}/payments`).send({ amount: "12.50", payment_method: "cash" });
    const res = await sales.agent.get(`/api/vendors/${vendor.id}/purchase-summary`);
    expect(res.body).toEqual({ orders: 2, total: "35.55", paid: "12.50", due: "23.05" });
    const list = await sales.agent.get(`/api/purchase-orders?vendor_id=${vendor.id}&_sort=order_date&_order=desc&_start=0&_end=10`);
    expect(list.status).toBe(200);
    expect(list.headers["x-total-count"]).toBe("2");
  });
});

describe("purchase orders", () => {
  it("numbers the order and computes amounts, total, paid and due in cents", async () => {
    const [a, b] = [await createProduct(sales.agent), await createProduct(sales.agent)];
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(
      sales.agent,
      vendor.id,
      [
        { product_id: a.id, quantity: 3, unit_cost: "19.99" },
        { product_id: b.id, quantity: 7, unit_cost: "0.10" },
      ],
      { total: "1.00", status: "completed", paid: "5.00" },
    );
    expect(order.number).toMatch(/^PO-\d{4}-\d{5}$/);
    expect(order.status).toBe("pending");
    expect(order.items.map((i) => i.amount)).toEqual(["59.97", "0.70"]);
    expect([order.total, order.paid, order.due]).toEqual(["60.67", "0.00", "60.67"]);
  });

  it.each([
    ["a zero quantity", { items: [{ product_id: 1, quantity: 0, unit_cost: "1.00" }] }, "items.0.quantity", "Value must be at least 1"],
    ["a negative quantity", { items: [{ product_id: 1, quantity: -2, unit_cost: "1.00" }] }, "items.0.quantity", "Value must be at least 1"],
    ["a negative unit cost", { items: [{ product_id: 1, quantity: 1, unit_cost: "-1.00" }] }, "items.0.unit_cost", "Value cannot be negative"],
    ["no items", { items: [] }, "items", "input can not be empty"],
    [
      "a zero payment",
      { payments: [{ date: "2026-11-20", amount: "0", payment_method: "cash" }] },
      "payments.0.amount",
      "Value must be at least 0.01",
    ],
    [
      "an unknown payment method",
      { payments: [{ date: "2026-11-20", amount: "1", payment_method: "bitcoin" }] },
      "payments.0.payment_method",
      "Not on the list: choose one of the offered options",
    ],
  ])("refuses an order with %s (400, nothing written)", async (_name, overrides, field, message) => {
    const vendor = await createVendor(sales.agent);
    const product = await createProduct(sales.agent);
    const before = await ctx.db("purchase_orders").count({ n: "*" }).first();
    const res = await sales.agent
      .post("/api/purchase-orders")
      .send({ vendor_id: vendor.id, order_date: "2026-11-20", items: [{ product_id: product.id, quantity: 1, unit_cost: "1.00" }], ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await ctx.db("purchase_orders").count({ n: "*" }).first()).toEqual(before);
  });

  it("takes payments summing exactly to the total, refuses one cent more with the remaining due (422), on create, edit and the payment route", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const items = [{ product_id: product.id, quantity: 3, unit_cost: "33.33" }]; // 99.99
    const over = await sales.agent.post("/api/purchase-orders").send({
      vendor_id: vendor.id,
      items,
      payments: [
        { date: "2026-11-20", amount: "50.00", payment_method: "cash" },
        { date: "2026-11-21", amount: "50.00", payment_method: "cheque" },
      ],
    });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe("Payments cannot exceed the total: the remaining due is 99.99");

    const order = await createPurchaseOrder(sales.agent, vendor.id, items, {
      payments: [{ date: "2026-11-20", amount: "33.33", payment_method: "cash" }],
    });
    expect([order.paid, order.due]).toEqual(["33.33", "66.66"]);
    const tooMuch = await sales.agent.post(`/api/purchase-orders/${order.id}/payments`).send({ amount: "66.67", payment_method: "bank_transfer" });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe("Payments cannot exceed the total: the remaining due is 66.66");
    expect((await counts(order.id, order.number)).payments).toBe(1);

    const exact = await sales.agent
      .post(`/api/purchase-orders/${order.id}/payments`)
      .send({ amount: "66.66", payment_method: "bank_transfer", transaction_id: "TX-1" });
    expect(exact.status).toBe(201);
    expect([exact.body.order.paid, exact.body.order.due]).toEqual(["99.99", "0.00"]);
    expect(exact.body.order.payments.map((p: { amount: string }) => p.amount)).toEqual(["33.33", "66.66"]);

    // lowering the total below what was paid is refused too
    const shrink = await sales.agent
      .patch(`/api/purchase-orders/${order.id}`)
      .send({ items: [{ product_id: product.id, quantity: 1, unit_cost: "33.33" }] });
    expect(shrink.status).toBe(422);
    expect((await counts(order.id, order.number)).order).toEqual({ status: "pending", total: "99.99", paid: "99.99", due: "0.00" });
  });

  it("completes once: stock in at each unit cost, one expense; a second call answers 409 and changes nothing", async () => {
    const [a, b] = [await createProduct(sales.agent), await createProduct(sales.agent)];
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [
      { product_id: a.id, quantity: 5, unit_cost: "2.00" },
      { product_id: b.id, quantity: 2, unit_cost: "7.25" },
    ]);
    const done = await sales.agent.post(`/api/purchase-orders/${order.id}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(`Purchase order ${order.number} completed: stock received and expense booked`);
    expect(done.body.order.status).toBe("completed");
    expect(await stockLevel(ctx.db, a.id)).toMatchObject({ on_hand: 5, value: "10.00" });
    expect(await stockLevel(ctx.db, b.id)).toMatchObject({ on_hand: 2, value: "14.50" });
    const movements = await ctx
      .db("stock_movements")
      .where({ reference: order.number })
      .orderBy("id")
      .select("type", "quantity", "unit_cost", "total_cost", "partner");
    expect(movements).toEqual([
      { type: "in", quantity: 5, unit_cost: "2.00", total_cost: "10.00", partner: vendor.company_name },
      { type: "in", quantity: 2, unit_cost: "7.25", total_cost: "14.50", partner: vendor.company_name },
    ]);

    expect((await counts(order.id, order.number)).expenses).toEqual([
      { amount: "24.50", reference: order.number, usage: `${order.number} ${vendor.company_name}` },
    ]);

    const again = await sales.agent.post(`/api/purchase-orders/${order.id}/complete`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Purchase order ${order.number} is already completed`);
    expect((await counts(order.id, order.number)).movements).toBe(2);
    expect((await counts(order.id, order.number)).expenses).toHaveLength(1);
    expect(await stockLevel(ctx.db, a.id)).toMatchObject({ on_hand: 5, value: "10.00" });
  });

  it("two completes at once: one 200, one 409, stock in once, one expense", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 4, unit_cost: "3.00" }]);
    const results = await Promise.all([1, 2].map(() => sales.agent.post(`/api/purchase-orders/${order.id}/complete`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await counts(order.id, order.number)).movements).toBe(1);
    expect((await counts(order.id, order.number)).expenses.map((e) => e.amount)).toEqual(["12.00"]);
    expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 4, value: "12.00" });
  });

  it('in a closed period completing answers 409 "This period is closed" and nothing is written', async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 4, unit_cost: "3.00" }]);
    const month = ctx.services.get("purchase-orders")!.today().slice(0, 7);
    await ctx.db("accounting_periods").insert({ month });
    try {
      const res = await sales.agent.post(`/api/purchase-orders/${order.id}/complete`);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This period is closed");
      expect(await counts(order.id, order.number)).toMatchObject({ movements: 0, expenses: [], order: { status: "pending" } });
      expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 0, value: "0.00" });
    } finally {
      await ctx.db("accounting_periods").where({ month }).delete();
    }
    expect((await sales.agent.post(`/api/purchase-orders/${order.id}/complete`)).status).toBe(200);
  });

  it("an order of a closed month is received today: the goods, the purchase and received_on are today's", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 2, unit_cost: "3.00" }], {
      order_date: "2025-03-10",
    });
    const today = ctx.services.get("purchase-orders")!.today();
    await ctx.db("accounting_periods").insert({ month: "2025-03" });
    try {
      const res = await sales.agent.post(`/api/purchase-orders/${order.id}/complete`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } finally {
      await ctx.db("accounting_periods").where({ month: "2025-03" }).delete();
    }
    const [expense] = (await ctx
      .db("expenses")
      .where({ source: "purchase_order", reference_id: order.id })
      .select(ctx.db.raw("to_char(date, 'YYYY-MM-DD') as day"))) as { day: string }[];
    expect(expense?.day).toBe(today);
    expect((await sales.agent.get(`/api/purchase-orders/${order.id}`)).body).toMatchObject({ status: "completed", received_on: today });
  });

  it("moves the average cost: 10 on hand at 4.00, 5 bought at 7.00 -> value 75.00, 5.00 each; one sold leaves at 5.00", async () => {
    const product = await createProduct(sales.agent, { stock: 10, unitCost: "4.00" });
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 5, unit_cost: "7.00" }]);
    expect((await sales.agent.post(`/api/purchase-orders/${order.id}/complete`)).status).toBe(200);
    // (10 x 4.00 + 5 x 7.00) / 15 = 75.00 / 15 = 5.00
    expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 15, value: "75.00" });
    const adjust = await sales.agent.post("/api/stock-movements").send({ product_id: product.id, type: "adjustment", quantity: -1 });
    expect(adjust.status).toBe(201);
    expect(adjust.body.total_cost).toBe("-5.00");
  });

  it("locks a completed order: items and other fields refused (409), recorded payments kept, new ones added until fully paid; not deletable", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 2, unit_cost: "50.00" }], {
      payments: [{ date: "2026-11-20", amount: "40.00", payment_method: "cash" }],
    });
    expect((await sales.agent.post(`/api/purchase-orders/${order.id}/complete`)).status).toBe(200);

    const items = await sales.agent
      .patch(`/api/purchase-orders/${order.id}`)
      .send({ items: [{ product_id: product.id, quantity: 9, unit_cost: "50.00" }] });
    expect(items.status).toBe(409);
    expect(items.body.message).toBe("A completed purchase order's items cannot change; only payments can be added");
    const dropped = await sales.agent
      .patch(`/api/purchase-orders/${order.id}`)
      .send({ payments: [{ date: "2026-11-22", amount: "60.00", payment_method: "cash" }] });
    expect(dropped.status).toBe(409);

    const current = (await sales.agent.get(`/api/purchase-orders/${order.id}`)).body;
    const added = await sales.agent
      .patch(`/api/purchase-orders/${order.id}`)
      .send({ payments: [...current.payments, { date: "2026-11-22", amount: "50.00", payment_method: "cheque" }] });
    expect(added.status).toBe(200);
    expect([added.body.paid, added.body.due]).toEqual(["90.00", "10.00"]);
    expect((await sales.agent.post(`/api/purchase-orders/${order.id}/payments`).send({ amount: "10.01", payment_method: "cash" })).status).toBe(422);
    expect(
      (await sales.agent.post(`/api/purchase-orders/${order.id}/payments`).send({ amount: "10.00", payment_method: "cash" })).body.order.due,
    ).toBe("0.00");

    const removal = await sales.agent.delete(`/api/purchase-orders/${order.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe("Only a pending purchase order can be deleted");
  });

  it("answers in Traditional Chinese", async () => {
    const product = await createProduct(sales.agent);
    const vendor = await createVendor(sales.agent);
    const order = await createPurchaseOrder(sales.agent, vendor.id, [{ product_id: product.id, quantity: 1, unit_cost: "5.00" }]);
    const res = await sales.agent
      .post(`/api/purchase-orders/${order.id}/payments`)
      .set("Accept-Language", "zh-Hant")
      .send({ amount: "6.00", payment_method: "cash" });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("付款不能超過總額：尚欠金額為 5.00");
  });

  it.each([["ACCOUNTING"]])(
    "%s looks vendors up (id and company name, to name a service invoice's vendor) and gets 403 on the rest",
    async (role) => {
      const other = await signedInAs(ctx.app, ctx.db, [role]);
      const vendor = await createVendor(sales.agent);
      const lookup = await other.agent.get("/api/vendors").query({ q: vendor.company_name });
      expect(lookup.status).toBe(200);
      expect(lookup.body).toEqual([{ id: vendor.id, company_name: vendor.company_name }]);
      expect((await other.agent.get(`/api/vendors/${vendor.id}`)).status).toBe(403);
      expect((await other.agent.post("/api/vendors").send({ company_name: "Not mine" })).status).toBe(403);
      expect((await other.agent.get("/api/purchase-orders")).status).toBe(403);
      expect((await other.agent.get(`/api/vendors/${vendor.id}/purchase-summary`)).status).toBe(403);
      expect((await other.agent.post("/api/purchase-orders/1/complete")).status).toBe(403);
    },
  );

  it.each([["HR"], ["ADMIN"]])("%s may complete purchase orders", async (role) => {
    const other = await signedInAs(ctx.app, ctx.db, [role]);
    const product = await createProduct(sales.agent);
    const order = await createPurchaseOrder(other.agent, (await createVendor(other.agent)).id, [
      { product_id: product.id, quantity: 1, unit_cost: "1.00" },
    ]);
    expect((await other.agent.post(`/api/purchase-orders/${order.id}/complete`)).status).toBe(200);
  });
});

describe("demo data", () => {
  it("writes vendors, purchase orders (two completed, stocked in) and partners with ledgers through the services", async () => {
    await ctx.db.transaction(async (trx) => {
      for (const module of [stock, employees, vendors, partners])
        await (await module.demo!())({ ...ctx.context.within(trx), actor: { userId: sales.user.id, ip: null } });
    });
    const orders = await ctx
      .db("purchase_orders as o")
      .join("vendors as v", "v.id", "o.vendor_id")
      .where("v.company_name", "like", "%Ltd%")
      .orWhere("v.company_name", "like", "%Co.%")
      .select("o.status", "o.number");
    expect(orders.map((o) => o.status).sort()).toEqual(["completed", "completed"]);
    expect(
      Number(
        (await ctx
          .db("stock_movements")
          .whereIn(
            "reference",
            orders.map((o) => o.number),
          )
          .count({ n: "*" })
          .first())!.n,
      ),
    ).toBe(4);
    const demoPartners = await ctx.db("partners").where("company_name", "like", "Victoria%").first("balance", "advance");
    expect(demoPartners).toEqual({ balance: "8000.00", advance: "20000.00" });
    const booked = await ctx
      .db("expenses")
      .whereIn(
        "reference",
        orders.map((o) => o.number),
      )
      .where({ source: "purchase_order" })
      .count({ n: "*" })
      .first();
    expect(Number(booked!.n)).toBe(2);
    expect(Number((await ctx.db("incomes").where("reference", "like", "ADV-DEMO-%").count({ n: "*" }).first())!.n)).toBe(2);
  });
});

describe("vendors' contact numbers before validation", () => {
  it("are rewritten in E.164 by the module's data migration; what does not parse stays", async () => {
    const [a, b] = (await ctx
      .db("vendors")
      .insert([
        { company_name: "Old Phone Supplies", contact_phone: "+852 9123-4567" },
        { company_name: "No Phone Supplies", contact_phone: "ask for Ken" },
      ])
      .returning("id")) as { id: number }[];
    await normaliseVendorPhones.up(ctx.db);
    expect(await ctx.db("vendors").whereIn("id", [a.id, b.id]).orderBy("id").pluck("contact_phone")).toEqual(["+85291234567", "ask for Ken"]);
  });
});
