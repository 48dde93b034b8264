import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatuses, orderTransitions, type OrderStatus } from "../../entities";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder, stockLevel } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

/** The walk from pending to each status along legal moves. */
const pathTo: Record<OrderStatus, OrderStatus[]> = {
  pending: [],
  processing: ["processing"],
  shipping: ["processing", "shipping"],
  completed: ["processing", "shipping", "completed"],
  returning: ["processing", "shipping", "completed", "returning"],
  refunded: ["processing", "shipping", "completed", "returning", "refunded"],
  cancelled: ["cancelled"],
};

const orderIn = async (status: OrderStatus) => {
  const product = await createProduct(sales.agent, { stock: 5 });
  const customer = await createCustomer(sales.agent);
  const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 2 }]);
  for (const step of pathTo[status]) expect((await moveOrder(sales.agent, order.id, step)).status, step).toBe(200);
  return { order, product };
};

describe("orders", () => {
  it("numbers the order, copies prices from the products and totals in cents", async () => {
    const [a, b] = [await createProduct(sales.agent, { price: "19.99" }), await createProduct(sales.agent, { price: "0.10" })];
    const customer = await createCustomer(sales.agent);
    const order = await createOrder(
      sales.agent,
      customer.id,
      [
        { product_id: a.id, quantity: 3 },
        { product_id: b.id, quantity: 7 },
      ],
      { status: "completed", total: "1.00" },
    );
    expect(order.number).toMatch(/^SO-\d{4}-\d{6}$/);
    expect(order.status).toBe("pending");
    expect(order.lines.map((l) => [l.price, l.amount])).toEqual([
      ["19.99", "59.97"],
      ["0.10", "0.70"],
    ]);
    expect(order.total).toBe("60.67");
    const second = await createOrder(sales.agent, customer.id, [{ product_id: a.id, quantity: 1 }]);
    expect(second.number).not.toBe(order.number);
  });

  it("keeps the price a product had when it was added, and prices a newly added product at today's price", async () => {
    const [a, b] = [await createProduct(sales.agent, { price: "10.00" }), await createProduct(sales.agent, { price: "5.00" })];
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: a.id, quantity: 1 }]);
    await sales.agent.patch(`/api/products/${a.id}`).send({ price: "12.00" });
    await sales.agent.patch(`/api/products/${b.id}`).send({ price: "6.00" });
    const res = await sales.agent.patch(`/api/orders/${order.id}`).send({
      lines: [
        { product_id: a.id, quantity: 2 },
        { product_id: b.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { price: string }) => l.price)).toEqual(["10.00", "6.00"]);
    expect(res.body.total).toBe("26.00");
  });

  it.each([
    ["no lines", { lines: [] }, "lines", "input can not be empty"],
    ["a zero quantity", { lines: [{ product_id: 1, quantity: 0 }] }, "lines.0.quantity", "Value must be at least 1"],
    ["an unknown product", { lines: [{ product_id: 987654, quantity: 1 }] }, "lines.0.product_id", "The selected record does not exist"],
    ["no customer", { customer_id: null }, "customer_id", "input can not be empty"],
  ])("refuses an order with %s", async (_name, overrides, field, message) => {
    const customer = await createCustomer(sales.agent);
    const before = await ctx.db("orders").count({ n: "*" }).first();
    const res = await sales.agent
      .post("/api/orders")
      .send({ customer_id: customer.id, order_date: "2026-11-20", payment_method: "paypal", lines: [{ product_id: 1, quantity: 1 }], ...overrides });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await ctx.db("orders").count({ n: "*" }).first()).toEqual(before);
  });

  const legal = orderStatuses.flatMap((from) => (orderTransitions[from] as readonly OrderStatus[]).map((to) => [from, to] as const));
  const illegal = orderStatuses.flatMap((from) =>
    orderStatuses.filter((to) => !(orderTransitions[from] as readonly string[]).includes(to)).map((to) => [from, to] as const),
  );

  /** The history's lines of changes to the order, without those of the messages sent about it. */
  type HistoryLine = { action: string; user_name: string | null; changes: { field: string; old: unknown; new: unknown }[] };
  const changesOf = (history: HistoryLine[]) => history.filter((line) => line.action !== "message");

  it.each(legal)("moves %s -> %s and records it in the history", async (from, to) => {
    const { order } = await orderIn(from);
    const res = await moveOrder(sales.agent, order.id, to, `because ${to}`);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe(to);
    // newest first: this move with its reason, ..., the creation (the engine's line); the messages the
    // moves queued for the customer are lines of the stream too (action "message"), not counted here
    const history = changesOf((await sales.agent.get(`/api/orders/${order.id}/history`)).body);
    expect(history[0]).toMatchObject({
      action: "status",
      note: `because ${to}`,
      user_id: sales.user.id,
      changes: [{ field: "status", old: from, new: to }],
    });
    expect(history[0].user_name).toBeTruthy();
    expect(history.at(-1)?.action).toBe("create");
    expect(history.at(-1)?.changes).toContainEqual({ field: "status", old: null, new: "pending" });
    expect(history).toHaveLength(pathTo[from].length + 2);
  });

  it.each(illegal)("refuses %s -> %s with 409 and changes nothing", async (from, to) => {
    const { order, product } = await orderIn(from);
    const level = await stockLevel(ctx.db, product.id);
    const res = await moveOrder(sales.agent, order.id, to);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`An order cannot move from ${from} to ${to}`);
    expect((await sales.agent.get(`/api/orders/${order.id}`)).body.status).toBe(from);
    expect(changesOf((await sales.agent.get(`/api/orders/${order.id}/history`)).body)).toHaveLength(pathTo[from].length + 1);
    expect(await stockLevel(ctx.db, product.id)).toEqual(level);
  });

  it("takes stock on processing, gives it back on cancel, and books a return on refund", async () => {
    const product = await createProduct(sales.agent, { stock: 10, unitCost: "3.00" });
    const customer = await createCustomer(sales.agent);
    const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 4 }]);
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 10, sold: 0, returned: 0, value: "30.00" });
    await moveOrder(sales.agent, order.id, "processing");
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 6, sold: 4, returned: 0, value: "18.00" });
    await moveOrder(sales.agent, order.id, "cancelled");
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 10, sold: 0, returned: 0, value: "30.00" });

    const other = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 3 }]);
    for (const step of pathTo.refunded) await moveOrder(sales.agent, other.id, step);
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 10, sold: 3, returned: 3, value: "30.00" });
    const movements = (await sales.agent.get(`/api/stock-movements?order_id=${other.id}&_sort=id&_order=asc`)).body;
    expect(movements.map((m: { type: string; quantity: number; total_cost: string }) => [m.type, m.quantity, m.total_cost])).toEqual([
      ["sold", 3, "9.00"],
      ["return", 3, "9.00"],
    ]);
  });

  it("refuses processing when stock is short: 422 naming the product and what is on hand, nothing changes", async () => {
    const [plenty, scarce] = [await createProduct(sales.agent, { stock: 50 }), await createProduct(sales.agent, { stock: 2, name: "Scarce widget" })];
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [
      { product_id: plenty.id, quantity: 5 },
      { product_id: scarce.id, quantity: 3 },
    ]);
    const res = await moveOrder(sales.agent, order.id, "processing");
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("Not enough stock of Scarce widget: 2 on hand, 3 wanted");
    expect((await stockLevel(ctx.db, plenty.id)).on_hand).toBe(50);
    expect((await stockLevel(ctx.db, scarce.id)).on_hand).toBe(2);
    expect(await ctx.db("stock_movements").where({ order_id: order.id }).count({ n: "*" }).first()).toEqual({ n: 0 });
    expect((await sales.agent.get(`/api/orders/${order.id}`)).body.status).toBe("pending");
  });

  it("50 concurrent moves to processing on a product with 10 in stock: exactly 10 succeed, on hand ends at 0", async () => {
    const product = await createProduct(sales.agent, { stock: 10 });
    const customer = await createCustomer(sales.agent);
    const orders = await Promise.all(
      Array.from({ length: 50 }, () => createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }])),
    );
    const results = await Promise.all(orders.map((order) => moveOrder(sales.agent, order.id, "processing")));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(await stockLevel(ctx.db, product.id)).toMatchObject({ on_hand: 0, sold: 10 });
    const ledger = await ctx
      .db("stock_movements")
      .where({ product_id: product.id })
      .sum({ sold: ctx.db.raw("case when type = 'sold' then quantity else 0 end") })
      .first();
    expect(Number(ledger!.sold)).toBe(10);
  });

  it("says the status changed and, when the customer has an e-mail, that it was mailed, in the user's language", async () => {
    const product = await createProduct(sales.agent, { stock: 5 });
    const withMail = await createOrder(sales.agent, (await createCustomer(sales.agent, { email: "amy@example.com" })).id, [
      { product_id: product.id, quantity: 1 },
    ]);
    const queued = await moveOrder(sales.agent, withMail.id, "processing");
    expect(queued.body).toMatchObject({
      message: "Status updated to Processing. Email to customer amy@example.com is queued: no mail server is configured yet",
      emailed: "amy@example.com",
    });
    // with a mail server in the settings (nothing listens there: the mail waits for a retry)
    await ctx.db("settings").where({ id: 1 }).update({ smtp_host: "127.0.0.1", smtp_port: 9 });
    const undo = await moveOrder(sales.agent, withMail.id, "cancelled");
    expect(undo.body).toMatchObject({
      message: "Status updated to Cancelled. Email is sent to customer amy@example.com",
      emailed: "amy@example.com",
    });
    const again = await createOrder(sales.agent, (await createCustomer(sales.agent, { email: "amy@example.com" })).id, [
      { product_id: product.id, quantity: 1 },
    ]);
    expect((await moveOrder(sales.agent, again.id, "processing")).status).toBe(200);
    const zh = await sales.agent.post(`/api/orders/${again.id}/status`).set("Accept-Language", "zh-HK").send({ status: "shipping" });
    expect(zh.body.message).toMatch(/amy@example\.com/);
    expect(zh.body.message).not.toMatch(/Status updated/);
    const withoutMail = await createOrder(sales.agent, (await createCustomer(sales.agent, { email: null })).id, [
      { product_id: product.id, quantity: 1 },
    ]);
    const plain = await moveOrder(sales.agent, withoutMail.id, "cancelled");
    expect(plain.body).toMatchObject({ message: "Status updated to Cancelled.", emailed: null });
    await ctx.context.mailer.idle();
    await ctx.db("settings").where({ id: 1 }).update({ smtp_host: null, smtp_port: null });
  });

  it.each([
    ["no status", {}, "input can not be empty"],
    ["an unknown status", { status: "lost" }, "Choose one of: pending, processing, shipping, completed, returning, cancelled, refunded"],
  ])("answers 400 for %s", async (_name, body, message) => {
    const { order } = await orderIn("pending");
    const res = await sales.agent.post(`/api/orders/${order.id}/status`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.status).toBe(message);
  });

  it("answers 404 for the status or history of an unknown order", async () => {
    expect((await moveOrder(sales.agent, 987654, "processing")).status).toBe(404);
    expect((await sales.agent.get("/api/orders/987654/history")).status).toBe(404);
  });

  it("changes only reason and expiration once an order left pending, and deletes only pending or cancelled orders", async () => {
    const { order } = await orderIn("processing");
    const locked = await sales.agent.patch(`/api/orders/${order.id}`).send({ payment_method: "paypal" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Only a pending order can be changed");
    expect((await sales.agent.patch(`/api/orders/${order.id}`).send({ reason: "gift wrap" })).status).toBe(200);
    const refused = await sales.agent.delete(`/api/orders/${order.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Only a pending or cancelled order can be deleted");
    const { order: pending } = await orderIn("pending");
    expect((await sales.agent.delete(`/api/orders/${pending.id}`)).status).toBe(200);
  });
});
