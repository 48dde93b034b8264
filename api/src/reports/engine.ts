import type { Knex } from "knex";
import { cursorRows } from "../db/cursor";
import type { ReportColumn, ReportDef, ReportSection, Range } from "./types";

/**
 * Runs report declarations: each section is one statement (the declaration's grouped rows as a CTE,
 * the first rows in the declared order and the totals over all of them, aggregated to JSON by
 * PostgreSQL), so a report is one round trip per section whatever its size. Money leaves the
 * database as exact decimal text.
 */

/** Rows of a section sent as JSON (and drawn in the PDF); the totals cover every row, the CSV has them all. */
export const rowLimit = 1000;

export type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

export interface SectionResult {
  name: string;
  columns: { name: string; type: ReportColumn["type"]; label: string }[];
  rows: ReportRow[];
  totals: ReportRow;
  /** How many rows the section has (the JSON carries at most `rowLimit`). */
  count: number;
  truncated: boolean;
}

export interface ReportResult {
  report: string;
  group: string;
  params: Omit<Range, "timeZone">;
  /** The basis the figures are stated on (`reports.basis.<basis>`). */
  basis: ReportDef["basis"];
  sections: SectionResult[];
  chart: ReportDef["chart"] | null;
  /** The report's `status` (the closing report: whether the month is closed), if it has one. */
  status?: Record<string, unknown>;
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`report column "${name}" is not a plain identifier`);
  return `"${name}"`;
};

export const labelOf = (report: ReportDef, column: ReportColumn) => column.label ?? `${report.name}-report.columns.${column.name}`;

/** A column as the answer carries it: money rounded to cents as text, numbers as text, integers as numbers. */
const cellSql = (column: ReportColumn, source = identifier(column.name)) => {
  switch (column.type) {
    case "money":
      return `round(${source}, 2)::text`;
    case "number":
    case "percent":
      return `(${source})::text`;
    case "integer":
      return `(${source})::bigint`;
    case "date":
      return `to_char(${source}, 'YYYY-MM-DD')`;
    default:
      return `(${source})::text`;
  }
};

/**
 * The rows numbered in the declared order, over their own values: an ORDER BY after the casts would
 * sort money as text ("60.00" after "200.00").
 */
const numbered = (section: ReportSection) => `(select *, row_number() over (order by ${section.order}) as _n from r) n`;

const selectList = (section: ReportSection) => section.columns.map((c) => `${cellSql(c)} as ${identifier(c.name)}`).join(", ");

const totalSql = (column: ReportColumn) => {
  const summed = column.total ?? (column.type === "money" || column.type === "integer");
  if (typeof column.total === "string") return cellSql(column, `(${column.total})`);
  if (!summed) return "null";
  return cellSql(column, `coalesce(sum(${identifier(column.name)}), 0)`);
};

/** A column's total as the section's `totals` statement (aliased t) states it. */
const statedTotalSql = (column: ReportColumn) =>
  (column.total ?? (column.type === "money" || column.type === "integer")) ? cellSql(column, `t.${identifier(column.name)}`) : "null";

/**
 * The section's statement: its first `limit` rows and its totals, as JSON, in one round trip. The
 * first rows come from the section's `first` statement when it has one, the totals from its `totals`
 * (`whole`: neither, to compare); when it has both, every row is never listed.
 */
export const sectionStatement = (db: Knex, section: ReportSection, range: Range, limit = rowLimit, whole = false) => {
  const first = !whole && section.first;
  const stated = !whole && section.totals;
  const totals = stated
    ? `(select json_build_object('_count', t._count, ${section.columns.map((c) => `'${c.name}', ${statedTotalSql(c)}`).join(", ")}) from stated t)`
    : `(select json_build_object('_count', count(*), ${section.columns.map((c) => `'${c.name}', ${totalSql(c)}`).join(", ")}) from r)`;
  return db.raw(
    `with r as (?)${first ? ", f as (?)" : ""}${stated ? ", stated as (?)" : ""}
     select (select coalesce(jsonb_agg(to_jsonb(x) - '_n' order by x._n), '[]'::jsonb)
               from (select ${selectList(section)}, row_number() over (order by ${section.order}) as _n
                       from (select * from ${first ? "f" : "r"} order by ${section.order} limit ?) t) x) as rows,
            ${totals} as totals`,
    [section.sql(db, range), ...(first ? [first(db, range, limit)] : []), ...(stated ? [stated(db, range)] : []), limit],
  );
};

const parsed = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

export const runSection = async (db: Knex, report: ReportDef, section: ReportSection, range: Range): Promise<SectionResult> => {
  const { rows } = await sectionStatement(db, section, range);
  const { _count, ...totals } = parsed<ReportRow>(rows[0].totals);
  const count = Number(_count);
  return {
    name: section.name,
    columns: section.columns.map((c) => ({ name: c.name, type: c.type, label: labelOf(report, c) })),
    rows: parsed<ReportRow[]>(rows[0].rows),
    totals,
    count,
    truncated: count > rowLimit,
  };
};

export const runReport = async (db: Knex, report: ReportDef, range: Range): Promise<ReportResult> => {
  const { timeZone: _zone, ...params } = range;
  const [sections, status] = await Promise.all([
    Promise.all(report.sections.map((section) => runSection(db, report, section, range))),
    report.status?.(db, range),
  ]);
  return {
    report: report.name,
    group: report.group,
    params,
    basis: report.basis,
    sections,
    chart: report.chart ?? null,
    ...(status ? { status } : {}),
  };
};

/** Every row of one section in the declared order, through a cursor in batches (the CSV export). */
export async function* sectionRows(db: Knex, section: ReportSection, range: Range, batch = 1000): AsyncGenerator<ReportRow> {
  const statement = db.raw(`with r as (?) select ${selectList(section)} from ${numbered(section)} order by _n`, [section.sql(db, range)]).toSQL();
  yield* cursorRows<ReportRow>(db, statement, batch);
}
