import { defineReport, soldStatusList } from "./types";

/**
 * Sales over a period, by product, by customer, by salesperson and by month. A sale is an order
 * whose goods left stock (processing and after), dated by its order date; a refunded order's amount
 * is netted out as returns in the same place, so net = gross - returns. Amounts are the goods (the
 * lines; an order's total less its shipping cost, which the shipping-cost report shows).
 */
const sold = `o.deleted_at is null and o.status in (${soldStatusList}) and o.order_date between ?::date and ?::date`;
const returned = "o.status = 'refunded'";

const money = (name: string) => ({ name, type: "money" }) as const;
const amounts = [money("gross"), money("returns"), money("net")] as const;

export default defineReport({
  name: "sales",
  group: "sales",
  params: "period",
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
      sql: (db, { from, to }) =>
        db.raw(
          `select p.code, p.name as product, s.quantity, s.returned, s.gross, s.returns, s.gross - s.returns as net
             from (select l.product_id, sum(l.quantity) as quantity,
                          coalesce(sum(l.quantity) filter (where ${returned}), 0) as returned,
                          sum(l.amount) as gross,
                          coalesce(sum(l.amount) filter (where ${returned}), 0) as returns
                     from orders o
                     join order_lines l on l.order_id = o.id
                    where ${sold}
                    group by l.product_id) s
             join products p on p.id = s.product_id`,
          [from, to],
        ),
    },
    {
      name: "by-customer",
      columns: [{ name: "customer", type: "string" }, { name: "orders", type: "integer" }, ...amounts],
      order: "net desc, customer",
      sql: (db, { from, to }) =>
        db.raw(
          `select c.name as customer, s.orders, s.gross, s.returns, s.gross - s.returns as net
             from (select o.customer_id, count(*) as orders,
                          sum(o.total - o.shipping_cost) as gross,
                          coalesce(sum(o.total - o.shipping_cost) filter (where ${returned}), 0) as returns
                     from orders o
                    where ${sold}
                    group by o.customer_id) s
             join customers c on c.id = s.customer_id`,
          [from, to],
        ),
    },
    {
      name: "by-salesperson",
      columns: [{ name: "salesperson", type: "string" }, { name: "orders", type: "integer" }, ...amounts],
      order: "net desc, salesperson",
      sql: (db, { from, to }) =>
        db.raw(
          `select e.name as salesperson, s.orders, s.gross, s.returns, s.net
             from (select o.employee_id, count(*) as orders,
                          sum(o.total - o.shipping_cost) as gross,
                          coalesce(sum(o.total - o.shipping_cost) filter (where ${returned}), 0) as returns,
                          sum(o.total - o.shipping_cost) - coalesce(sum(o.total - o.shipping_cost) filter (where ${returned}), 0) as net
                     from orders o
                    where ${sold}
                    group by o.employee_id) s
             left join employees e on e.id = s.employee_id`,
          [from, to],
        ),
    },
    {
      name: "by-month",
      columns: [{ name: "month", type: "month" }, { name: "orders", type: "integer" }, ...amounts],
      order: "month",
      sql: (db, { from, to }) =>
        db.raw(
          `select to_char(day, 'YYYY-MM') as month, sum(orders) as orders,
                  sum(goods) as gross,
                  coalesce(sum(goods) filter (where status = 'refunded'), 0) as returns,
                  sum(goods) - coalesce(sum(goods) filter (where status = 'refunded'), 0) as net
             from order_day_totals
            where status in (${soldStatusList}) and day between ?::date and ?::date
            group by 1
           having sum(orders) > 0`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["gross", "returns", "net"] },
});
