import { defineEntity } from "./types";

export const partnerStatuses = ["active", "settled"] as const;

/**
 * A business partner: a ledger of debits and credits with a running balance (entries are never
 * edited, only reversed), advances received (booked as `partner_advance` income), the employees
 * engaged with it, and settling, which needs a zero balance.
 */
export default defineEntity({
  name: "partners",
  table: "partners",
  group: "partner",
  route: "/partner",
  label: "company_name",
  actions: ["advance", "ledger", "settle"],
  fields: {
    company_name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    industry: { type: "string", maxLength: 120, searchable: true, sortable: true, filterable: true },
    skills: { type: "json" },
    experience_years: { type: "integer", min: 0, max: 100, sortable: true, filterable: true },
    advance: { type: "money", readOnly: true, sortable: true, filterable: true },
    balance: { type: "money", readOnly: true, min: -1e12, sortable: true, filterable: true },
    status: { type: "enum", values: partnerStatuses, readOnly: true, sortable: true, filterable: true },
    personnel: {
      type: "lines",
      table: "partner_personnel",
      foreignKey: "partner_id",
      fields: {
        employee_id: { type: "ref", ref: "employees", required: true },
        role: { type: "string", maxLength: 120 },
        from_date: { type: "date" },
        to_date: { type: "date" },
      },
    },
  },
  defaultSort: { field: "company_name", order: "asc" },
});
