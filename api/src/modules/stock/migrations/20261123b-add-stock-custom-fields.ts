import { customFieldsColumns } from "../../../db/columns";

/** The stock tables created before systemColumns carried the custom fields' column. */
export const { up, down } = customFieldsColumns(["product_categories", "products", "stock_movements", "stock_levels"]);
