import { defineReport, soldStatusList } from "./types";

/**
 * Gross profit over a period: net sales (as the sales report counts them: orders whose goods left
 * stock, by order date, refunds netted) less the cost of the goods sold, taken from the stock ledger:
 * the cost each sale's goods left stock with (the ledger's average unit cost at that moment), less
 * the cost of goods a refund brought back. By product and by month.
 */

/** revenue - cogs, with the margin in percent of revenue (two decimals). */
const figures = `coalesce(r.revenue, 0) as revenue, coalesce(c.cogs, 0) as cogs,
                 coalesce(r.revenue, 0) - coalesce(c.cogs, 0) as profit,
                 case when coalesce(r.revenue, 0) = 0 then null
                      else round((coalesce(r.revenue, 0) - coalesce(c.cogs, 0)) * 100 / r.revenue, 2) end as margin`;

const sold = `select o.id, o.order_date, o.status from orders o
               where o.deleted_at is null and o.status in (${soldStatusList}) and o.order_date between ?::date and ?::date`;
const money = (name: string) => ({ name, type: "money" }) as const;
const profitColumns = [money("revenue"), money("cogs"), money("profit"), {
    name: "margin",
    type: "percent",
    total: "case when coalesce(sum(revenue), 0) = 0 then null else round(sum(profit) * 100 / sum(revenue), 2) end",
  }] as const;

export default defineReport({
  name: "profit",
  group: "accounting",
  params: "period",
  sections: [
    {
      name: "by-product",
      columns: [{ name: "code", type: "string" }, { name: "product", type: "string" }, { name: "quantity", type: "integer" }, ...profitColumns],
      order: "profit desc, code",
      sql: (db, { from, to }) =>
        db.raw(
          `with o as materialized (${sold}),
           r as (
             select l.product_id, coalesce(sum(l.quantity) filter (where o.status <> 'refunded'), 0) as quantity,
                    coalesce(sum(l.amount) filter (where o.status <> 'refunded'), 0) as revenue
               from o join order_lines l on l.order_id = o.id
              group by l.product_id
           ),
           c as (
             select m.product_id, sum(case m.type when 'sold' then m.total_cost else -m.total_cost end) as cogs
               from o join stock_movements m on m.order_id = o.id and m.type in ('sold', 'return')
              group by m.product_id
           )
           select p.code, p.name as product, coalesce(r.quantity, 0) as quantity, ${figures}
             from r full join c on c.product_id = r.product_id
             join products p on p.id = coalesce(r.product_id, c.product_id)`,
          [from, to],
        ),
    },
    {
      name: "by-month",
      columns: [{ name: "month", type: "month" }, ...profitColumns],
      order: "month",
      sql: (db, { from, to }) =>
        db.raw(
          `with o as materialized (${sold}),
           r as (
             select to_char(o.order_date, 'YYYY-MM') as month,
                    coalesce(sum(l.amount) filter (where o.status <> 'refunded'), 0) as revenue
               from o join order_lines l on l.order_id = o.id
              group by 1
           ),
           c as (
             select to_char(o.order_date, 'YYYY-MM') as month,
                    sum(case m.type when 'sold' then m.total_cost else -m.total_cost end) as cogs
               from o join stock_movements m on m.order_id = o.id and m.type in ('sold', 'return')
              group by 1
           )
           select coalesce(r.month, c.month) as month, ${figures}
             from r full join c on c.month = r.month`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["revenue", "cogs", "profit"] },
});
