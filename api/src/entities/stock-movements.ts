import { defineEntity } from "./types";

/** What each movement type does to the quantity on hand. */
export const stockEffect = { in: 1, return: 1, sold: -1, adjustment: 1 } as const;
export type StockMovementType = keyof typeof stockEffect;

/**
 * The stock ledger: movements are only ever added (a mistake is corrected by an adjustment), and
 * each one updates the product's stock level under a row lock; on hand never goes below zero.
 * Quantities are positive, but for an adjustment, which may be negative.
 */
const returned = { field: "type", values: ["return"] } as const;

export default defineEntity({
  name: "stock-movements",
  table: "stock_movements",
  group: "sales",
  menuParent: "stock",
  route: "/sales/stock",
  label: "reference",
  title: ["reference", "product_id"],
  operations: ["create"],
  importable: true,
  timestamps: ["created_at"],
  period: "date",
  fields: {
    date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    product_id: { type: "ref", ref: "products", searchable: true, required: true, sortable: true, filterable: true },
    type: { type: "enum", values: ["in", "sold", "return", "adjustment"], required: true, sortable: true, filterable: true },
    quantity: { type: "integer", required: true, min: -1_000_000, max: 1_000_000 },
    uom: { type: "string", maxLength: 20, default: "pcs" },
    unit_cost: { type: "money", default: "0.00" },
    total_cost: { type: "money", readOnly: true },
    // who returned the goods, and how: a return's own fields, asked only when the movement is one
    customer_id: { type: "ref", ref: "customers", searchable: true, filterable: true, visibleWhen: returned },
    partner: { type: "string", maxLength: 200, searchable: true, filterable: true, visibleWhen: returned },
    return_by: { type: "string", maxLength: 200, list: false, visibleWhen: returned },
    return_type: { type: "enum", values: ["refund", "exchange", "defective"], filterable: true, list: false, visibleWhen: returned },
    reference: { type: "string", maxLength: 60, searchable: true, sortable: true, filterable: true },
    order_id: { type: "ref", ref: "orders", readOnly: true, filterable: true, list: false },
  },
  defaultSort: { field: "created_at", order: "desc" },
});
