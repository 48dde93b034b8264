import type { ReportBasis, ReportOpens, ReportParams } from "@erp/api/entities";
import dayjs, { type Dayjs } from "dayjs";

/** What `GET /api/reports/<name>` answers (api/src/reports/engine.ts). */
export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;
export interface ReportColumn {
  name: string;
  type: "string" | "date" | "month" | "integer" | "money" | "number" | "percent";
  label: string;
}
export interface ReportSection {
  name: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: ReportRow;
  count: number;
  truncated: boolean;
}
export interface ChartSpec {
  section: string;
  kind: "column" | "line" | "bar";
  x: string;
  y: string[];
  top?: number;
}
export interface ReportResult {
  report: string;
  params: Record<string, string | number>;
  /** The basis the figures are stated on (`reports.basis.<basis>`). */
  basis: ReportBasis;
  sections: ReportSection[];
  chart: ChartSpec | null;
  /** The closing report: the month and whether it is closed. */
  status?: { month?: string; closed?: boolean };
}

/** The pickers' values. */
export interface ParamValues {
  month?: Dayjs | null;
  period?: [Dayjs | null, Dayjs | null] | null;
  year?: Dayjs | null;
  rate?: number | null;
}

/** The query string of a report's parameters as the API names them; null while one is missing. */
export const paramsQuery = (kind: ReportParams, values: ParamValues): Record<string, string> | null => {
  if (kind === "month") return values.month ? { month: values.month.format("YYYY-MM") } : null;
  if (kind === "year") return values.year ? { year: values.year.format("YYYY") } : null;
  if (kind === "month-rate")
    return values.month && values.rate !== null && values.rate !== undefined
      ? { month: values.month.format("YYYY-MM"), rate: String(values.rate) }
      : null;
  const [from, to] = values.period ?? [];
  return from && to ? { from: from.format("YYYY-MM-DD"), to: to.format("YYYY-MM-DD") } : null;
};

/** The catalogue key a missing parameter answers with (as the API does). */
export const missingMessage = (kind: ReportParams) =>
  ({ month: "messages.selectMonth", period: "messages.selectPeriod", year: "messages.selectYear", "month-rate": "messages.yearMonthTaxRate" })[kind];

/** A download's address: `/api/reports/<name>.<ext>?<params>&section&lang`. */
export const downloadUrl = (apiUrl: string, report: string, ext: "csv" | "pdf", query: Record<string, string>, extra: Record<string, string> = {}) =>
  `${apiUrl}/reports/${report}.${ext}?${new URLSearchParams({ ...query, ...extra }).toString()}`;

export const isNumericColumn = (column: Pick<ReportColumn, "type">) => ["integer", "money", "number", "percent"].includes(column.type);

/** Chart points in long form (one per x and series), numbers from the exact strings. */
export const chartPoints = (spec: ChartSpec, section: ReportSection, label: (column: string) => string) =>
  section.rows
    .slice(0, spec.top ?? 24)
    .flatMap((row) => spec.y.map((y) => ({ x: String(row[spec.x] ?? ""), series: label(y), value: Number(row[y] ?? 0) })));

/**
 * What a report's page opens on, so it runs at once: this month, this year, or this month so far
 * (`opens: "last"`: the last complete month or year, e.g. a month's close). A tax rate has no default.
 */
export const openingValues = (kind: ReportParams, opens: ReportOpens = "current", today: Dayjs = dayjs()): ParamValues => {
  const unit = kind === "year" ? "year" : "month";
  const at = opens === "last" ? today.subtract(1, unit) : today;
  if (kind === "year") return { year: at.startOf("year") };
  if (kind === "period") return { period: opens === "last" ? [at.startOf("month"), at.endOf("month")] : [at.startOf("month"), today] };
  return { month: at.startOf("month") };
};
