import { defineEntity } from "./types";

export const purchaseOrderStatuses = ["pending", "completed"] as const;

/**
 * A purchase from a vendor. Number, amounts, total, paid, due and status are the server's. Completing
 * it (`POST /api/purchase-orders/:id/complete`) books every item into stock at its unit cost and one
 * `purchase_order` expense of the total, exactly once; a completed order's items no longer change,
 * but payments may still be added until it is fully paid. Payments never exceed the total.
 */
export default defineEntity({
  name: "purchase-orders",
  table: "purchase_orders",
  group: "vendor",
  route: "/vendor/purchase-order",
  shortcut: "u",
  label: "number",
  title: ["number", "vendor_id"],
  actions: ["complete", "pay"],
  period: "order_date",
  fields: {
    number: { type: "string", readOnly: true, unique: true, maxLength: 30, searchable: true, sortable: true, filterable: true },
    vendor_id: { type: "ref", ref: "vendors", searchable: true, required: true, related: true, sortable: true, filterable: true },
    order_date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    items: {
      type: "lines",
      table: "purchase_order_items",
      foreignKey: "purchase_order_id",
      required: true,
      fields: {
        product_id: { type: "ref", ref: "products", required: true },
        quantity: { type: "integer", required: true, min: 1, max: 1_000_000 },
        unit_cost: { type: "money", required: true },
        amount: { type: "money", readOnly: true },
      },
    },
    payments: {
      type: "lines",
      table: "purchase_order_payments",
      foreignKey: "purchase_order_id",
      fields: {
        date: { type: "date", required: true },
        amount: { type: "money", required: true, min: 0.01 },
        transaction_id: { type: "string", maxLength: 100 },
        payment_method: { type: "string", maxLength: 40, choices: "payment-methods", required: true },
      },
    },
    total: { type: "money", readOnly: true, sortable: true, filterable: true },
    paid: { type: "money", readOnly: true, sortable: true, filterable: true },
    due: { type: "money", readOnly: true, sortable: true, filterable: true },
    status: { type: "enum", values: purchaseOrderStatuses, readOnly: true, sortable: true, filterable: true },
    completed_at: { type: "datetime", readOnly: true, sortable: true, filterable: true, list: false },
    /** The company's day its goods were received (it completed): its cost's day in the reports (accrual basis). */
    received_on: { type: "date", readOnly: true, sortable: true, filterable: true, list: false },
  },
  defaultSort: { field: "order_date", order: "desc" },
});
