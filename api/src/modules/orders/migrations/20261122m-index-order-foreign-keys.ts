import { foreignKeyIndexes } from "../../../db/columns";

/** The orders' references, indexed for the purge and for finding what refers to a record (see foreignKeyIndexes). */
export const { up, down } = foreignKeyIndexes([
  ["orders", "customer_id"],
  ["orders", "employee_id"],
  ["order_status_history", "user_id"],
]);
