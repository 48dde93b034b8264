import { itemLineFields } from "./service-invoices";
import { defineEntity } from "./types";

/**
 * The quotation workflow (POST /api/quotations/:id/status): expired only after valid_until,
 * converted only through POST /api/quotations/:id/convert.
 */
export const quotationTransitions = {
  draft: ["sent"],
  sent: ["accepted", "rejected", "expired"],
  accepted: ["converted"],
  rejected: [],
  expired: [],
  converted: [],
} as const satisfies Record<string, readonly string[]>;
export type QuotationStatus = keyof typeof quotationTransitions;
export const quotationStatuses = Object.keys(quotationTransitions) as QuotationStatus[];

/** A quotation to a customer: products, service plans and units; an accepted one converts into a sales order and a service invoice. */
export default defineEntity({
  name: "quotations",
  table: "quotations",
  group: "quotation",
  route: "/quotation",
  shortcut: "q",
  label: "number",
  title: ["number", "name"],
  actions: ["send", "convert"],
  fields: {
    number: { type: "string", readOnly: true, unique: true, maxLength: 30, searchable: true, sortable: true, filterable: true },
    name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    customer_id: { type: "ref", ref: "customers", searchable: true, required: true, related: true, sortable: true, filterable: true },
    quotation_date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    valid_until: { type: "date", sortable: true, filterable: true },
    lines: { type: "lines", table: "quotation_lines", foreignKey: "quotation_id", required: true, fields: itemLineFields },
    total: { type: "money", readOnly: true, sortable: true, filterable: true },
    status: { type: "enum", values: quotationStatuses, readOnly: true, sortable: true, filterable: true },
    remarks: { type: "text" },
    // what a conversion made; `related`: the order's and the invoice's pages list the quotation they came from
    order_id: { type: "ref", ref: "orders", readOnly: true, related: true, filterable: true, list: false },
    service_invoice_id: { type: "ref", ref: "service-invoices", readOnly: true, related: true, filterable: true, list: false },
  },
  defaultSort: { field: "quotation_date", order: "desc" },
});
