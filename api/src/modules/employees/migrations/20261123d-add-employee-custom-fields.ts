import { customFieldsColumns } from "../../../db/columns";

/** The employees' tables, created before systemColumns carried the custom fields' column. */
export const { up, down } = customFieldsColumns(["designations", "benefits", "employees"]);
