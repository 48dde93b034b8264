import type { Knex } from "knex";

/**
 * A summary for the reports (api/src/reports/figures.ts): per order date and status, the live
 * (not deleted) orders' count, how many shipped, their goods (total less shipping cost), shipping
 * cost, and cost of goods sold (their 'sold' less 'return' movements' cost). A year is ~365 x 7 rows,
 * so a month's or a year's sales, shipping and cost of goods read in a millisecond instead of
 * scanning the orders and the ledger. Days, not months: any period reads whole rows, no edge days.
 *
 * Kept current by statement-level triggers with transition tables (set-based, one statement per
 * write statement): orders add their new rows and subtract their old ones (with their movements'
 * cost, so a status change or a back-dated edit moves the cost with the order); movements add and
 * subtract their cost under their order's current date and status. A hard delete of orders
 * recomputes the days it touched (the cascades to the movements ran before, so deltas cannot).
 */
const cogsOf = (order: string) =>
  `coalesce((select sum(case m.type when 'sold' then m.total_cost else -m.total_cost end) from stock_movements m
              where m.order_id = ${order} and m.type in ('sold', 'return')), 0)`;

/** The totals of the live orders dated on the given days (a select of "day"), from scratch. */
export const recomputeSql = (days: string) => `
  select o.order_date as day, o.status, count(*)::int as orders, (count(*) filter (where o.shipping_cost > 0))::int as shipped,
         sum(o.total - o.shipping_cost) as goods, sum(o.shipping_cost) as shipping, coalesce(sum(c.cogs), 0) as cogs
    from orders o
    left join (select m.order_id, sum(case m.type when 'sold' then m.total_cost else -m.total_cost end) as cogs
                 from stock_movements m where m.order_id is not null and m.type in ('sold', 'return') group by m.order_id) c
      on c.order_id = o.id
   where o.deleted_at is null ${days ? `and o.order_date in (${days})` : ""}
   group by o.order_date, o.status`;

const addDeltas = (rows: string) => `
  insert into order_day_totals as t (day, status, orders, shipped, goods, shipping, cogs)
  select day, status, sum(orders), sum(shipped), sum(goods), sum(shipping), sum(cogs) from (${rows}) d
   group by day, status
  having sum(orders) <> 0 or sum(shipped) <> 0 or sum(goods) <> 0 or sum(shipping) <> 0 or sum(cogs) <> 0
   order by day, status
  on conflict (day, status) do update set orders = t.orders + excluded.orders, shipped = t.shipped + excluded.shipped,
     goods = t.goods + excluded.goods, shipping = t.shipping + excluded.shipping, cogs = t.cogs + excluded.cogs`;

const orderRows = (table: string, sign: string) => `
  select r.order_date as day, r.status, ${sign}1 as orders, ${sign}(r.shipping_cost > 0)::int as shipped,
         ${sign}(r.total - r.shipping_cost) as goods, ${sign}r.shipping_cost as shipping, ${sign}${cogsOf("r.id")} as cogs
    from ${table} r where r.deleted_at is null`;

const movementRows = (table: string, sign: string) => `
  select o.order_date as day, o.status, 0 as orders, 0 as shipped, 0 as goods, 0 as shipping,
         ${sign}(case r.type when 'sold' then r.total_cost else -r.total_cost end) as cogs
    from ${table} r join orders o on o.id = r.order_id and o.deleted_at is null
   where r.type in ('sold', 'return')`;

export async function up(db: Knex) {
  await db.raw(`create table order_day_totals (
    day date not null, status varchar(20) not null,
    orders integer not null default 0, shipped integer not null default 0,
    goods numeric(16,2) not null default 0, shipping numeric(16,2) not null default 0, cogs numeric(16,2) not null default 0,
    primary key (day, status))`);
  await db.raw(`insert into order_day_totals (day, status, orders, shipped, goods, shipping, cogs) ${recomputeSql("")}`);

  await db.raw(`create function order_day_totals_orders() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${addDeltas(orderRows("new_rows", "+"))};
      elsif tg_op = 'UPDATE' then
        ${addDeltas(`${orderRows("new_rows", "+")} union all ${orderRows("old_rows", "-")}`)};
      else
        delete from order_day_totals where day in (select order_date from old_rows);
        insert into order_day_totals as t (day, status, orders, shipped, goods, shipping, cogs)
        ${recomputeSql("select order_date from old_rows")}
        on conflict (day, status) do update set orders = excluded.orders, shipped = excluded.shipped,
           goods = excluded.goods, shipping = excluded.shipping, cogs = excluded.cogs;
      end if;
      return null;
    end $$`);
  await db.raw(`create function order_day_totals_movements() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${addDeltas(movementRows("new_rows", "+"))};
      elsif tg_op = 'UPDATE' then
        ${addDeltas(`${movementRows("new_rows", "+")} union all ${movementRows("old_rows", "-")}`)};
      else
        ${addDeltas(movementRows("old_rows", "-"))};
      end if;
      return null;
    end $$`);
  for (const [table, fn] of [
    ["orders", "order_day_totals_orders"],
    ["stock_movements", "order_day_totals_movements"],
  ]) {
    await db.raw(
      `create trigger ${fn}_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}()`,
    );
    await db.raw(
      `create trigger ${fn}_update after update on ${table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`,
    );
    await db.raw(
      `create trigger ${fn}_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}()`,
    );
  }
}

export async function down(db: Knex) {
  for (const [table, fn] of [
    ["orders", "order_day_totals_orders"],
    ["stock_movements", "order_day_totals_movements"],
  ]) {
    for (const op of ["insert", "update", "delete"]) await db.raw(`drop trigger ${fn}_${op} on ${table}`);
    await db.raw(`drop function ${fn}()`);
  }
  await db.raw("drop table order_day_totals");
}
