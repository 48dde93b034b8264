import type { Knex } from "knex";
import * as indexReports from "./20261123i-index-reports";
import * as createOrderDayTotals from "./20261123k-create-order-day-totals";
import * as createPurchaseTotals from "./20261123m-create-purchase-totals";
import * as createSalesTotals from "./20261123m-create-sales-totals";

/** The reports module's migrations, by name (listed in its definition). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123i-index-reports": indexReports,
  "20261123k-create-order-day-totals": createOrderDayTotals,
  "20261123m-create-purchase-totals": createPurchaseTotals,
  "20261123m-create-sales-totals": createSalesTotals,
};
