import { defineEntity } from "./types";

/** One row per product, kept by the stock ledger in the same transaction as each movement; read-only. */
export default defineEntity({
  name: "stock-levels",
  table: "stock_levels",
  group: "sales",
  menuParent: "stock",
  route: "/sales/stock/level",
  label: "product_id",
  operations: [],
  // written by the system in bulk, not record by record: no history of their own
  history: false,
  fields: {
    product_id: { type: "ref", ref: "products", searchable: true, readOnly: true, sortable: true, filterable: true },
    on_hand: { type: "integer", readOnly: true, sortable: true, filterable: true },
    sold: { type: "integer", readOnly: true, sortable: true, filterable: true },
    returned: { type: "integer", readOnly: true, sortable: true, filterable: true },
    value: { type: "money", readOnly: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "product_id", order: "asc" },
});
