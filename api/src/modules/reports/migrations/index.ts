import type { Knex } from "knex";
import * as createOrderDayTotals from "./20261123v-create-order-day-totals";
import * as createPurchaseTotals from "./20261123x-create-purchase-totals";
import * as createSalesTotals from "./20261123y-create-sales-totals";
import * as accrueSummaries from "./20261128c-accrue-summaries";
import * as shardHotSummaries from "./20261204a-shard-hot-summaries";

/** The reports module's migrations, by name (listed in its definition; they touch only its own tables). */
export const migrations: Readonly<Record<string, Knex.Migration>> = {
  "20261123v-create-order-day-totals": createOrderDayTotals,
  "20261123x-create-purchase-totals": createPurchaseTotals,
  "20261123y-create-sales-totals": createSalesTotals,
  "20261128c-accrue-summaries": accrueSummaries,
  "20261204a-shard-hot-summaries": shardHotSummaries,
};
