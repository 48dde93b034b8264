import type { Knex } from "knex";
import type { Sql } from "./query";

export const defaultCountCap = 10_000;

export interface Total {
  total: number;
  /** True when the total passed the cap and is the planner's estimate. */
  estimated: boolean;
}

/**
 * Large sets' totals are reused for a few seconds: a list page opened again and again (paging, several
 * clerks on the same filter) then costs one query instead of two or three. A set is large when the
 * planner puts it above the cap, or when a capped count found it past the cap although the planner put
 * it below (then the next requests skip that count, which reads cap + 1 rows). Small ones are never
 * reused, since below the cap an exact count follows anyway; a large set's total is an estimate either way.
 */
const largeSets = new Map<string, { rows: number; at: number }>();
const largeSetReuseMs = 5000;
const keyOf = ({ sql, bindings }: Sql) => `${sql}\u0000${JSON.stringify(bindings)}`;
const rememberLarge = (filtered: Sql, rows: number) => {
  if (largeSets.size > 1000) largeSets.clear();
  largeSets.set(keyOf(filtered), { rows, at: Date.now() });
};

/** The planner's row estimate for a filtered set (`select 1 from ... where ...`): planning only, no rows are read. */
export const estimateRows = async (db: Knex, filtered: Sql, cap = defaultCountCap): Promise<number> => {
  const reused = largeSets.get(keyOf(filtered));
  if (reused && Date.now() - reused.at < largeSetReuseMs) return reused.rows;
  const { rows } = await db.raw(`explain (format json) ${filtered.sql}`, filtered.bindings);
  const plan = rows[0]["QUERY PLAN"];
  const estimate = Math.round((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"]);
  if (estimate > cap) rememberLarge(filtered, estimate);
  else largeSets.delete(keyOf(filtered));
  return estimate;
};

/** Exact count up to `cap`; the LIMIT inside bounds the work to cap + 1 rows. */
export const cappedCount = async (db: Knex, { sql, bindings }: Sql, cap: number): Promise<number> => {
  const { rows } = await db.raw(`select count(*) as count from (${sql} limit ?) as capped`, [...bindings, cap + 1]);
  return Number(rows[0].count);
};

/**
 * The total for a list page, costing the same on 1M rows as on 10k:
 * - a page shorter than asked for ends the set, so offset + rows is exact and free;
 * - a set the planner puts above the cap gets the planner's estimate (no rows read; searchable
 *   columns keep fine statistics so the estimate stays close);
 * - otherwise an exact count, bounded by the cap; past the cap, the estimate again.
 */
export const pageTotal = async (
  db: Knex,
  filtered: Sql,
  page: { offset: number; limit: number; rows: number } | undefined,
  estimate: number,
  cap = defaultCountCap,
): Promise<Total> => {
  if (page && page.rows < page.limit && (page.rows > 0 || page.offset === 0)) return { total: page.offset + page.rows, estimated: false };
  // Counting even with the LIMIT can mean reading ~cap/selectivity rows (a filter no index serves,
  // e.g. ILIKE '%ab%', read 80k rows to find 10,001): above the cap the estimate is the answer anyway.
  if (estimate > cap) return { total: estimate, estimated: true };
  const count = await cappedCount(db, filtered, cap);
  if (count <= cap) return { total: count, estimated: false };
  const total = Math.max(estimate, cap + 1);
  rememberLarge(filtered, total);
  return { total, estimated: true };
};

/** Exact up to `cap`, else the planner's estimate (for callers without a page at hand). */
export const boundedCount = async (db: Knex, filtered: Sql, cap = defaultCountCap): Promise<Total> =>
  pageTotal(db, filtered, undefined, await estimateRows(db, filtered), cap);
