import { defineEntity } from "./types";

/** A supplier. Its show page lists its purchase orders; a vendor with purchase orders cannot be deleted. */
export default defineEntity({
  name: "vendors",
  table: "vendors",
  group: "vendor",
  route: "/vendor/home",
  shortcut: "v",
  label: "company_name",
  lookup: ["company_name"],
  importable: true,
  fields: {
    company_name: { type: "string", required: true, unique: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    company_address: { type: "text" },
    contact_phone: { type: "phone", inline: true, maxLength: 40, searchable: true, filterable: true },
    contact_name: { type: "string", inline: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    employee_id: { type: "ref", ref: "employees", searchable: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "company_name", order: "asc" },
});
