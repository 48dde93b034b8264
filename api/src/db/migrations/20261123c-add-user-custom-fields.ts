import { customFieldsColumns } from "../columns";

/** The engine's entity tables created before systemColumns carried the custom fields' column. */
export const { up, down } = customFieldsColumns(["users", "behaviour_logs"]);
