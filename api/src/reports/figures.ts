import type { Knex } from "knex";
import { type Range, rangeEnd, rangeStart } from "./types";

/**
 * The figures several reports share, per month of a range, in one statement, so the sales, profit,
 * summary, income statement and closing reports count every amount the same way, on the accrual basis:
 * - sales: the goods (total less shipping) of orders completed in the month, less the goods of orders
 *   refunded in it (a refund is a negative line in its own month, never a change to the month the
 *   order completed in); shipping: the shipping charged on them, the same way;
 * - cogs: what the completed orders' goods left stock with, less what the month's refunds brought back;
 * - incomes: incomes other than those booked for sales orders (the sales are counted from the orders);
 * - purchases, expenses, salary: expenses booked for purchase orders (on the day the goods were
 *   received), typed by clerks (normal), for salaries (in the month worked).
 * Sales, shipping and cogs come from the order_day_totals summary (migration 20261128c), kept by
 * triggers on the completion and refund days. Reversals are rows with the negated amount: sums
 * net them out. So for any month: sales + shipping = sales_order incomes - refund expenses.
 */
export const monthlyFigures = (db: Knex, { from, to }: Range) =>
  db.raw(
    `with months as (
       select to_char(m, 'YYYY-MM') as month from generate_series(date_trunc('month', ?::date), ?::date, interval '1 month') m
     ),
     s as (
       select to_char(start, 'YYYY-MM') as month, sum(goods) - sum(returns) as sales, sum(shipping) - sum(returned_shipping) as shipping,
              sum(cogs) as cogs
         from order_day_totals
        where grain = 'd' and start between ?::date and ?::date
        group by 1
     ),
     i as (
       select to_char(date, 'YYYY-MM') as month, sum(amount) as incomes from incomes
        where deleted_at is null and source <> 'sales_order' and date between ?::date and ?::date
        group by 1
     ),
     e as (
       select to_char(date, 'YYYY-MM') as month,
              coalesce(sum(amount) filter (where source = 'purchase_order'), 0) as purchases,
              coalesce(sum(amount) filter (where source = 'normal'), 0) as expenses,
              coalesce(sum(amount) filter (where source = 'salary'), 0) as salary
         from expenses
        where deleted_at is null and date between ?::date and ?::date
        group by 1
     )
     select months.month, coalesce(s.sales, 0) as sales, coalesce(s.shipping, 0) as shipping, coalesce(s.cogs, 0) as cogs,
            coalesce(s.sales, 0) - coalesce(s.cogs, 0) as gross_profit,
            coalesce(i.incomes, 0) as incomes, coalesce(e.purchases, 0) as purchases, coalesce(e.expenses, 0) as expenses,
            coalesce(e.salary, 0) as salary
       from months
       left join s on s.month = months.month
       left join i on i.month = months.month
       left join e on e.month = months.month`,
    [from, to, from, to, from, to, from, to],
  );

/** The value of everything on hand at the start and at the end of a range: the levels less what was booked since. */
export const stockValues = (db: Knex, { from, to, timeZone }: Range) =>
  db.raw(
    `select (select coalesce(sum(value), 0) from stock_levels) - coalesce(sum(v) filter (where created_at >= ${rangeStart}), 0) as stock_opening,
            (select coalesce(sum(value), 0) from stock_levels) - coalesce(sum(v) filter (where created_at >= ${rangeEnd}), 0) as stock_closing
       from (select created_at, case type when 'sold' then -total_cost else total_cost end as v
               from stock_movements where created_at >= ${rangeStart}) m`,
    [from, timeZone, to, timeZone, from, timeZone],
  );
