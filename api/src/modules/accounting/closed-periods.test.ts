import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn } from "../../clock";
import { allows } from "../../entities";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder, stockLevel } from "../../test/sales";
import { signedInAs } from "../../test/session";

/**
 * Closed periods, one rule in one place (issue 22, item 4): every entity declaring `period` is refused
 * create, edit, delete and restore into a closed month by the engine, and the module actions (order
 * status, stock movements, completion) go through the same check.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let accountant: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  [accountant, sales, admin] = [
    await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"]),
    await signedInAs(ctx.app, ctx.db, ["SALES"]),
    await signedInAs(ctx.app, ctx.db, ["ADMIN"]),
  ];
});
afterAll(() => ctx.close());

const close = (month: string) => accountant.agent.post(`/api/accounting-home/periods/${month}/close`).expect(200);
const reopen = (month: string) => accountant.agent.post(`/api/accounting-home/periods/${month}/reopen`).expect(200);
/** Runs `work` with `month` closed, reopening it whatever happens. */
const whileClosed = async (month: string, work: () => Promise<void>) => {
  await close(month);
  try {
    await work();
  } finally {
    await reopen(month);
  }
};
const closedAnswer = (res: { status: number; body: { message?: string } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body.message).toBe("This period is closed");
};
const thisMonth = () => dateIn(new Date(), ctx.context.config.timeZone).slice(0, 7);

describe("who closes", () => {
  it("SALES works in accounting but may not close or reopen a month (403); ACCOUNTING may", async () => {
    expect((await sales.agent.get("/api/accounting-home")).status).toBe(200);
    expect((await sales.agent.post("/api/accounting-home/periods/2024-08/close")).status).toBe(403);
    expect(await ctx.db("accounting_periods").where({ month: "2024-08" }).first()).toBeUndefined();
    await close("2024-08");
    expect((await sales.agent.post("/api/accounting-home/periods/2024-08/reopen")).status).toBe(403);
    await reopen("2024-08");
  });
});

describe("the declarations", () => {
  it("every entity that declares a period names a date field of its own", () => {
    const declaring = ctx.context.registry.entities.filter((entity) => entity.period);
    expect(declaring.map((entity) => entity.name).sort()).toEqual(
      ["bank-transactions", "expenses", "incomes", "orders", "purchase-orders", "service-invoices", "stock-movements", "vouchers"].sort(),
    );
    for (const entity of declaring) expect(entity.fields[entity.period!]?.type, entity.name).toBe("date");
  });
});

describe("stock movements have a date and a period", () => {
  it("a movement is dated today in the company's time zone unless given a date", async () => {
    const product = await createProduct(sales.agent);
    const res = await sales.agent.post("/api/stock-movements").send({ product_id: product.id, type: "in", quantity: 2, unit_cost: "1.00" });
    expect(res.status).toBe(201);
    expect(res.body.date).toBe(dateIn(new Date(), ctx.context.config.timeZone));
  });

  it("a movement dated in a closed month is refused, by hand and by import, and the level does not move", async () => {
    const product = await createProduct(sales.agent, { stock: 3 });
    await whileClosed("2025-02", async () => {
      closedAnswer(
        await sales.agent
          .post("/api/stock-movements")
          .send({ date: "2025-02-10", product_id: product.id, type: "in", quantity: 5, unit_cost: "1.00" }),
      );
      const csv = `date,product_id,type,quantity,unit_cost\n2025-03-01,${product.id},in,1,1.00\n2025-02-27,${product.id},in,1,1.00\n`;
      closedAnswer(await sales.agent.post("/api/stock-movements/import").set("Content-Type", "text/csv").send(csv));
    });
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(3);
    expect(await ctx.db("stock_movements").where({ product_id: product.id }).count({ n: "*" }).first()).toEqual({ n: 1 });
  });

  it("an order taking stock today is refused while this month is closed, though the order's own month is open", async () => {
    const product = await createProduct(sales.agent, { stock: 4 });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }], {
      order_date: "2025-06-30",
    });
    await whileClosed(thisMonth(), async () => {
      closedAnswer(await moveOrder(sales.agent, order.id, "processing"));
    });
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(4);
    expect((await moveOrder(sales.agent, order.id, "processing")).status).toBe(200);
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(3);
  });
});

describe("sales orders in a closed month", () => {
  it("cannot be dated in it, moved into it, edited or deleted", async () => {
    const product = await createProduct(sales.agent, { stock: 10 });
    const customer = await createCustomer(sales.agent);
    const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }], { order_date: "2025-04-15" });
    const other = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }], { order_date: "2025-05-15" });
    await whileClosed("2025-04", async () => {
      closedAnswer(
        await sales.agent.post("/api/orders").send({
          customer_id: customer.id,
          order_date: "2025-04-20",
          payment_method: "credit_card",
          lines: [{ product_id: product.id, quantity: 1 }],
        }),
      );
      closedAnswer(await sales.agent.patch(`/api/orders/${other.id}`).send({ order_date: "2025-04-02" }));
      closedAnswer(await sales.agent.patch(`/api/orders/${order.id}`).send({ reason: "late note" }));
      closedAnswer(await sales.agent.delete(`/api/orders/${order.id}`));
    });
    expect((await sales.agent.get(`/api/orders/${order.id}`)).body).toMatchObject({ status: "pending", reason: null });
    expect((await sales.agent.get(`/api/orders/${other.id}`)).body.order_date).toBe("2025-05-15");
  });

  it("moves along, is completed and refunded today: what a status change writes is today's, and the closed month's books do not move", async () => {
    const product = await createProduct(sales.agent, { stock: 10 });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 2 }], {
      order_date: "2025-04-15",
    });
    const april = () =>
      Promise.all([
        ctx.db("stock_movements").whereBetween("date", ["2025-04-01", "2025-04-30"]).count({ n: "*" }).first(),
        ctx.db("incomes").whereBetween("date", ["2025-04-01", "2025-04-30"]).count({ n: "*" }).first(),
        ctx.db("expenses").whereBetween("date", ["2025-04-01", "2025-04-30"]).count({ n: "*" }).first(),
      ]);
    const today = dateIn(new Date(), ctx.context.config.timeZone);
    await whileClosed("2025-04", async () => {
      const before = await april();
      for (const status of ["processing", "shipping", "completed", "returning", "refunded"]) {
        const res = await moveOrder(sales.agent, order.id, status);
        expect(res.status, `${status}: ${JSON.stringify(res.body)}`).toBe(200);
      }
      expect(await april()).toEqual(before);
    });
    expect((await sales.agent.get(`/api/orders/${order.id}`)).body).toMatchObject({ status: "refunded", completed_on: today, refunded_on: today });
    const days = await ctx.db("stock_movements").where({ order_id: order.id }).select(ctx.db.raw("to_char(date, 'YYYY-MM-DD') as day"));
    expect(days.length).toBeGreaterThan(1); // sold, then returned
    for (const { day } of days) expect(day).toBe(today);
  });
});

describe("restore runs a create's rules again", () => {
  it.each([
    ["incomes", { amount: "12.00", reference: "Cash" }],
    ["expenses", { amount: "8.00", usage: "Stamps" }],
    ["bank-transactions", { holder_name: "Harbour View", transaction_number: `RST-${process.pid}`, credit: "5.00" }],
  ])("%s deleted before the close cannot be restored into the closed month", async (resource, body) => {
    const created = await accountant.agent.post(`/api/${resource}`).send({ date: "2025-07-10", ...body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await accountant.agent.delete(`/api/${resource}/${created.body.id}`)).status).toBe(200);
    await whileClosed("2025-07", async () => {
      closedAnswer(await accountant.agent.post(`/api/${resource}/${created.body.id}/restore`));
      expect((await accountant.agent.get(`/api/${resource}/${created.body.id}`)).status).toBe(404);
    });
    expect((await accountant.agent.post(`/api/${resource}/${created.body.id}/restore`)).status).toBe(200);
  });

  it("every entity that offers delete offers restore (the 48-hour notice holds for each)", async () => {
    const deletable = ctx.context.registry.entities.filter((entity) => allows(entity, "delete"));
    expect(deletable.length).toBeGreaterThan(20);
    for (const entity of deletable) {
      const res = await admin.agent.post(`/api/${entity.name}/2147483000/restore`);
      expect([res.status, res.body.message], entity.name).toEqual([404, "Not found"]);
    }
  });

  it("a record whose reference went to the trash meanwhile is not restored (400 on the field)", async () => {
    const customer = await createCustomer(sales.agent);
    const income = await accountant.agent.post("/api/incomes").send({ date: "2026-11-02", amount: "20.00", customer_id: customer.id });
    expect(income.status).toBe(201);
    expect((await accountant.agent.delete(`/api/incomes/${income.body.id}`)).status).toBe(200);
    expect((await admin.agent.delete(`/api/customers/${customer.id}`)).status).toBe(200);
    const refused = await accountant.agent.post(`/api/incomes/${income.body.id}/restore`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ customer_id: "The selected record does not exist" });
    expect((await admin.agent.post(`/api/customers/${customer.id}/restore`)).status).toBe(200);
    expect((await accountant.agent.post(`/api/incomes/${income.body.id}/restore`)).status).toBe(200);
  });
});
