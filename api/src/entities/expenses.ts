import { defineEntity } from "./types";

/** Where an expense comes from: `normal` is typed by a clerk (no reference id), the others are booked by the posting service. */
export const expenseSources = ["normal", "purchase_order", "salary", "refund"] as const;
export type ExpenseSource = (typeof expenseSources)[number];

/**
 * Money paid out. Rows a clerk enters are `normal`; the others are written only by the posting
 * service and are read-only: corrected by a reversal (see incomes).
 */
export default defineEntity({
  name: "expenses",
  table: "expenses",
  group: "accounting",
  route: "/accounting/expense",
  shortcut: "x",
  label: "usage",
  title: ["usage", "date"],
  importable: true,
  period: "date",
  fields: {
    date: { type: "date", inline: true, required: true, default: "today", sortable: true, filterable: true },
    amount: { type: "money", inline: true, required: true, sortable: true, filterable: true },
    usage: { type: "string", inline: true, required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    paid_by: { type: "string", maxLength: 200, searchable: true, sortable: true, filterable: true },
    reference: { type: "string", inline: true, maxLength: 60, searchable: true, sortable: true, filterable: true },
    payment_method: { type: "string", maxLength: 40, choices: "payment-methods", sortable: true, filterable: true },
    transaction_id: { type: "string", maxLength: 100, searchable: true, filterable: true },
    source: { type: "enum", values: expenseSources, readOnly: true, default: "normal", sortable: true, filterable: true },
    reference_id: { type: "integer", readOnly: true, filterable: true, list: false },
    description: { type: "text", searchable: true },
    reversal_of: { type: "integer", readOnly: true, filterable: true, list: false },
    reversed_by: { type: "integer", readOnly: true, filterable: true, list: false },
  },
  defaultSort: { field: "date", order: "desc" },
});
