import { foreignKeyIndexes } from "../../../db/columns";

/** The employees' reference to their designation, indexed for the purge (see foreignKeyIndexes). */
export const { up, down } = foreignKeyIndexes([["employees", "designation_id"]]);
