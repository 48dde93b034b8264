import { foreignKeyIndexes } from "../../../db/columns";

/** The commissions' references to their salesperson, indexed for the purge (see foreignKeyIndexes). */
export const { up, down } = foreignKeyIndexes([
  ["commissions", "employee_id"],
  ["commission_records", "employee_id"],
]);
