import { summedOver } from "./spans";
import { defineReport } from "./types";

/** The shipping cost of the orders completed over a period (accrual basis: on the day each completed), by month and by
 * customer: from the order_day_totals and sales_customer_totals summaries (migration 20261128c). */

export default defineReport({
  name: "shipping-cost",
  group: "sales",
  params: "period",
  basis: "accrual",
  sections: [
    {
      name: "by-month",
      columns: [
        { name: "month", type: "month" },
        { name: "orders", type: "integer" },
        { name: "shipped", type: "integer" },
        { name: "shipping_cost", type: "money" },
      ],
      order: "month",
      sql: (db, { from, to }) =>
        db.raw(
          `select to_char(start, 'YYYY-MM') as month, sum(orders) as orders, sum(shipped) as shipped, sum(shipping) as shipping_cost
             from order_day_totals where grain = 'd' and start between ?::date and ?::date
            group by 1 having sum(orders) > 0`,
          [from, to],
        ),
    },
    {
      name: "by-customer",
      columns: [
        { name: "customer", type: "string" },
        { name: "orders", type: "integer" },
        { name: "shipped", type: "integer" },
        { name: "shipping_cost", type: "money" },
      ],
      order: "shipping_cost desc, customer",
      sql: (db, range) => {
        const s = summedOver(
          range,
          "sales_customer_totals",
          "customer_id",
          { orders: "t.orders", shipped: "t.shipped", shipping_cost: "t.shipping" },
          ["t.orders"],
        );
        return db.raw(
          `select c.name as customer, s.orders, s.shipped, s.shipping_cost from (${s.sql}) s join customers c on c.id = s.customer_id`,
          s.bindings,
        );
      },
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["shipping_cost"] },
});
