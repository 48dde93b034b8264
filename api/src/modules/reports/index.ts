import { reportPage, reports } from "../../reports";
import { defineModule } from "../module";
import { migrations } from "./migrations";
import { reportsRouter } from "./routes";
import { summaryTables, summaryTriggers } from "./summaries";

/**
 * The reports (api/src/reports/, one declaration each): a page per report under the "Reports" entry of
 * the group that owns its data, and its JSON, CSV and PDF answers.
 */
export default defineModule({
  name: "reports",
  // the currency its documents write money in (settings.store)
  uses: ["settings"],
  pages: reports.map(reportPage),
  routes: (ctx) => reportsRouter(ctx, reports),
  // the summaries the reports read, kept by triggers on the orders', stock's and vendors' tables
  tables: summaryTables,
  triggers: summaryTriggers,
  migrations,
});
