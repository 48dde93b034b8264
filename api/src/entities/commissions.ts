import { defineEntity } from "./types";

/** Each salesperson's commission rate: a percentage of their completed orders. */
export default defineEntity({
  name: "commissions",
  table: "commissions",
  group: "sales",
  menuParent: "commission",
  route: "/sales/commission",
  label: "employee_id",
  fields: {
    employee_id: { type: "ref", ref: "employees", searchable: true, required: true, unique: true, sortable: true, filterable: true },
    percentage: { type: "number", required: true, min: 0, max: 100, sortable: true, filterable: true },
  },
  defaultSort: { field: "employee_id", order: "asc" },
});
