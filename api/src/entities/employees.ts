import { defineEntity } from "./types";

/**
 * Staff master data. Roles outside the human-resource group (e.g. SALES picking an order's
 * salesperson) may only look employees up: they receive id and name, never salary, HKID or bank.
 */
export default defineEntity({
  name: "employees",
  table: "employees",
  group: "human-resource",
  route: "/human-resource/employee",
  shortcut: "e",
  label: "name",
  lookup: ["name"],
  fields: {
    full_name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    name: { type: "string", required: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
    hk_id: { type: "string", format: "hkid", unique: true, maxLength: 12, searchable: true, filterable: true, list: false },
    designation_id: { type: "ref", ref: "designations", searchable: true, sortable: true, filterable: true },
    department: { type: "string", maxLength: 120, searchable: true, sortable: true, filterable: true },
    phone: { type: "phone", maxLength: 40, searchable: true },
    personal_email: { type: "email", maxLength: 200, searchable: true, list: false },
    company_email: { type: "email", maxLength: 200, searchable: true, filterable: true },
    address: { type: "text" },
    status: { type: "enum", values: ["active", "inactive"], required: true, default: "active", sortable: true, filterable: true },
    salary: { type: "money", sortable: true, filterable: true },
    hire_date: { type: "date", sortable: true, filterable: true },
    date_of_birth: { type: "date", list: false },
    bank_name: { type: "string", maxLength: 120, list: false },
    bank_account: { type: "string", maxLength: 60, list: false },
    benefit_ids: { type: "ref", ref: "benefits", multiple: true, filterable: true, list: false },
  },
  defaultSort: { field: "name", order: "asc" },
});
