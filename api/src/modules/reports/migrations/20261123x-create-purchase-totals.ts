import type { Knex } from "knex";
import { addRows, aggregateRows, changed, recomputeDays, type Summary } from "./20261123y-create-sales-totals";

/**
 * A summary of the purchase orders' items for the purchase report's by-product section
 * (api/src/reports/purchase.ts): per product, the live purchase orders' items (count, quantity,
 * amount) per day, month and calendar year of their order date (grain 'd', 'm', 'y', as the sales
 * summaries of 20261123y-create-sales-totals, whose statements it shares), so a month or a year reads
 * one row per product instead of joining the period's purchase orders to their items.
 *
 * Kept by statement-level triggers with transition tables: items add and subtract themselves under
 * their purchase order's date; a purchase order's date change, soft delete or restore moves its items;
 * an insert adds nothing (its items come after it); a hard delete recomputes the days it touched (the
 * cascade removed the items before); a truncate rebuilds it from scratch.
 */
export const purchaseProductTotals: Summary = {
  table: "purchase_product_totals",
  keys: ["product_id"],
  values: ["items", "quantity", "amount"],
  grains: ["d", "m", "y"],
};

const itemRows = (orders: string, items: string, sign: "+" | "-", where = "") => `
  select o.order_date as day, i.product_id, ${sign}1 as items, ${sign}(i.quantity) as quantity, ${sign}(i.amount) as amount
    from ${orders} o join ${items} i on i.purchase_order_id = o.id
   where o.deleted_at is null ${where}`;

const changedRows = (side: string, columns: readonly string[]) => `select * from ${side} where id in (${changed(columns)})`;
const orderColumns = ["order_date", "deleted_at is null"];
const itemColumns = ["purchase_order_id", "product_id", "quantity", "amount"];

/** The summary's rows from scratch. */
export const recomputeSql = () => aggregateRows(purchaseProductTotals, itemRows("purchase_orders", "purchase_order_items", "+"));

const s = purchaseProductTotals;
const days = "select distinct order_date from old_rows";
const functions = {
  purchase_totals_orders: `
    if tg_op = 'UPDATE' then
      if not exists (${changed(orderColumns)}) then return null; end if;
      ${addRows(s, `${itemRows(`(${changedRows("new_rows", orderColumns)})`, "purchase_order_items", "+")} union all ${itemRows(`(${changedRows("old_rows", orderColumns)})`, "purchase_order_items", "-")}`)};
    else
      ${recomputeDays(s, days, itemRows("purchase_orders", "purchase_order_items", "+", `and o.order_date in (${days})`))}
    end if;`,
  purchase_totals_items: `
    if tg_op = 'INSERT' then
      ${addRows(s, itemRows("purchase_orders", "new_rows", "+"))};
    elsif tg_op = 'UPDATE' then
      if not exists (${changed(itemColumns)}) then return null; end if;
      ${addRows(s, `${itemRows("purchase_orders", `(${changedRows("new_rows", itemColumns)})`, "+")} union all ${itemRows("purchase_orders", `(${changedRows("old_rows", itemColumns)})`, "-")}`)};
    else
      ${addRows(s, itemRows("purchase_orders", "old_rows", "-"))};
    end if;`,
};
/** Every row from scratch, in key order. */
const fill = `
  insert into purchase_product_totals (grain, start, product_id, items, quantity, amount)
  select * from (${recomputeSql()}) r order by grain, start, product_id`;

const triggers = [
  ["purchase_orders", "purchase_totals_orders", ["update", "delete"]],
  ["purchase_order_items", "purchase_totals_items", ["insert", "update", "delete"]],
] as const;
const transition = { insert: "new table as new_rows", update: "old table as old_rows new table as new_rows", delete: "old table as old_rows" };

export async function up(db: Knex) {
  await db.raw(`create table purchase_product_totals (
    grain char(1) not null check (grain in ('d', 'm', 'y')), start date not null, product_id integer not null,
    items integer not null default 0, quantity integer not null default 0, amount numeric(16,2) not null default 0,
    primary key (grain, start, product_id))`);
  await db.raw(fill);
  await db.raw("analyze purchase_product_totals");
  for (const [table, fn, ops] of triggers) {
    await db.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        ${functions[fn]}
        return null;
      end $$`);
    for (const op of ops)
      await db.raw(`create trigger ${fn}_${op} after ${op} on ${table} referencing ${transition[op]} for each statement execute function ${fn}()`);
  }
  await db.raw(`create function purchase_totals_rebuild() returns trigger language plpgsql as $$
    begin
      delete from purchase_product_totals;
      ${fill};
      return null;
    end $$`);
  for (const [table] of triggers)
    await db.raw(`create trigger purchase_totals_truncate after truncate on ${table} for each statement execute function purchase_totals_rebuild()`);
}

export async function down(db: Knex) {
  for (const [table] of triggers) await db.raw(`drop trigger purchase_totals_truncate on ${table}`);
  await db.raw("drop function purchase_totals_rebuild()");
  for (const [table, fn, ops] of triggers) {
    for (const op of ops) await db.raw(`drop trigger ${fn}_${op} on ${table}`);
    await db.raw(`drop function ${fn}()`);
  }
  await db.raw("drop table purchase_product_totals");
}
