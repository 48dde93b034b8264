import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDayTotals, purchaseProductTotals, recomputeSql, type Summary, summaries } from "./migrations/20261128c-accrue-summaries";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";
import { spanOf } from "../../reports/spans";
import { shardedSummaries } from "./migrations/20261204a-shard-hot-summaries";

/**
 * The summaries the reports read (migration 20261128c, accrual basis: order_day_totals, the
 * sales_*_totals and purchase_product_totals, on the days orders completed and were refunded and
 * purchase orders were received) kept by statement-level triggers with transition tables: after a
 * batch of writes of every kind each equals a recomputation from scratch.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>["agent"];
let admin: Awaited<ReturnType<typeof signedInAs>>["agent"];

beforeAll(async () => {
  ctx = await openTestApp();
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
});
afterAll(() => ctx.close());

const integers = ["lines", "quantity", "returned", "movements", "orders", "shipped", "refunds", "items"];
/**
 * A summary's rows with a non-zero figure, as kept (`from` = its table) or from scratch (`from` = its
 * recomputation), a key's shards (migration 20261204a) summed as the reports sum them.
 */
const summaryRows = async (s: Summary, from: string, db: Knex = ctx.db) => {
  const keys = ["grain", "start", ...s.keys];
  const values = s.values.map((v) => (integers.includes(v) ? `sum(${v})::int as ${v}` : `sum(${v})::numeric(16,2)::text as ${v}`));
  return (
    await db.raw(
      `select grain, start::text as start, ${[...s.keys, ...values].join(", ")} from ${from} t
        group by ${keys.join(", ")} having ${s.values.map((v) => `sum(${v}) <> 0`).join(" or ")} order by ${keys.join(", ")}`,
    )
  ).rows;
};
const kept = (db: Knex = ctx.db) => summaryRows(orderDayTotals, orderDayTotals.table, db);
/** Every summary equals its recomputation from scratch. */
const expectRecomputed = async (db: Knex = ctx.db) => {
  for (const s of summaries)
    expect({ [s.table]: await summaryRows(s, s.table, db) }).toEqual({ [s.table]: await summaryRows(s, `(${recomputeSql(s)})`, db) });
};
/** Orders' completion and refund days set by hand (the service gives them today's). */
const onDays = (ids: number[], completed: string, refunded?: string) =>
  ctx
    .db("orders")
    .whereIn("id", ids)
    .update({
      completed_on: ctx.db.raw(`case when completed_on is null then null else ${completed} end`),
      refunded_on: ctx.db.raw(`case when refunded_on is null then null else ${refunded ?? "refunded_on"} end`),
    });

describe("the summaries on the accrual basis", () => {
  it("order_day_totals and the rest equal a recomputation from scratch after orders, status changes, refunds, moved days, deletes and ledger edits", async () => {
    const A = await createProduct(sales, { name: "Summary pen", price: "10.00", stock: 50, unitCost: "4.00" });
    const B = await createProduct(sales, { name: "Summary pad", price: "7.50", stock: 50, unitCost: "3.00" });
    const customer = await createCustomer(sales, { name: "Summary Trading" });
    const orders = [];
    for (const [i, date] of ["2026-09-30", "2026-10-01", "2026-10-01", "2026-10-31", "2026-11-02", "2026-11-02"].entries())
      orders.push(
        await createOrder(
          sales,
          customer.id,
          [
            { product_id: A.id, quantity: 1 + i },
            { product_id: B.id, quantity: 2 },
          ],
          {
            order_date: date,
            shipping_cost: i % 2 ? "6.00" : "0.00",
          },
        ),
      );
    await expectRecomputed();
    // orders not completed are not in the books yet
    expect(await kept()).toEqual([]);

    // Status changes (goods leave stock: 'sold' movements), a refund (a 'return' movement), a cancel
    for (const [order, steps] of [
      [orders[0], ["processing", "shipping", "completed"]],
      [orders[1], ["processing", "shipping", "completed", "returning", "refunded"]],
      [orders[2], ["processing"]],
      [orders[3], ["processing", "cancelled"]],
      [orders[4], ["processing", "shipping"]],
    ] as const)
      for (const step of steps) expect((await moveOrder(sales, order.id, step)).status).toBe(200);
    await expectRecomputed();
    const sold = await kept();
    expect(sold.some((r: { refunds: number; returns: string }) => r.refunds === 1 && r.returns === "35.00")).toBe(true);
    expect(sold.some((r: { orders: number }) => r.orders === 2)).toBe(true);

    // Completion and refund days moved across months, several rows in one statement, an amount edit
    await onDays([orders[0].id, orders[1].id], "'2026-08-15'::date", "'2026-09-02'::date");
    await ctx.db("orders").whereIn("id", [orders[0].id, orders[2].id]).update({ order_date: "2026-08-15" });
    await ctx
      .db("orders")
      .where({ id: orders[4].id })
      .update({ total: ctx.db.raw("total + 3"), shipping_cost: "2.50" });
    await ctx.db("orders").where({ id: orders[5].id }).update({ reason: "no change to any figure" });
    await ctx.db("orders").where({ id: orders[4].id }).update({ completed_on: "2026-11-03" });
    await expectRecomputed();

    // Ledger edits: a sale's cost corrected, a movement moved to another order, one deleted
    const [first] = await ctx.db("stock_movements").where({ order_id: orders[4].id, type: "sold" }).orderBy("id").limit(1).select("id");
    await ctx
      .db("stock_movements")
      .where({ id: first.id })
      .update({ total_cost: ctx.db.raw("total_cost + 1.25") });
    await ctx.db("stock_movements").where({ id: first.id }).update({ order_id: orders[2].id });
    const [other] = await ctx.db("stock_movements").where({ order_id: orders[0].id, type: "sold" }).orderBy("id").limit(1).select("id");
    await ctx.db("stock_movements").where({ id: other.id }).delete();
    await expectRecomputed();

    // Soft delete (trash) and restore, then a hard delete (its movements' order_id set null first)
    await ctx.db("orders").where({ id: orders[2].id }).update({ deleted_at: ctx.db.fn.now() });
    await expectRecomputed();
    await ctx.db("orders").where({ id: orders[2].id }).update({ deleted_at: null });
    await expectRecomputed();
    expect((await ctx.db("stock_movements").where({ order_id: orders[4].id }).select("id")).length).toBeGreaterThan(0);
    await ctx.db("orders").where({ id: orders[4].id }).delete();
    expect(await ctx.db("orders").where({ id: orders[4].id }).first()).toBeUndefined();
    await expectRecomputed();
  });

  it("sales_*_totals: line, customer, salesperson and ledger edits, year boundaries, one statement over many rows, deletes", async () => {
    const ann = (await admin.post("/api/employees").send({ full_name: "Ann Summary", name: "Ann S" })).body.id as number;
    const bob = (await admin.post("/api/employees").send({ full_name: "Bob Summary", name: "Bob S" })).body.id as number;
    const P = await createProduct(sales, { name: "Year pen", price: "4.00", stock: 100, unitCost: "1.50" });
    const Q = await createProduct(sales, { name: "Year ink", price: "9.00", stock: 100, unitCost: "5.00" });
    const c1 = await createCustomer(sales, { name: "Year One Ltd" });
    const c2 = await createCustomer(sales, { name: "Year Two Ltd" });
    const orders = [];
    for (const [i, date] of ["2025-12-31", "2025-12-31", "2026-01-01", "2026-06-30", "2026-12-31", "2027-01-01"].entries())
      orders.push(
        await createOrder(
          sales,
          i % 2 ? c2.id : c1.id,
          [
            { product_id: P.id, quantity: 1 + i },
            { product_id: Q.id, quantity: 1 },
          ],
          {
            order_date: date,
            employee_id: i % 3 === 0 ? null : i % 3 === 1 ? ann : bob,
            shipping_cost: i % 2 ? "3.00" : "0.00",
          },
        ),
      );
    await expectRecomputed();
    for (const order of orders)
      for (const step of ["processing", "shipping", "completed"]) expect((await moveOrder(sales, order.id, step)).status).toBe(200);
    for (const step of ["returning", "refunded"]) expect((await moveOrder(sales, orders[1].id, step)).status).toBe(200);
    expect((await moveOrder(sales, orders[2].id, "returning")).status).toBe(200);
    // each completed (and refunded, three days later) on its order's day, across the years
    await onDays(
      orders.map((o) => o.id),
      "order_date",
      "order_date + 3",
    );
    await expectRecomputed();
    expect((await ctx.db("sales_product_totals").where({ grain: "y", product_id: P.id })).length).toBe(3);

    // Several orders of the same day, product, customer and salesperson in one statement (one upsert per key)
    const ids = orders.map((o) => o.id);
    await ctx.db("orders").whereIn("id", [ids[0], ids[1]]).update({ customer_id: c2.id, employee_id: bob });
    await expectRecomputed();
    await ctx
      .db("orders")
      .whereIn("id", ids)
      .update({ order_date: ctx.db.raw("order_date + 1") });
    await onDays(ids, "completed_on + 1", "refunded_on + 1");
    await expectRecomputed();
    await ctx
      .db("orders")
      .whereIn("id", ids)
      .update({ custom_fields: ctx.db.raw(`'{"note": "x"}'::jsonb`) });
    await ctx
      .db("orders")
      .where({ id: ids[3] })
      .update({ employee_id: null, total: ctx.db.raw("total + 1"), shipping_cost: "0.00" });
    await expectRecomputed();

    // Lines: quantity and price edits, a line moved to another product and to another order, inserted, deleted
    await ctx
      .db("order_lines")
      .whereIn("order_id", ids)
      .where({ product_id: P.id })
      .update({ quantity: ctx.db.raw("quantity + 2"), amount: ctx.db.raw("amount + 8") });
    await ctx.db("order_lines").where({ order_id: ids[4], product_id: Q.id }).update({ price: "9.50", amount: "9.50" });
    await ctx.db("order_lines").where({ order_id: ids[5], product_id: Q.id }).update({ product_id: P.id, position: 3 });
    await ctx.db("order_lines").where({ order_id: ids[2], product_id: Q.id }).update({ order_id: ids[3], position: 4 });
    await ctx.db("order_lines").insert([
      { order_id: ids[0], position: 5, product_id: Q.id, quantity: 2, price: "9.00", amount: "18.00" },
      { order_id: ids[1], position: 5, product_id: Q.id, quantity: 1, price: "9.00", amount: "9.00" },
    ]);
    await expectRecomputed();
    await ctx.db("order_lines").where({ order_id: ids[0], position: 5 }).delete();
    await expectRecomputed();

    // Movements: one inserted for an order, one moved, one's cost corrected, one deleted, one not an order's
    await ctx
      .db("stock_movements")
      .insert({ product_id: Q.id, type: "return", quantity: 1, unit_cost: "5.00", total_cost: "5.00", order_id: ids[4] });
    const [m1, m2] = await ctx.db("stock_movements").whereIn("order_id", [ids[4], ids[5]]).where({ type: "sold" }).orderBy("id").select("id");
    await ctx
      .db("stock_movements")
      .where({ id: m1.id })
      .update({ order_id: ids[0], total_cost: ctx.db.raw("total_cost + 0.75") });
    await ctx.db("stock_movements").where({ id: m2.id }).delete();
    await ctx.db("stock_movements").insert({ product_id: P.id, type: "adjustment", quantity: -1, total_cost: "-1.50" });
    await expectRecomputed();

    // Soft delete, restore, then hard deletes over two years in one statement
    await ctx.db("orders").whereIn("id", [ids[2], ids[5]]).update({ deleted_at: ctx.db.fn.now() });
    await expectRecomputed();
    await ctx.db("orders").whereIn("id", [ids[2], ids[5]]).update({ deleted_at: null });
    await expectRecomputed();
    await ctx.db("orders").whereIn("id", [ids[1], ids[4], ids[5]]).delete();
    await expectRecomputed();

    // A period reads its whole years from the year rows and the other days from the day rows: the same sums
    for (const period of [
      { from: "2025-12-01", to: "2027-01-31" },
      { from: "2026-01-01", to: "2026-12-31" },
      { from: "2025-01-01", to: "2026-12-31" },
      { from: "2026-01-02", to: "2027-01-02" },
      { from: "2026-07-01", to: "2026-07-31" },
    ]) {
      const span = spanOf(period, "t");
      const read = await ctx.db.raw(
        `select product_id, sum(quantity)::int as quantity, sum(amount)::text as amount, sum(cogs)::text as cogs from sales_product_totals t
          where ${span.sql} group by 1 having sum(lines) <> 0 or sum(movements) <> 0 order by 1`,
        span.bindings,
      );
      const days = await ctx.db.raw(
        `select product_id, sum(quantity)::int as quantity, sum(amount)::text as amount, sum(cogs)::text as cogs from (${recomputeSql(summaries[1])}) t
          where grain = 'd' and start between ?::date and ?::date group by 1 having sum(lines) <> 0 or sum(movements) <> 0 order by 1`,
        [period.from, period.to],
      );
      expect(read.rows).toEqual(days.rows);
      expect(read.rows.length).toBeGreaterThan(0);
    }
  });

  it("purchase_product_totals: items added, edited, moved and deleted, purchase orders re-dated, trashed, restored and deleted", async () => {
    const expectPurchases = async () =>
      expect(await summaryRows(purchaseProductTotals, purchaseProductTotals.table)).toEqual(
        await summaryRows(purchaseProductTotals, `(${recomputeSql(purchaseProductTotals)})`),
      );
    const P = await createProduct(sales, { name: "Bought pen", price: "4.00" });
    const Q = await createProduct(sales, { name: "Bought ink", price: "9.00" });
    const vendor = (await sales.post("/api/vendors").send({ company_name: `Summary Vendor ${process.pid}`, contact_name: "Ms. Ho" })).body
      .id as number;
    const ids: number[] = [];
    for (const [i, date] of ["2025-12-31", "2026-01-01", "2026-01-01", "2026-03-15"].entries()) {
      const res = await sales.post("/api/purchase-orders").send({
        vendor_id: vendor,
        order_date: date,
        items: [
          { product_id: P.id, quantity: 2 + i, unit_cost: "1.25" },
          { product_id: Q.id, quantity: 1, unit_cost: "6.00" },
        ],
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    await expectPurchases();
    // received: the first three (on their order's day), the last one not yet
    await ctx
      .db("purchase_orders")
      .whereIn("id", ids.slice(0, 3))
      .update({ status: "completed", received_on: ctx.db.raw("order_date") });
    await expectPurchases();
    expect((await ctx.db("purchase_product_totals").where({ grain: "y", product_id: P.id })).length).toBe(2);
    await ctx
      .db("purchase_orders")
      .whereIn("id", ids)
      .update({ order_date: ctx.db.raw("order_date + 1"), received_on: ctx.db.raw("received_on + 1") });
    await ctx.db("purchase_orders").where({ id: ids[3] }).update({ status: "completed", received_on: "2026-03-20" });
    await expectPurchases();
    await ctx
      .db("purchase_order_items")
      .whereIn("purchase_order_id", ids)
      .where({ product_id: P.id })
      .update({ quantity: ctx.db.raw("quantity + 1"), amount: ctx.db.raw("amount + 1.25") });
    await ctx.db("purchase_order_items").where({ purchase_order_id: ids[0], product_id: Q.id }).update({ purchase_order_id: ids[3], position: 9 });
    await ctx.db("purchase_order_items").where({ purchase_order_id: ids[1], product_id: Q.id }).update({ product_id: P.id });
    await ctx.db("purchase_order_items").where({ purchase_order_id: ids[2], product_id: Q.id }).delete();
    await expectPurchases();
    await ctx.db("purchase_orders").whereIn("id", [ids[1], ids[3]]).update({ deleted_at: ctx.db.fn.now() });
    await expectPurchases();
    await ctx.db("purchase_orders").where({ id: ids[1] }).update({ deleted_at: null });
    await expectPurchases();
    await ctx.db("purchase_order_payments").whereIn("purchase_order_id", [ids[0], ids[2]]).delete();
    await ctx.db("purchase_orders").whereIn("id", [ids[0], ids[2]]).delete();
    await expectPurchases();
    expect((await summaryRows(purchaseProductTotals, purchaseProductTotals.table)).length).toBeGreaterThan(0);
  });

  it("orders completed at the same moment add to rows of their own (shards, no hot row), and the sums stay exact", async () => {
    const product = await createProduct(sales, { name: "Rush pen", price: "4.00", stock: 100, unitCost: "1.00" });
    const customer = await createCustomer(sales, { name: "Rush Trading" });
    const orders = await Promise.all(Array.from({ length: 12 }, () => createOrder(sales, customer.id, [{ product_id: product.id, quantity: 2 }])));
    for (const step of ["processing", "shipping"]) for (const order of orders) expect((await moveOrder(sales, order.id, step)).status).toBe(200);
    const answers = await Promise.all(orders.map((order) => moveOrder(sales, order.id, "completed")));
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    await expectRecomputed();
    const { completed_on } = await ctx.db("orders").where({ id: orders[0].id }).first("completed_on");
    const shards = await ctx.db("order_day_totals").where({ grain: "d", start: completed_on }).countDistinct({ n: "shard" }).first();
    expect(Number(shards?.n)).toBeGreaterThan(1);
    // every upsert into a sharded summary conflicts on its shard (the inserts leave it to the default)
    for (const s of shardedSummaries) {
      const bodies = (await ctx.db.raw("select p.prosrc from pg_proc p where p.prosrc like ?", [`%insert into ${s.table} as t%`])).rows;
      expect(bodies.length).toBeGreaterThan(0);
      const conflict = `on conflict (${["grain", "start", ...s.keys, "shard"].join(", ")})`;
      for (const { prosrc } of bodies as { prosrc: string }[])
        expect(prosrc.split(`insert into ${s.table} as t`).length).toBe(prosrc.split(conflict).length);
    }
  });

  it("a truncate (seed:large --reset) rebuilds the summaries from what is left", async () => {
    const rollback = new Error("rollback");
    for (const table of ["stock_movements", "order_lines", "purchase_order_items"])
      await expect(
        ctx.db.transaction(async (trx) => {
          expect((await trx(table).count({ n: "*" }).first())?.n).not.toBe("0");
          await trx.raw("truncate ?? cascade", [table]);
          await expectRecomputed(trx);
          throw rollback;
        }),
      ).rejects.toBe(rollback);
  });
});
