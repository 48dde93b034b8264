import { defineEntity } from "./types";

/** Voucher types and their number prefixes (DV-2026-0001...). */
export const voucherPrefixes = { debit: "DV", credit: "CV", contract: "CT", journal: "JV" } as const;
export type VoucherType = keyof typeof voucherPrefixes;
export const voucherTypes = Object.keys(voucherPrefixes) as VoucherType[];
export const voucherCategories = ["assets", "liabilities", "revenue", "expenses"] as const;

/**
 * A voucher: lines of debits and credits by category. A draft may change; posting needs total debit
 * = total credit and makes it final (no edit, no delete). "Reverse" writes a posted voucher with the
 * lines' sides swapped, linked both ways.
 */
export default defineEntity({
  name: "vouchers",
  table: "vouchers",
  group: "accounting",
  route: "/accounting/voucher",
  label: "number",
  actions: ["post", "reverse"],
  period: "date",
  fields: {
    number: { type: "string", readOnly: true, unique: true, maxLength: 20, searchable: true, sortable: true, filterable: true },
    type: { type: "enum", values: voucherTypes, required: true, default: "journal", sortable: true, filterable: true },
    date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    subject: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    lines: {
      type: "lines",
      table: "voucher_lines",
      foreignKey: "voucher_id",
      required: true,
      fields: {
        category: { type: "enum", values: voucherCategories, required: true },
        account: { type: "string", required: true, maxLength: 200 },
        debit: { type: "money" },
        credit: { type: "money" },
      },
    },
    total_debit: { type: "money", readOnly: true, sortable: true, filterable: true },
    total_credit: { type: "money", readOnly: true, sortable: true, filterable: true },
    status: { type: "enum", values: ["draft", "posted"], readOnly: true, sortable: true, filterable: true },
    posted_at: { type: "datetime", readOnly: true, sortable: true, filterable: true, list: false },
    reversal_of: { type: "ref", ref: "vouchers", readOnly: true, sortable: true, filterable: true, list: false },
    reversed_by: { type: "ref", ref: "vouchers", readOnly: true, sortable: true, filterable: true, list: false },
  },
  defaultSort: { field: "date", order: "desc" },
});
