import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recomputeSql } from "../../db/migrations/20261123k-create-order-day-totals";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";

/**
 * The order_day_totals summary (migration 20261123k, read by the sales, shipping-cost, summary,
 * income-statement and closing reports) kept by statement-level triggers with transition tables:
 * after a batch of writes of every kind it equals a recomputation from scratch.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>["agent"];

beforeAll(async () => {
  ctx = await openTestApp();
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
});
afterAll(() => ctx.close());

const nonZero = "orders <> 0 or shipped <> 0 or goods <> 0 or shipping <> 0 or cogs <> 0";
const kept = async () =>
  (await ctx.db.raw(`select day::text, status, orders, shipped, goods::text, shipping::text, cogs::text from order_day_totals where ${nonZero} order by day, status`)).rows;
const fromScratch = async () =>
  (
    await ctx.db.raw(
      `select day::text, status, orders, shipped, goods::numeric(16,2)::text as goods, shipping::numeric(16,2)::text as shipping, cogs::numeric(16,2)::text as cogs
         from (${recomputeSql("")}) r where ${nonZero} order by day, status`,
    )
  ).rows;

describe("order_day_totals", () => {
  it("equals a recomputation from scratch after orders, status changes, refunds, back-dated edits, deletes and ledger edits", async () => {
    const A = await createProduct(sales, { name: "Summary pen", price: "10.00", stock: 50, unitCost: "4.00" });
    const B = await createProduct(sales, { name: "Summary pad", price: "7.50", stock: 50, unitCost: "3.00" });
    const customer = await createCustomer(sales, { name: "Summary Trading" });
    const orders = [];
    for (const [i, date] of ["2026-09-30", "2026-10-01", "2026-10-01", "2026-10-31", "2026-11-02", "2026-11-02"].entries())
      orders.push(
        await createOrder(sales, customer.id, [{ product_id: A.id, quantity: 1 + i }, { product_id: B.id, quantity: 2 }], {
          order_date: date,
          shipping_cost: i % 2 ? "6.00" : "0.00",
        }),
      );
    expect(await kept()).toEqual(await fromScratch());
    expect((await kept()).length).toBeGreaterThan(0);

    // Status changes (goods leave stock: 'sold' movements), a refund (a 'return' movement), a cancel
    for (const [order, steps] of [
      [orders[0], ["processing", "shipping", "completed"]],
      [orders[1], ["processing", "shipping", "completed", "returning", "refunded"]],
      [orders[2], ["processing"]],
      [orders[3], ["processing", "cancelled"]],
      [orders[4], ["processing", "shipping"]],
    ] as const)
      for (const step of steps) expect((await moveOrder(sales, order.id, step)).status).toBe(200);
    const sold = await kept();
    expect(sold).toEqual(await fromScratch());
    expect(sold.some((r: { status: string; cogs: string }) => r.status === "refunded" && r.cogs === "0.00")).toBe(true);
    expect(sold.some((r: { status: string; cogs: string }) => r.status === "completed" && Number(r.cogs) > 0)).toBe(true);

    // Back-dated edits across months, several rows in one statement, an amount edit
    await ctx.db("orders").whereIn("id", [orders[0].id, orders[2].id]).update({ order_date: "2026-08-15" });
    await ctx.db("orders").where({ id: orders[4].id }).update({ total: ctx.db.raw("total + 3"), shipping_cost: "2.50" });
    await ctx.db("orders").where({ id: orders[5].id }).update({ reason: "no change to any figure" });
    expect(await kept()).toEqual(await fromScratch());

    // Ledger edits: a sale's cost corrected, a movement moved to another order, one deleted
    const [first] = await ctx.db("stock_movements").where({ order_id: orders[4].id, type: "sold" }).orderBy("id").limit(1).select("id");
    await ctx.db("stock_movements").where({ id: first.id }).update({ total_cost: ctx.db.raw("total_cost + 1.25") });
    await ctx.db("stock_movements").where({ id: first.id }).update({ order_id: orders[2].id });
    const [other] = await ctx.db("stock_movements").where({ order_id: orders[0].id, type: "sold" }).orderBy("id").limit(1).select("id");
    await ctx.db("stock_movements").where({ id: other.id }).delete();
    expect(await kept()).toEqual(await fromScratch());

    // Soft delete (trash) and restore, then a hard delete (its movements' order_id set null first)
    await ctx.db("orders").where({ id: orders[2].id }).update({ deleted_at: ctx.db.fn.now() });
    expect(await kept()).toEqual(await fromScratch());
    await ctx.db("orders").where({ id: orders[2].id }).update({ deleted_at: null });
    expect(await kept()).toEqual(await fromScratch());
    expect((await ctx.db("stock_movements").where({ order_id: orders[4].id }).select("id")).length).toBeGreaterThan(0);
    await ctx.db("orders").where({ id: orders[4].id }).delete();
    expect(await ctx.db("orders").where({ id: orders[4].id }).first()).toBeUndefined();
    expect(await kept()).toEqual(await fromScratch());
  });
});
