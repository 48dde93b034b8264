import { percentile } from "../load";
import { round1 } from "../summary";
import { reports } from "../../api/src/reports";
import { sectionStatement } from "../../api/src/reports/engine";
import { parseParams } from "../../api/src/reports/params";
import type { ReportDef } from "../../api/src/reports/types";
import type { TaskCase, TaskContext } from "./task";

/**
 * `reports`: every report (api/src/reports/) for one month and for a year, `GET /api/reports/<name>?...`
 * answered by the app child (session, Casbin, the statements, JSON), one request at a time, next to
 * the bare SQL it runs (the same section statements, run in parallel from the bench's own pool as the
 * app runs them). Budget: one month p95 <= 150 ms, a year p95 <= 600 ms.
 * The month is the last complete one; the year the current one (the large data set's orders end today).
 */

const budgets = { month: 150, year: 600 } as const;
const timeZone = process.env.APP_TIME_ZONE ?? "Asia/Hong_Kong";

const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The query strings of a report for one month and for a year, as its parameters allow. */
const scopes = (report: ReportDef): { scope: "month" | "year"; query: string }[] => {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth(); // last month, 1-based
  const [year, month] = m === 0 ? [y - 1, 12] : [y, m];
  const mm = `${year}-${String(month).padStart(2, "0")}`;
  switch (report.params) {
    case "month":
      return [{ scope: "month", query: `month=${mm}` }];
    case "month-rate":
      return [{ scope: "month", query: `month=${mm}&rate=5` }];
    case "year":
      return [{ scope: "year", query: `year=${y}` }];
    default:
      return [
        { scope: "month", query: `from=${mm}-01&to=${mm}-${lastDay(year, month)}` },
        { scope: "year", query: `from=${y}-01-01&to=${y}-12-31` },
      ];
  }
};

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

const run = async ({ db, origin, headers, settings, log }: TaskContext) => {
  const samples = Math.max(5, settings.rounds * 3);
  const rows: {
    report: string;
    scope: string;
    query: string;
    app: { p50: number; p95: number };
    bare: { p50: number; p95: number };
    budget: number;
  }[] = [];
  for (const report of reports) {
    for (const { scope, query } of scopes(report)) {
      const range = parseParams(report.params, Object.fromEntries(new URLSearchParams(query)), timeZone);
      const url = `${origin}/api/reports/${report.name}?${query}`;
      const request = async () => {
        const res = await fetch(url, { headers });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
      };
      const bare = () => Promise.all(report.sections.map((section) => sectionStatement(db, section, range)));
      // warm both (plans, caches), then alternate app and bare
      await request();
      await bare();
      const app: number[] = [];
      const sql: number[] = [];
      for (let i = 0; i < samples; i++) {
        app.push(await timed(request));
        sql.push(await timed(bare));
      }
      const stats = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)) };
      };
      const row = { report: report.name, scope, query, app: stats(app), bare: stats(sql), budget: budgets[scope] };
      rows.push(row);
      log(
        `${report.name.padEnd(17)} ${scope.padEnd(5)} app p50 ${row.app.p50} ms p95 ${row.app.p95} ms | bare SQL p50 ${row.bare.p50} ms p95 ${row.bare.p95} ms (budget ${row.budget} ms)`,
      );
    }
  }
  return {
    lines: rows.map(
      (r) =>
        `${r.report.padEnd(17)} ${r.scope.padEnd(5)} app p50/p95 ${r.app.p50}/${r.app.p95} ms, bare SQL ${r.bare.p50}/${r.bare.p95} ms (budget p95 <= ${r.budget} ms)`,
    ),
    figures: { samples, rows },
    checks: rows.map((r) => ({ name: `${r.report} (${r.scope}) p95 <= ${r.budget} ms`, ok: r.app.p95 <= r.budget, detail: `${r.app.p95} ms` })),
  };
};

export const reportsBench: TaskCase = {
  kind: "task",
  name: "reports",
  title: "GET /api/reports/<name> for a month and a year, each report, next to its bare SQL",
  data: { orders: 1_000_000, stock_movements: 100_000 },
  run,
};
