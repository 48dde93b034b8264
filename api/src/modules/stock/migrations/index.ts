import type { Knex } from "knex";
import * as createProducts from "./20261122b-create-products";
import * as searchableProductStatistics from "./20261122d-searchable-product-statistics";
import * as createStockLevelsMovements from "./20261122h-create-stock-levels-movements";
import * as indexStockForeignKeys from "./20261122k-index-stock-foreign-keys";
import * as addStockCustomFields from "./20261123b-add-stock-custom-fields";
import * as addProductReorderLevel from "./20261123s-add-product-reorder-level";
import * as indexStockMovementsReports from "./20261123u-index-stock-movements-reports";
import * as addStockMovementDate from "./20261127b-add-stock-movement-date";

/** The stock module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261122b-create-products": createProducts,
  "20261122d-searchable-product-statistics": searchableProductStatistics,
  "20261122h-create-stock-levels-movements": createStockLevelsMovements,
  "20261122k-index-stock-foreign-keys": indexStockForeignKeys,
  "20261123b-add-stock-custom-fields": addStockCustomFields,
  "20261123s-add-product-reorder-level": addProductReorderLevel,
  "20261123u-index-stock-movements-reports": indexStockMovementsReports,
  "20261127b-add-stock-movement-date": addStockMovementDate,
};
