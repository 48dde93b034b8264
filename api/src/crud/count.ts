import type { Knex } from "knex";

export const defaultCountCap = 10_000;

export interface Total {
  total: number;
  /** True when the total passed the cap and is the planner's estimate. */
  estimated: boolean;
}

/**
 * Exact count up to `cap` (the LIMIT inside bounds the work), above it the planner's row estimate:
 * a list page then costs the same on 1M rows as on 10k.
 */
export const boundedCount = async (db: Knex, filtered: Knex.QueryBuilder, cap = defaultCountCap): Promise<Total> => {
  const limited = filtered.clone().clearSelect().clearOrder().select(db.raw("1")).limit(cap + 1);
  const { count } = (await db.count({ count: "*" }).from(limited.as("capped")).first()) as { count: number };
  if (Number(count) <= cap) return { total: Number(count), estimated: false };
  const sql = filtered.clone().clearSelect().clearOrder().select(db.raw("1")).toSQL();
  const { rows } = await db.raw(`explain (format json) ${sql.sql}`, sql.bindings as Knex.RawBinding[]);
  const plan = rows[0]["QUERY PLAN"];
  const estimate = Math.round((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"]);
  return { total: Math.max(estimate, cap + 1), estimated: true };
};
