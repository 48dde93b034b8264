import { foreignKeyIndexes } from "../../../db/columns";

/** The stock tables' references, indexed for the purge and for finding what refers to a record (see foreignKeyIndexes). */
export const { up, down } = foreignKeyIndexes([
  ["products", "category_id"],
  ["stock_movements", "product_id"],
  ["stock_movements", "customer_id"],
  ["stock_movements", "order_id"],
]);
