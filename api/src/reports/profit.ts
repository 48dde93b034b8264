import { summedOver } from "./spans";
import type { Knex } from "knex";
import { defineReport, mostOf, type Range } from "./types";

/**
 * Gross profit over a period on the accrual basis: net sales (as the sales report counts them: orders
 * completed in the period, less those refunded in it) less the cost of those goods, taken from the
 * stock ledger: the cost each completed sale's goods left stock with (the ledger's average unit cost at
 * that moment), less the cost of goods the period's refunds brought back. By product and by month,
 * from the sales_product_totals and sales_day_totals summaries (migration 20261128c: the lines and
 * movements per completion and refund day, month and calendar year, kept by triggers).
 */

const money = (name: string) => ({ name, type: "money" }) as const;
const profitColumns = [
  money("revenue"),
  money("cogs"),
  money("profit"),
  {
    name: "margin",
    type: "percent",
    total: "case when coalesce(sum(revenue), 0) = 0 then null else round(sum(profit) * 100 / sum(revenue), 2) end",
  },
] as const;

/**
 * Products by their figures over the period, the names joined last: to every row (the totals read no
 * name, so the left join is skipped), or only to the `limit` with the most profit (the first rows).
 */
const byProduct = (db: Knex, range: Range, limit?: number) => {
  const s = summedOver(
    range,
    "sales_product_totals",
    "product_id",
    { quantity: "t.quantity - t.returned", revenue: "t.amount - t.returns", cogs: "t.cogs" },
    ["t.lines", "t.movements", "t.returned"],
  );
  return db.raw(
    `select p.code, p.name as product, s.quantity, s.revenue, s.cogs, s.revenue - s.cogs as profit,
            case when s.revenue = 0 then null else round((s.revenue - s.cogs) * 100 / s.revenue, 2) end as margin
       from (${mostOf(s.sql, "revenue - cogs", limit)}) s left join products p on p.id = s.product_id`,
    s.bindings,
  );
};

export default defineReport({
  name: "profit",
  group: "accounting",
  params: "period",
  basis: "accrual",
  sections: [
    {
      name: "by-product",
      columns: [{ name: "code", type: "string" }, { name: "product", type: "string" }, { name: "quantity", type: "integer" }, ...profitColumns],
      order: "profit desc, code",
      sql: (db, range) => byProduct(db, range),
      first: byProduct,
    },
    {
      name: "by-month",
      columns: [{ name: "month", type: "month" }, ...profitColumns],
      order: "month",
      sql: (db, { from, to }) =>
        db.raw(
          `select month, revenue, cogs, revenue - cogs as profit,
                  case when revenue = 0 then null else round((revenue - cogs) * 100 / revenue, 2) end as margin
             from (select to_char(start, 'YYYY-MM') as month, sum(amount - returns) as revenue, sum(cogs) as cogs
                     from sales_day_totals
                    where grain = 'd' and start between ?::date and ?::date
                    group by 1
                   having sum(lines) > 0 or sum(movements) > 0 or sum(returns) <> 0) s`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["revenue", "cogs", "profit"] },
});
