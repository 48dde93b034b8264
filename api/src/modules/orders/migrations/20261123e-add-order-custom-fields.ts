import { customFieldsColumns } from "../../../db/columns";

/** The customers' and orders' tables, created before systemColumns carried the custom fields' column. */
export const { up, down } = customFieldsColumns(["customers", "orders"]);
