import { defineEntity } from "./types";

/**
 * Commission earned per employee and month, generated from completed orders
 * (POST /api/commission-records/generate {month}); generating a month again replaces its records.
 */
export default defineEntity({
  name: "commission-records",
  table: "commission_records",
  group: "sales",
  menuParent: "commission",
  route: "/sales/commission/record",
  label: "month",
  title: ["employee_id", "month"],
  operations: [],
  // written by the system in bulk, not record by record: no history of their own
  history: false,
  actions: ["generate"],
  fields: {
    month: { type: "string", readOnly: true, maxLength: 7, sortable: true, filterable: true },
    employee_id: { type: "ref", ref: "employees", searchable: true, readOnly: true, sortable: true, filterable: true },
    orders: { type: "integer", readOnly: true, sortable: true },
    sales: { type: "money", readOnly: true, sortable: true },
    percentage: { type: "number", readOnly: true },
    amount: { type: "money", readOnly: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "month", order: "desc" },
});
