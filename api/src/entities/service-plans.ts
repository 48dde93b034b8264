import { defineEntity } from "./types";

/** A plan: a price for a package of service units, each with a quantity. */
export default defineEntity({
  name: "service-plans",
  table: "service_plans",
  group: "service",
  route: "/service/service_plan",
  label: "name",
  fields: {
    name: { type: "string", required: true, unique: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    price: { type: "money", inline: true, required: true, sortable: true, filterable: true },
    description: { type: "text" },
    packages: {
      type: "lines",
      table: "service_plan_packages",
      foreignKey: "service_plan_id",
      required: true,
      fields: {
        service_unit_id: { type: "ref", ref: "service-units", required: true },
        quantity: { type: "integer", required: true, min: 1, max: 1_000_000 },
      },
    },
  },
  defaultSort: { field: "name", order: "asc" },
});
