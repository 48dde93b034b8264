import { defineReport } from "./types";

/**
 * A month's tax at a rate per service invoice: every invoice dated in the month that was issued (paid
 * and closed ones too; drafts and cancelled ones are not), tax rounded half-up to the cent per invoice.
 */
export default defineReport({
  name: "invoice-tax",
  group: "accounting",
  params: "month-rate",
  basis: "invoices",
  sections: [
    {
      name: "invoices",
      columns: [
        { name: "number", type: "string" },
        { name: "invoice_date", type: "date" },
        { name: "customer", type: "string" },
        { name: "amount", type: "money" },
        { name: "rate", type: "percent", total: false },
        { name: "tax", type: "money" },
      ],
      order: "invoice_date, number",
      sql: (db, { from, to, rate }) =>
        db.raw(
          `select i.number, i.invoice_date, c.name as customer, i.total as amount, ?::numeric as rate, round(i.total * ?::numeric / 100, 2) as tax
             from service_invoices i
             join customers c on c.id = i.customer_id
            where i.deleted_at is null and i.status in ('issued', 'paid', 'closed') and i.invoice_date between ?::date and ?::date`,
          [rate ?? "0", rate ?? "0", from, to],
        ),
    },
  ],
});
