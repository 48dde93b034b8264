import { defineReport } from "./types";

/**
 * A month's tax at a rate on the accrual basis, as the tax run (api/src/modules/accounting/taxes.ts)
 * counts it: each sales order completed in the month (the company's day) is a line, taxable = total
 * less shipping cost, tax rounded half-up to the cent per order; an order refunded in the month that
 * completed in an earlier one is a negative line (its earlier month's run stays as it was); one
 * completed and refunded in the same month is no line. Totals sum the lines.
 */
export const taxLinesSql = `
  select o.id as order_id, o.number, o.completed_on as completed, null::date as refunded, o.total as order_amount, o.shipping_cost,
         o.total - o.shipping_cost as taxable_amount, :rate::numeric as rate, round((o.total - o.shipping_cost) * :rate::numeric / 100, 2) as tax
    from orders o
   where o.deleted_at is null and o.completed_on between :from::date and :to::date and (o.refunded_on is null or o.refunded_on > :to::date)
  union all
  select o.id, o.number, o.completed_on, o.refunded_on, -o.total, -o.shipping_cost,
         -(o.total - o.shipping_cost), :rate::numeric, -round((o.total - o.shipping_cost) * :rate::numeric / 100, 2)
    from orders o
   where o.deleted_at is null and o.refunded_on between :from::date and :to::date and o.completed_on < :from::date`;

export default defineReport({
  name: "tax",
  group: "accounting",
  params: "month-rate",
  basis: "accrual",
  sections: [
    {
      name: "orders",
      columns: [
        { name: "number", type: "string" },
        { name: "completed", type: "date" },
        { name: "refunded", type: "date" },
        { name: "order_amount", type: "money" },
        { name: "shipping_cost", type: "money" },
        { name: "taxable_amount", type: "money" },
        { name: "rate", type: "percent", total: false },
        { name: "tax", type: "money" },
      ],
      order: "coalesce(refunded, completed), number",
      sql: (db, { from, to, rate }) => db.raw(taxLinesSql, { from, to, rate: rate ?? "0" }),
    },
  ],
});
