import type { Knex } from "knex";
import * as createOrderDayTotals from "./20261123v-create-order-day-totals";
import * as createPurchaseTotals from "./20261123x-create-purchase-totals";
import * as createSalesTotals from "./20261123y-create-sales-totals";
import { addRows, aggregateRows, changed, recomputeDays, type Summary } from "./20261123y-create-sales-totals";

export type { Summary };

/**
 * The reports' summaries on the accrual basis (issue 22 item 6), replacing the order-date ones of
 * migrations 20261123v, x and y (dropped here with their triggers, rebuilt from scratch):
 *
 * - a sales order enters the books twice at most: on the day it first completed (`orders.completed_on`:
 *   its lines, goods, shipping and the cost its goods left stock with, its 'sold' movements) and, when
 *   refunded, on the day of the refund (`orders.refunded_on`: its lines as returned, its goods and
 *   shipping as returns, the cost its 'return' movements brought back, as a negative line). A refund
 *   never moves the month the order completed in, so a closed month's figures and tax run stay as they
 *   were. Orders that never completed (pending, processing, shipping, cancelled) are not sales yet.
 * - a purchase order's items enter on the day its goods were received (`purchase_orders.received_on`,
 *   it completed), whenever it is paid.
 *
 * Tables (grain 'd', 'm', 'y' as before; start = the first day of the grain):
 * - order_day_totals (grain 'd'): per day, orders completed (count, how many shipped, goods = total
 *   less shipping, shipping) and orders refunded (count, their goods as returns, their shipping), and
 *   the cost of goods sold (the completed orders' 'sold' movements less the refunded ones' 'return');
 * - sales_product_totals, sales_day_totals: as before (lines, quantity, amount of the completed orders'
 *   lines; returned quantity and returns of the refunded ones; movements and cogs: sold less returned),
 *   each on its own day;
 * - sales_customer_totals, sales_salesperson_totals: as before, plus `refunds` (orders refunded), so a
 *   customer with only a refund in a period is listed with its negative line;
 * - purchase_product_totals: the received purchase orders' items per product.
 *
 * Kept current like before: statement-level triggers with transition tables, the changed rows' old
 * contribution subtracted and the new one added in one set-based statement per summary, deltas
 * aggregated per key and upserted in key order; a hard delete recomputes the days it touched; a
 * truncate rebuilds from scratch. summary.test.ts checks kept = recomputed after every kind of write.
 */

const integerValues = new Set(["lines", "quantity", "returned", "movements", "orders", "shipped", "refunds", "items"]);

export const orderDayTotals: Summary = {
  table: "order_day_totals",
  keys: [],
  values: ["orders", "shipped", "goods", "shipping", "refunds", "returns", "returned_shipping", "cogs"],
  grains: ["d"],
};
export const productTotals: Summary = createSalesTotals.productTotals;
export const dayTotals: Summary = createSalesTotals.dayTotals;
export const customerTotals: Summary = {
  ...createSalesTotals.customerTotals,
  values: [...createSalesTotals.customerTotals.values, "refunds"],
};
export const salespersonTotals: Summary = {
  ...createSalesTotals.salespersonTotals,
  values: [...createSalesTotals.salespersonTotals.values, "refunds"],
};
export const purchaseProductTotals: Summary = createPurchaseTotals.purchaseProductTotals;

/** Every summary this migration keeps, sales first. */
export const summaries = [orderDayTotals, productTotals, dayTotals, customerTotals, salespersonTotals, purchaseProductTotals] as const;
const lineSummaries = [productTotals, dayTotals];
const orderSummaries = [customerTotals, salespersonTotals];

/** Rows of (day, keys..., s.values...): each named value's expression (0 when not named), negated when sign is "-". */
const row = (s: Summary, sign: "+" | "-", day: string, keys: Record<string, string>, values: Record<string, string>) =>
  [
    `${day} as day`,
    ...s.keys.map((k) => `${keys[k]} as ${k}`),
    ...s.values.map((v) => `${sign}(${values[v] ?? "0"})${integerValues.has(v) ? "::int" : ""} as ${v}`),
  ].join(", ");

const orderKeys = { customer_id: "o.customer_id", employee_id: "coalesce(o.employee_id, 0)" };
const goods = "o.total - o.shipping_cost";

/** The live orders in `orders` (a table of order rows) as rows of an order-level summary: completed on its day, refunded on its. */
const orderRows = (s: Summary, orders: string, sign: "+" | "-") => `
  select ${row(s, sign, "o.completed_on", orderKeys, { orders: "1", shipped: "(o.shipping_cost > 0)::int", goods, shipping: "o.shipping_cost" })}
    from ${orders} o where o.deleted_at is null and o.completed_on is not null
  union all
  select ${row(s, sign, "o.refunded_on", orderKeys, { refunds: "1", returns: goods, returned_shipping: "o.shipping_cost" })}
    from ${orders} o where o.deleted_at is null and o.refunded_on is not null`;

/** The lines of the live orders in `orders` as product rows: sold on the completion day, returned on the refund day. */
const lineRows = (orders: string, lines: string, sign: "+" | "-") => `
  select ${row(productTotals, sign, "o.completed_on", { product_id: "l.product_id" }, { lines: "1", quantity: "l.quantity", amount: "l.amount" })}
    from ${orders} o join ${lines} l on l.order_id = o.id where o.deleted_at is null and o.completed_on is not null
  union all
  select ${row(productTotals, sign, "o.refunded_on", { product_id: "l.product_id" }, { returned: "l.quantity", returns: "l.amount" })}
    from ${orders} o join ${lines} l on l.order_id = o.id where o.deleted_at is null and o.refunded_on is not null`;

/** The day of a sale's or a refund's movement: its order's completion or refund day (null: not in the books yet). */
const movementDay = "case m.type when 'sold' then o.completed_on else o.refunded_on end";

/** The 'sold' and 'return' movements of the live orders in `orders` as product rows (cogs: sold less returned). */
const movementRows = (orders: string, movements: string, sign: "+" | "-") => `
  select ${row(
    productTotals,
    sign,
    movementDay,
    { product_id: "m.product_id" },
    {
      movements: "1",
      cogs: "case m.type when 'sold' then m.total_cost else -m.total_cost end",
    },
  )}
    from ${orders} o join ${movements} m on m.order_id = o.id and m.type in ('sold', 'return')
   where o.deleted_at is null and ${movementDay} is not null`;

/** Movement rows as order_day_totals rows (their cost of goods on their day). */
const forOrderDay = (rows: string) =>
  `select day, ${orderDayTotals.values.map((v) => (v === "cogs" ? "cogs" : `0 as ${v}`)).join(", ")} from (${rows}) x`;

/** The product rows minus the product key, for sales_day_totals. */
const forSummary = (s: Summary, rows: string) => (s.keys.length ? rows : `select day, ${s.values.join(", ")} from (${rows}) x`);
const onLines = (rows: string) => lineSummaries.map((s) => `${addRows(s, forSummary(s, rows))};`).join("\n");

/** The received purchase orders' items as product rows, on the day the goods were received. */
const itemRows = (orders: string, items: string, sign: "+" | "-") => `
  select o.received_on as day, i.product_id, ${sign}1 as items, ${sign}(i.quantity) as quantity, ${sign}(i.amount) as amount
    from ${orders} o join ${items} i on i.purchase_order_id = o.id
   where o.deleted_at is null and o.received_on is not null`;

/** Rows restricted to some days (a select of one date column). */
const onDays = (rows: string, days: string) => `select * from (${rows}) x where x.day in (${days})`;

/** The rows of a summary from scratch, optionally for some days only. */
export const scratchRows = (s: Summary, days = "") => {
  const rows =
    s === purchaseProductTotals
      ? itemRows("purchase_orders", "purchase_order_items", "+")
      : s === orderDayTotals
        ? `${orderRows(s, "orders", "+")} union all ${forOrderDay(movementRows("orders", "stock_movements", "+"))}`
        : orderSummaries.includes(s)
          ? orderRows(s, "orders", "+")
          : forSummary(s, `${lineRows("orders", "order_lines", "+")} union all ${movementRows("orders", "stock_movements", "+")}`);
  return days ? onDays(rows, days) : rows;
};

/** The summary's rows from scratch (grain, start, keys, values): what the triggers must have kept. */
export const recomputeSql = (s: Summary) => aggregateRows(s, scratchRows(s));

const changedRows = (side: string, columns: readonly string[]) => `select * from ${side} where id in (${changed(columns)})`;
/** The columns whose change moves an order's contribution (an update of others, e.g. its status alone or custom fields, adds nothing). */
const orderColumns = ["completed_on", "refunded_on", "deleted_at is null", "customer_id", "employee_id", "total", "shipping_cost"];
const lineColumns = ["order_id", "product_id", "quantity", "amount"];
const movementColumns = ["order_id", "product_id", "type", "total_cost"];
const purchaseColumns = ["received_on", "deleted_at is null"];
const itemColumns = ["purchase_order_id", "product_id", "quantity", "amount"];
const changedOrders = (side: string) => changedRows(side, orderColumns);

const orderDays =
  "select completed_on from old_rows where completed_on is not null union select refunded_on from old_rows where refunded_on is not null";
const purchaseDays = "select distinct received_on from old_rows where received_on is not null";

const odt = orderDayTotals;
/** The trigger functions' bodies (20261204a derives the sharded ones from them). */
export const functions = {
  order_day_totals_orders: `
    if tg_op = 'INSERT' then
      ${addRows(odt, orderRows(odt, "new_rows", "+"))};
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(orderColumns)}) then return null; end if;
      ${addRows(
        odt,
        [
          orderRows(odt, `(${changedOrders("new_rows")})`, "+"),
          forOrderDay(movementRows(`(${changedOrders("new_rows")})`, "stock_movements", "+")),
          orderRows(odt, `(${changedOrders("old_rows")})`, "-"),
          forOrderDay(movementRows(`(${changedOrders("old_rows")})`, "stock_movements", "-")),
        ].join(" union all "),
      )};
    else
      if exists (${orderDays}) then
        ${recomputeDays(odt, orderDays, scratchRows(odt, orderDays))}
      end if;
    end if;`,
  order_day_totals_movements: `
    if tg_op = 'INSERT' then
      ${addRows(odt, forOrderDay(movementRows("orders", "new_rows", "+")))};
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(movementColumns)}) then return null; end if;
      ${addRows(odt, forOrderDay(`${movementRows("orders", `(${changedRows("new_rows", movementColumns)})`, "+")} union all ${movementRows("orders", `(${changedRows("old_rows", movementColumns)})`, "-")}`))};
    else
      ${addRows(odt, forOrderDay(movementRows("orders", "old_rows", "-")))};
    end if;`,
  sales_totals_orders: `
    if tg_op = 'INSERT' then
      ${orderSummaries.map((s) => `${addRows(s, orderRows(s, "new_rows", "+"))};`).join("\n")}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(orderColumns)}) then return null; end if;
      ${orderSummaries.map((s) => `${addRows(s, `${orderRows(s, `(${changedOrders("new_rows")})`, "+")} union all ${orderRows(s, `(${changedOrders("old_rows")})`, "-")}`)};`).join("\n")}
      ${onLines(
        [
          lineRows(`(${changedOrders("new_rows")})`, "order_lines", "+"),
          movementRows(`(${changedOrders("new_rows")})`, "stock_movements", "+"),
          lineRows(`(${changedOrders("old_rows")})`, "order_lines", "-"),
          movementRows(`(${changedOrders("old_rows")})`, "stock_movements", "-"),
        ].join(" union all "),
      )}
    else
      ${orderSummaries.map((s) => `${addRows(s, orderRows(s, "old_rows", "-"))};`).join("\n")}
      if exists (${orderDays}) then
        ${lineSummaries.map((s) => recomputeDays(s, orderDays, scratchRows(s, orderDays))).join("\n")}
      end if;
    end if;`,
  sales_totals_lines: `
    if tg_op = 'INSERT' then
      ${onLines(lineRows("orders", "new_rows", "+"))}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(lineColumns)}) then return null; end if;
      ${onLines(`${lineRows("orders", `(${changedRows("new_rows", lineColumns)})`, "+")} union all ${lineRows("orders", `(${changedRows("old_rows", lineColumns)})`, "-")}`)}
    else
      ${onLines(lineRows("orders", "old_rows", "-"))}
    end if;`,
  sales_totals_movements: `
    if tg_op = 'INSERT' then
      ${onLines(movementRows("orders", "new_rows", "+"))}
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(movementColumns)}) then return null; end if;
      ${onLines(`${movementRows("orders", `(${changedRows("new_rows", movementColumns)})`, "+")} union all ${movementRows("orders", `(${changedRows("old_rows", movementColumns)})`, "-")}`)}
    else
      ${onLines(movementRows("orders", "old_rows", "-"))}
    end if;`,
  purchase_totals_orders: `
    if tg_op = 'UPDATE' then
      if not exists (${changed(purchaseColumns)}) then return null; end if;
      ${addRows(purchaseProductTotals, `${itemRows(`(${changedRows("new_rows", purchaseColumns)})`, "purchase_order_items", "+")} union all ${itemRows(`(${changedRows("old_rows", purchaseColumns)})`, "purchase_order_items", "-")}`)};
    else
      if exists (${purchaseDays}) then
        ${recomputeDays(purchaseProductTotals, purchaseDays, scratchRows(purchaseProductTotals, purchaseDays))}
      end if;
    end if;`,
  purchase_totals_items: `
    if tg_op = 'INSERT' then
      ${addRows(purchaseProductTotals, itemRows("purchase_orders", "new_rows", "+"))};
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(itemColumns)}) then return null; end if;
      ${addRows(purchaseProductTotals, `${itemRows("purchase_orders", `(${changedRows("new_rows", itemColumns)})`, "+")} union all ${itemRows("purchase_orders", `(${changedRows("old_rows", itemColumns)})`, "-")}`)};
    else
      ${addRows(purchaseProductTotals, itemRows("purchase_orders", "old_rows", "-"))};
    end if;`,
};

/** Writes a summary's rows from scratch, in key order (a period's rows together on disk). */
const fillSql = (s: Summary) => `
  insert into ${s.table} (grain, start, ${[...s.keys, ...s.values].join(", ")})
  select * from (${recomputeSql(s)}) r order by grain, start${s.keys.map((k) => `, ${k}`).join("")}`;
const rebuildSql = (list: readonly Summary[]) => list.map((s) => `delete from ${s.table}; ${fillSql(s)};`).join("\n");

export const transition = { insert: "new table as new_rows", update: "old table as old_rows new table as new_rows", delete: "old table as old_rows" };
const writes = ["insert", "update", "delete"] as const;
export const triggers = [
  ["orders", "order_day_totals_orders", writes],
  ["stock_movements", "order_day_totals_movements", writes],
  ["orders", "sales_totals_orders", writes],
  ["order_lines", "sales_totals_lines", writes],
  ["stock_movements", "sales_totals_movements", writes],
  ["purchase_orders", "purchase_totals_orders", ["update", "delete"]],
  ["purchase_order_items", "purchase_totals_items", writes],
] as const;
const rebuilds = [
  ["sales_totals_rebuild", ["orders", "order_lines", "stock_movements"], summaries.filter((s) => s !== purchaseProductTotals)],
  ["purchase_totals_rebuild", ["purchase_orders", "purchase_order_items"], [purchaseProductTotals]],
] as const;

export async function up(db: Knex) {
  // the order-date summaries, their functions and triggers
  await createPurchaseTotals.down(db);
  await createSalesTotals.down(db);
  await createOrderDayTotals.down(db);

  for (const s of summaries) {
    const columns = s.values.map((v) => `${v} ${integerValues.has(v) ? "integer" : "numeric(16,2)"} not null default 0`).join(", ");
    await db.raw(`create table ${s.table} (
      grain char(1) not null check (grain in (${s.grains.map((g) => `'${g}'`).join(", ")})), start date not null,
      ${s.keys.map((k) => `${k} integer not null, `).join("")}${columns},
      primary key (grain, start${s.keys.map((k) => `, ${k}`).join("")}))`);
    await db.raw(fillSql(s));
    await db.raw(`analyze ${s.table}`);
  }
  for (const [table, fn, ops] of triggers) {
    await db.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${functions[fn]}
        return null;
      end $$`);
    for (const op of ops)
      await db.raw(`create trigger ${fn}_${op} after ${op} on ${table} referencing ${transition[op]} for each statement execute function ${fn}()`);
  }
  for (const [fn, tables, list] of rebuilds) {
    await db.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${rebuildSql(list)}
        return null;
      end $$`);
    for (const table of tables)
      await db.raw(`create trigger ${fn.replace("_rebuild", "_truncate")} after truncate on ${table} for each statement execute function ${fn}()`);
  }
}

export async function down(db: Knex) {
  for (const [fn, tables] of rebuilds) {
    for (const table of tables) await db.raw(`drop trigger ${fn.replace("_rebuild", "_truncate")} on ${table}`);
    await db.raw(`drop function ${fn}()`);
  }
  for (const [table, fn, ops] of triggers) {
    for (const op of ops) await db.raw(`drop trigger ${fn}_${op} on ${table}`);
    await db.raw(`drop function ${fn}()`);
  }
  for (const s of summaries) await db.raw(`drop table ${s.table}`);
  await createOrderDayTotals.up(db);
  await createSalesTotals.up(db);
  await createPurchaseTotals.up(db);
}
