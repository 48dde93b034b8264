import { defineEntity } from "./types";

export default defineEntity({
  name: "product-categories",
  table: "product_categories",
  group: "sales",
  menuParent: "product",
  route: "/sales/product/category",
  label: "name",
  fields: {
    name: { type: "string", inline: true, required: true, unique: true, maxLength: 120, searchable: true, sortable: true, filterable: true },
    description: { type: "text", searchable: true },
  },
  defaultSort: { field: "name", order: "asc" },
});
