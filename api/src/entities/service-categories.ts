import { defineEntity } from "./types";

/** A group of service units (maintenance, hosting, consulting...). */
export default defineEntity({
  name: "service-categories",
  table: "service_categories",
  group: "service",
  route: "/service/category",
  label: "name",
  fields: {
    name: { type: "string", required: true, unique: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
    description: { type: "text" },
  },
  defaultSort: { field: "name", order: "asc" },
});
