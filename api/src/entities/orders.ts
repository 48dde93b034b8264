import { defineEntity } from "./types";

/** The workflow: each status and where it may go next (POST /api/orders/:id/status). */
export const orderTransitions = {
  pending: ["processing", "cancelled"],
  processing: ["shipping", "cancelled"],
  shipping: ["completed"],
  completed: ["returning"],
  returning: ["refunded", "completed"],
  cancelled: [],
  refunded: [],
} as const satisfies Record<string, readonly string[]>;
export type OrderStatus = keyof typeof orderTransitions;
export const orderStatuses = Object.keys(orderTransitions) as OrderStatus[];

/** The input of a status change (POST /api/orders/:id/status, and the list's bulk move). */
export const orderStatusChange = {
  status: { type: "enum", values: orderStatuses, required: true },
  reason: { type: "text", maxLength: 2000 },
} as const;

/**
 * A sales order. The number, prices, amounts, total and status are the server's: prices are copied
 * from the products when lines are written, and the status moves only through the workflow.
 */
export default defineEntity({
  name: "orders",
  table: "orders",
  group: "sales",
  route: "/sales/order",
  shortcut: "o",
  label: "number",
  title: ["number", "customer_id"],
  period: "order_date",
  fields: {
    number: { type: "string", readOnly: true, unique: true, maxLength: 30, searchable: true, sortable: true, filterable: true },
    order_date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    customer_id: { type: "ref", ref: "customers", searchable: true, required: true, related: true, sortable: true, filterable: true },
    employee_id: { type: "ref", inline: true, ref: "employees", searchable: true, sortable: true, filterable: true },
    payment_method: { type: "string", maxLength: 40, choices: "payment-methods", required: true, sortable: true, filterable: true },
    lines: {
      type: "lines",
      table: "order_lines",
      foreignKey: "order_id",
      required: true,
      fields: {
        product_id: { type: "ref", ref: "products", required: true },
        quantity: { type: "integer", required: true, min: 1, max: 1_000_000 },
        price: { type: "money", readOnly: true },
        amount: { type: "money", readOnly: true },
      },
      // the stock on hand beside each line: an order may be saved beyond it, but not moved to processing
      available: { quantity: "quantity", ref: "product_id", from: "stock-levels", field: "on_hand" },
    },
    shipping_cost: { type: "money", inline: true, default: "0.00", sortable: true, filterable: true },
    total: { type: "money", readOnly: true, sortable: true, filterable: true },
    status: { type: "enum", values: orderStatuses, readOnly: true, sortable: true, filterable: true },
    expiration: { type: "date", inline: true, sortable: true, filterable: true },
    reason: { type: "text" },
    completed_at: { type: "datetime", readOnly: true, sortable: true, filterable: true, list: false },
    /** The company's day it first completed: its revenue's day in the reports (accrual basis). */
    completed_on: { type: "date", readOnly: true, sortable: true, filterable: true, list: false },
    /** The company's day it was refunded: a negative line in that month's reports. */
    refunded_on: { type: "date", readOnly: true, sortable: true, filterable: true, list: false },
  },
  defaultSort: { field: "order_date", order: "desc" },
  // e-mail its confirmation or invoice to the customer (POST /api/orders/:id/send)
  actions: ["send"],
  // many orders moved at once from the list: each through the same change as one (OrdersService.changeStatus)
  bulk: { status: { policy: "edit", fields: orderStatusChange } },
});
