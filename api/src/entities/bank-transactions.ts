import { defineEntity } from "./types";

/**
 * The bank ledger: each row is money in (credit) or out (debit), exactly one of the two. The running
 * balance (credits less debits up to and including a row, in date and id order) is computed when
 * the list is read, never stored on the row; the list also gives a period's opening and closing balance.
 */
export default defineEntity({
  name: "bank-transactions",
  table: "bank_transactions",
  group: "accounting",
  route: "/accounting/bank",
  shortcut: "b",
  label: "transaction_number",
  importable: true,
  period: "date",
  fields: {
    date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    holder_name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    transaction_number: { type: "string", required: true, unique: true, maxLength: 60, searchable: true, sortable: true, filterable: true },
    debit: { type: "money", default: "0.00", sortable: true, filterable: true },
    credit: { type: "money", default: "0.00", sortable: true, filterable: true },
    description: { type: "text", searchable: true },
  },
  defaultSort: { field: "date", order: "desc" },
});
