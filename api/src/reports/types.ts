import type { Knex } from "knex";
import type { MenuGroup, OrderStatus, ReportBasis, ReportOpens, ReportParams } from "../entities";

/**
 * The report declaration: one per report (api/src/reports/<name>.ts). From it come the page in the
 * registry (menu entry "Reports" of its group, Casbin object `<name>-report`), `GET /api/reports/<name>`
 * (JSON), `.csv` (streamed) and `.pdf`, and the admin's generic report screen.
 */

/** How a column's values are written: money and numbers as exact decimal strings, never floats. */
export type ColumnType = "string" | "date" | "month" | "integer" | "money" | "number" | "percent";

export interface ReportColumn {
  /** The SQL column of the section's rows (snake_case). */
  name: string;
  type: ColumnType;
  /** Label key; default `<name>-report.columns.<column>`. */
  label?: string;
  /**
   * In the totals row: summed (default for money and integer columns), left blank (false), or an
   * aggregate of its own over the section's rows, in SQL (a margin: sum(profit) * 100 / sum(revenue)).
   */
  total?: boolean | string;
}

/** The parameters, checked: the period they cover, in the company's time zone. */
export interface Range {
  from: string;
  to: string;
  month?: string;
  year?: number;
  /** The tax rate in percent, as given (month-rate reports). */
  rate?: string;
  /** The company's time zone: timestamps (the stock ledger's created_at) are read in it. */
  timeZone: string;
}

/** A part of a report: one table of rows from one set-based statement. */
export interface ReportSection {
  name: string;
  columns: readonly ReportColumn[];
  /** The rows, grouped in SQL (no loops over rows in JS); the engine adds order, limit and totals. */
  sql: (db: Knex, range: Range) => Knex.Raw;
  /** ORDER BY over the section's columns (SQL written here, never taken from a request). */
  order: string;
  /**
   * A smaller statement with the same columns whose rows include the section's first `limit` rows
   * in `order`, for a section whose full set is large and mostly unchanged by the period (the stock
   * of every product): the JSON's rows are read from it, the totals, the count and the CSV from `sql`.
   * The report tests check that both give the same first rows.
   */
  first?: (db: Knex, range: Range, limit: number) => Knex.Raw;
  /**
   * The totals and the count without listing every row (the stock of every product: the rows are
   * many, their sums come from a few aggregates): one row with `_count` and, by column name, the
   * total of each column that has one. The report tests check it against the totals of `sql`.
   */
  totals?: (db: Knex, range: Range) => Knex.Raw;
}

export interface ChartSpec {
  /** The section whose rows the chart draws (its first rows, in the section's order). */
  section: string;
  kind: "column" | "line" | "bar";
  x: string;
  /** One series per column. */
  y: readonly string[];
  /** At most this many points (default 24). */
  top?: number;
}

export interface ReportDef {
  /** kebab-case: `/api/reports/<name>`, page `<name>-report`. */
  name: string;
  /** The menu group that owns the data: its roles may read the report. */
  group: MenuGroup;
  params: ReportParams;
  /** The basis its figures are stated on (its page and its answer say it). */
  basis: ReportBasis;
  /** The period its page opens on and runs at once: this month / this year / this month so far (default), or the last complete one. */
  opens?: ReportOpens;
  sections: readonly ReportSection[];
  chart?: ChartSpec;
  /** Verbs of the report's page (e.g. `close` on the closing report). */
  actions?: readonly string[];
  /** State of the period beside the figures (the closing report: whether the month is closed). */
  status?: (db: Knex, range: Range) => Promise<Record<string, unknown>>;
}

export const defineReport = <const R extends ReportDef>(report: R): R => report;

/** Sales orders whose goods left stock: counted as sold; refunded ones are netted out as returns. */
export const soldStatuses = ["processing", "shipping", "completed", "returning", "refunded"] as const satisfies readonly OrderStatus[];
export const soldStatusList = soldStatuses.map((s) => `'${s}'`).join(", ");

/** The time-zone bounds of a range as SQL (bindings: from, zone, to, zone): [start, end). */
export const rangeStart = "(?::date)::timestamp at time zone ?";
export const rangeEnd = "(?::date + 1)::timestamp at time zone ?";

/**
 * The rows of a statement with the most of `measure` (an expression over its columns, aliased
 * `most`): at most `limit` of them and any tied with the last, or every row without a limit. For a
 * section's `first`, before its rows are joined with their names: a section ordered by `measure desc`
 * and then by a name has its first `limit` rows among these.
 */
export const mostOf = (sql: string, measure: string, limit?: number) =>
  limit === undefined ? sql : `select * from (${sql}) most order by ${measure} desc fetch first ${Math.trunc(limit)} rows with ties`;
