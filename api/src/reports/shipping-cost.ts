import { defineReport, soldStatusList } from "./types";

/** The shipping cost of the orders whose goods left stock over a period (by order date), by month and by customer. */
const sold = `o.deleted_at is null and o.status in (${soldStatusList}) and o.order_date between ?::date and ?::date`;

export default defineReport({
  name: "shipping-cost",
  group: "sales",
  params: "period",
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
          `select to_char(day, 'YYYY-MM') as month, sum(orders) as orders, sum(shipped) as shipped, sum(shipping) as shipping_cost
             from order_day_totals where status in (${soldStatusList}) and day between ?::date and ?::date
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
      sql: (db, { from, to }) =>
        db.raw(
          `select c.name as customer, s.orders, s.shipped, s.shipping_cost
             from (select o.customer_id, count(*) as orders, count(*) filter (where o.shipping_cost > 0) as shipped, sum(o.shipping_cost) as shipping_cost
                     from orders o where ${sold} group by o.customer_id) s
             join customers c on c.id = s.customer_id`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["shipping_cost"] },
});
