import { defineEntity } from "./types";

/**
 * A monthly tax run (POST /api/taxes/run {month, rate}): one line per sales order completed in the
 * month (company time zone) and not refunded, taxed on its total less its shipping cost, half-up to
 * the cent per line. Running a month again replaces its run. Lines: GET /api/taxes/:id/lines (.csv).
 */
export default defineEntity({
  name: "taxes",
  table: "taxes",
  group: "accounting",
  route: "/accounting/tax",
  label: "month",
  operations: [],
  actions: ["run"],
  fields: {
    month: { type: "string", readOnly: true, unique: true, maxLength: 7, sortable: true, filterable: true },
    rate: { type: "number", readOnly: true, sortable: true, filterable: true },
    orders: { type: "integer", readOnly: true, sortable: true },
    order_amount: { type: "money", readOnly: true, sortable: true },
    taxable_amount: { type: "money", readOnly: true, sortable: true },
    tax_amount: { type: "money", readOnly: true, sortable: true },
    run_at: { type: "datetime", readOnly: true, sortable: true },
  },
  defaultSort: { field: "month", order: "desc" },
});
