import { customFieldsColumns } from "../../../db/columns";

/** The commissions' tables, created before systemColumns carried the custom fields' column. */
export const { up, down } = customFieldsColumns(["commissions", "commission_records"]);
