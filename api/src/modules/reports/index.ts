import * as indexReports from "../../db/migrations/20261123i-index-reports";
import * as orderDayTotals from "../../db/migrations/20261123k-create-order-day-totals";
import * as purchaseTotals from "../../db/migrations/20261123m-create-purchase-totals";
import * as salesTotals from "../../db/migrations/20261123m-create-sales-totals";
import { reportPage, reports } from "../../reports";
import { defineModule } from "../module";
import { reportsRouter } from "./routes";

/**
 * The reports (api/src/reports/, one declaration each): a page per report under the "Reports" entry of
 * the group that owns its data, and its JSON, CSV and PDF answers.
 */
export default defineModule({
  name: "reports",
  pages: reports.map(reportPage),
  routes: (ctx) => reportsRouter(ctx, reports),
  migrations: {
    "20261123i-index-reports": indexReports,
    "20261123k-create-order-day-totals": orderDayTotals,
    "20261123m-create-purchase-totals": purchaseTotals,
    "20261123m-create-sales-totals": salesTotals,
  },
});
