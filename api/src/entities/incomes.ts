import { defineEntity } from "./types";

/**
 * Where an income comes from: `normal` is typed by a clerk (and has no reference id), the others are
 * booked by the posting service, each under its own source: the key (source, reference_id) of a
 * system posting never meets a clerk's row.
 */
export const incomeSources = ["normal", "partner_advance", "purchase_order", "sales_order", "service_invoice"] as const;
export type IncomeSource = (typeof incomeSources)[number];

/**
 * Money received. Rows a clerk enters are `normal`; the others are written only by the posting
 * service (api/src/modules/accounting/posting.ts) and are read-only: corrected by a reversal, a row
 * of the same source with the negated amount that points back at the original (`reversal_of`).
 */
export default defineEntity({
  name: "incomes",
  table: "incomes",
  group: "accounting",
  route: "/accounting/income",
  shortcut: "i",
  label: "reference",
  title: ["reference", "date"],
  importable: true,
  period: "date",
  fields: {
    date: { type: "date", inline: true, required: true, default: "today", sortable: true, filterable: true },
    amount: { type: "money", inline: true, required: true, sortable: true, filterable: true },
    source: { type: "enum", values: incomeSources, readOnly: true, default: "normal", sortable: true, filterable: true },
    reference: { type: "string", inline: true, maxLength: 60, searchable: true, sortable: true, filterable: true },
    reference_id: { type: "integer", readOnly: true, filterable: true, list: false },
    customer_id: { type: "ref", ref: "customers", searchable: true, sortable: true, filterable: true },
    partner_id: { type: "integer", readOnly: true, filterable: true, list: false },
    payment_method: { type: "string", maxLength: 40, choices: "payment-methods", sortable: true, filterable: true },
    description: { type: "text", searchable: true },
    reversal_of: { type: "integer", readOnly: true, filterable: true, list: false },
    reversed_by: { type: "integer", readOnly: true, filterable: true, list: false },
  },
  defaultSort: { field: "date", order: "desc" },
});

/** Whether an income or expense row was written by the posting service: read-only in the API and the admin. */
export const isSystemBooked = (row: Record<string, unknown>) =>
  (row.source !== undefined && row.source !== "normal") || (row.reference_id !== null && row.reference_id !== undefined) || Boolean(row.reversal_of);
