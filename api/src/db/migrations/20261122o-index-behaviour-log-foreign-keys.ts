import { foreignKeyIndexes } from "../columns";

/** The behaviour log's reference to its user, indexed for the purge (see foreignKeyIndexes). */
export const { up, down } = foreignKeyIndexes([["behaviour_logs", "user_id"]]);
