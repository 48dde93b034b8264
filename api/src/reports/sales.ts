import { summedOver } from "./spans";
import type { Knex } from "knex";
import { defineReport, mostOf, type Range } from "./types";

/**
 * Sales over a period on the accrual basis, by product, by customer, by salesperson and by month. A
 * sale is an order completed in the period (on the company's day it completed); an order refunded in
 * the period is a negative line there (returns), whenever it completed, so net = gross - returns and
 * a month once reported never changes. Amounts are the goods (the lines; an order's total less its
 * shipping cost, which the shipping-cost report shows). By product, customer and salesperson from the
 * sales_*_totals summaries (per day, month and calendar year), by month from order_day_totals
 * (migration 20261128c, kept by triggers on the completion and refund days; order_day_totals and the
 * salesperson totals in shards, 20261204a, summed).
 */

const money = (name: string) => ({ name, type: "money" }) as const;
const amounts = [money("gross"), money("returns"), money("net")] as const;

/**
 * Products and customers by their figures over the period, the names joined last: to every row (the
 * totals read no name, so the left join is skipped), or only to the `limit` with the most net sales
 * (the section's first rows).
 */
const byProduct = (db: Knex, range: Range, limit?: number) => {
  const s = summedOver(
    range,
    "sales_product_totals",
    "product_id",
    { quantity: "t.quantity", returned: "t.returned", gross: "t.amount", returns: "t.returns" },
    ["t.lines", "t.returned"],
  );
  return db.raw(
    `select p.code, p.name as product, s.quantity, s.returned, s.gross, s.returns, s.gross - s.returns as net
       from (${mostOf(s.sql, "gross - returns", limit)}) s left join products p on p.id = s.product_id`,
    s.bindings,
  );
};

const byCustomer = (db: Knex, range: Range, limit?: number) => {
  const s = summedOver(range, "sales_customer_totals", "customer_id", { orders: "t.orders", gross: "t.goods", returns: "t.returns" }, [
    "t.orders",
    "t.refunds",
  ]);
  return db.raw(
    `select c.name as customer, s.orders, s.gross, s.returns, s.gross - s.returns as net
       from (${mostOf(s.sql, "gross - returns", limit)}) s left join customers c on c.id = s.customer_id`,
    s.bindings,
  );
};

export default defineReport({
  name: "sales",
  group: "sales",
  params: "period",
  basis: "accrual",
  sections: [
    {
      name: "by-product",
      columns: [
        { name: "code", type: "string" },
        { name: "product", type: "string" },
        { name: "quantity", type: "integer" },
        { name: "returned", type: "integer" },
        ...amounts,
      ],
      order: "net desc, code",
      sql: (db, range) => byProduct(db, range),
      first: byProduct,
    },
    {
      name: "by-customer",
      columns: [{ name: "customer", type: "string" }, { name: "orders", type: "integer" }, ...amounts],
      order: "net desc, customer",
      sql: (db, range) => byCustomer(db, range),
      first: byCustomer,
    },
    {
      name: "by-salesperson",
      columns: [{ name: "salesperson", type: "string" }, { name: "orders", type: "integer" }, ...amounts],
      order: "net desc, salesperson",
      sql: (db, range) => {
        const s = summedOver(
          range,
          "sales_salesperson_totals",
          "employee_id",
          { orders: "t.orders", gross: "t.goods", returns: "t.returns" },
          ["t.orders", "t.refunds"],
          { sharded: true },
        );
        return db.raw(
          `select e.name as salesperson, s.orders, s.gross, s.returns, s.gross - s.returns as net
             from (${s.sql}) s left join employees e on e.id = nullif(s.employee_id, 0)`,
          s.bindings,
        );
      },
    },
    {
      name: "by-month",
      columns: [{ name: "month", type: "month" }, { name: "orders", type: "integer" }, ...amounts],
      order: "month",
      sql: (db, { from, to }) =>
        db.raw(
          `select to_char(start, 'YYYY-MM') as month, sum(orders) as orders, sum(goods) as gross, sum(returns) as returns,
                  sum(goods) - sum(returns) as net
             from order_day_totals
            where grain = 'd' and start between ?::date and ?::date
            group by 1
           having sum(orders) > 0 or sum(refunds) > 0`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["gross", "returns", "net"] },
});
