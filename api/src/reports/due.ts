import { defineReport } from "./types";

/**
 * What is owed at the end of a month, aged by the document's date: receivables (issued service
 * invoices not paid yet, per customer, by invoice date) and payables (the due of purchase orders whose
 * goods were received by then, per vendor, by the day received: an order not received is not owed
 * yet), in the buckets 0-30, 31-60, 61-90 and over 90 days. Read from the documents as they are now
 * (a payment made since the month's end has already left the list).
 */
const buckets = (date: string, amount: string) => `
  coalesce(sum(${amount}) filter (where ?::date - ${date} <= 30), 0) as days_0_30,
  coalesce(sum(${amount}) filter (where ?::date - ${date} between 31 and 60), 0) as days_31_60,
  coalesce(sum(${amount}) filter (where ?::date - ${date} between 61 and 90), 0) as days_61_90,
  coalesce(sum(${amount}) filter (where ?::date - ${date} > 90), 0) as days_over_90,
  sum(${amount}) as total`;
const bucketColumns = [
  { name: "days_0_30", type: "money" },
  { name: "days_31_60", type: "money" },
  { name: "days_61_90", type: "money" },
  { name: "days_over_90", type: "money" },
  { name: "total", type: "money" },
] as const;

export default defineReport({
  name: "due",
  group: "accounting",
  params: "month",
  basis: "outstanding",
  sections: [
    {
      name: "receivables",
      columns: [{ name: "customer", type: "string" }, { name: "documents", type: "integer" }, ...bucketColumns],
      order: "total desc, customer",
      sql: (db, { to }) =>
        db.raw(
          `select c.name as customer, count(*) as documents, ${buckets("i.invoice_date", "i.total")}
             from service_invoices i join customers c on c.id = i.customer_id
            where i.deleted_at is null and i.status = 'issued' and i.invoice_date <= ?::date
            group by c.id`,
          [to, to, to, to, to],
        ),
    },
    {
      name: "payables",
      columns: [{ name: "vendor", type: "string" }, { name: "documents", type: "integer" }, ...bucketColumns],
      order: "total desc, vendor",
      sql: (db, { to }) =>
        db.raw(
          `select v.company_name as vendor, count(*) as documents, ${buckets("p.received_on", "p.due")}
             from purchase_orders p join vendors v on v.id = p.vendor_id
            where p.deleted_at is null and p.due > 0 and p.received_on <= ?::date
            group by v.id`,
          [to, to, to, to, to],
        ),
    },
  ],
  chart: { section: "receivables", kind: "bar", x: "customer", y: ["days_0_30", "days_31_60", "days_61_90", "days_over_90"], top: 10 },
});
