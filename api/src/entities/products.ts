import { defineEntity } from "./types";

export default defineEntity({
  name: "products",
  table: "products",
  group: "sales",
  menuParent: "product",
  route: "/sales/product",
  shortcut: "p",
  label: "name",
  importable: true,
  fields: {
    code: { type: "string", required: true, unique: true, maxLength: 40, searchable: true, sortable: true, filterable: true },
    name: { type: "string", inline: true, required: true, maxLength: 200, searchable: true, sortable: true, filterable: true },
    category_id: { type: "ref", inline: true, ref: "product-categories", searchable: true, filterable: true, sortable: true },
    price: { type: "money", inline: true, required: true, sortable: true, filterable: true },
    uom: { type: "string", maxLength: 20, default: "pcs", filterable: true },
    description: { type: "text" },
    /** The dashboard's low-stock card lists products whose stock is below it. */
    reorder_level: { type: "integer", inline: true, min: 0, filterable: true, sortable: true },
  },
  defaultSort: { field: "name", order: "asc" },
});
