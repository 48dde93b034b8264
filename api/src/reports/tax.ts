import { defineReport, rangeEnd, rangeStart } from "./types";

/**
 * A month's tax at a rate, as the tax run (api/src/modules/accounting/taxes.ts) counts it: each sales
 * order completed in the month (company time zone) and not refunded, taxable = total less shipping
 * cost, tax rounded half-up to the cent per order; totals sum the orders.
 */
export default defineReport({
  name: "tax",
  group: "accounting",
  params: "month-rate",
  sections: [
    {
      name: "orders",
      columns: [
        { name: "number", type: "string" },
        { name: "completed", type: "date" },
        { name: "order_amount", type: "money" },
        { name: "shipping_cost", type: "money" },
        { name: "taxable_amount", type: "money" },
        { name: "rate", type: "percent", total: false },
        { name: "tax", type: "money" },
      ],
      order: "completed, number",
      sql: (db, { from, to, rate, timeZone }) =>
        db.raw(
          `select o.number, (o.completed_at at time zone ?)::date as completed, o.total as order_amount, o.shipping_cost,
                  o.total - o.shipping_cost as taxable_amount, ?::numeric as rate,
                  round((o.total - o.shipping_cost) * ?::numeric / 100, 2) as tax
             from orders o
            where o.deleted_at is null and o.status in ('completed', 'returning')
              and o.completed_at >= ${rangeStart} and o.completed_at < ${rangeEnd}`,
          [timeZone, rate ?? "0", rate ?? "0", from, timeZone, to, timeZone],
        ),
    },
  ],
});
