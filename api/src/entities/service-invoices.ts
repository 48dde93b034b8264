import { defineEntity } from "./types";

/** What a line of a quotation or a service invoice sells: a service plan (its package), a service unit or a product. */
export const lineItemTypes = ["service_plan", "service_unit", "product"] as const;
export type LineItemType = (typeof lineItemTypes)[number];
/** The reference column each item type fills. */
export const lineItemRef = { service_plan: "service_plan_id", service_unit: "service_unit_id", product: "product_id" } as const satisfies Record<
  LineItemType,
  string
>;

/** The line fields quotations and service invoices share: the item, a quantity; price and subtotal are the server's. */
export const itemLineFields = {
  item_type: { type: "enum", values: lineItemTypes, required: true, default: "service_plan" },
  service_plan_id: { type: "ref", ref: "service-plans" },
  service_unit_id: { type: "ref", ref: "service-units" },
  product_id: { type: "ref", ref: "products" },
  quantity: { type: "integer", required: true, min: 1, max: 1_000_000, default: 1 },
  price: { type: "money", readOnly: true },
  subtotal: { type: "money", readOnly: true },
} as const;

/** The invoice workflow (POST /api/service-invoices/:id/status): paid books the income; paid and closed are locked. */
export const serviceInvoiceTransitions = {
  draft: ["issued", "cancelled"],
  issued: ["paid", "cancelled"],
  paid: ["closed"],
  closed: [],
  cancelled: [],
} as const satisfies Record<string, readonly string[]>;
export type ServiceInvoiceStatus = keyof typeof serviceInvoiceTransitions;
export const serviceInvoiceStatuses = Object.keys(serviceInvoiceTransitions) as ServiceInvoiceStatus[];

/**
 * A service invoice: numbered SI-<year>-<5 digits> per year without gaps, prices copied from the
 * items when lines are added, total computed by the server, at least one service plan line.
 */
export default defineEntity({
  name: "service-invoices",
  table: "service_invoices",
  group: "service",
  route: "/service/service_invoice",
  label: "number",
  title: ["number", "customer_id"],
  actions: ["send"],
  period: "invoice_date",
  fields: {
    number: { type: "string", readOnly: true, unique: true, maxLength: 30, searchable: true, sortable: true, filterable: true },
    invoice_date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    customer_id: { type: "ref", ref: "customers", searchable: true, required: true, related: true, sortable: true, filterable: true },
    vendor_id: { type: "ref", ref: "vendors", searchable: true, related: true, sortable: true, filterable: true },
    lines: { type: "lines", table: "service_invoice_lines", foreignKey: "service_invoice_id", required: true, fields: itemLineFields },
    total: { type: "money", readOnly: true, sortable: true, filterable: true },
    is_paid: { type: "boolean", readOnly: true, default: false, filterable: true },
    status: { type: "enum", values: serviceInvoiceStatuses, readOnly: true, sortable: true, filterable: true },
    remarks: { type: "text" },
    finish_date: { type: "date", sortable: true, filterable: true },
    closing_date: { type: "date", readOnly: true, sortable: true, filterable: true },
    quotation_id: { type: "ref", ref: "quotations", readOnly: true, filterable: true, list: false },
  },
  defaultSort: { field: "invoice_date", order: "desc" },
});
