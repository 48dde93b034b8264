import { defineEntity } from "./types";

export default defineEntity({
  name: "customers",
  table: "customers",
  group: "sales",
  route: "/sales/customer",
  label: "name",
  importable: true,
  fields: {
    name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    phone: { type: "phone", maxLength: 40, searchable: true, filterable: true },
    email: { type: "email", maxLength: 200, searchable: true, sortable: true, filterable: true },
    address: { type: "text" },
    custom_info: { type: "keyvalue" },
    advance: { type: "money", default: "0.00", sortable: true, filterable: true },
    status: { type: "enum", values: ["active", "settled"], required: true, default: "active", sortable: true, filterable: true },
  },
  defaultSort: { field: "name", order: "asc" },
});
