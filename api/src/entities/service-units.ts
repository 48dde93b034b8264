import { defineEntity } from "./types";

export const servicePeriods = ["monthly", "quarterly", "yearly", "one_off"] as const;

/** A service sold on its own or in plans; its QR code (`/api/service-units/:id/qr.png|.svg`) carries its code and show page. */
export default defineEntity({
  name: "service-units",
  table: "service_units",
  group: "service",
  route: "/service/service_unit",
  label: "name",
  fields: {
    name: { type: "string", required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    service_code: { type: "string", required: true, unique: true, maxLength: 40, searchable: true, sortable: true, filterable: true },
    period: { type: "enum", values: servicePeriods, required: true, default: "monthly", sortable: true, filterable: true },
    price: { type: "money", required: true, sortable: true, filterable: true },
    category_id: { type: "ref", ref: "service-categories", searchable: true, sortable: true, filterable: true },
    description: { type: "text" },
  },
  defaultSort: { field: "name", order: "asc" },
});
