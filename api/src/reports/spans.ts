import type { Range } from "./types";

/**
 * Which rows of a summary kept per day, per month and per calendar year (grain 'd', 'm', 'y', start =
 * the first day; migration 20261123y) cover a period: its whole years from the year rows, its other
 * whole months from the month rows, the days left from the day rows. Each row is read whole, and every
 * day of the period is counted once. `single`: one row per key covers the period (a calendar month
 * or year, or one day), so the rows need no grouping.
 */
type Part = { grain: "d" | "m" | "y"; first: string; last: string };

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const plusDays = (value: string, days: number) => {
  const date = day(value);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
};
const firstOfNextMonth = (value: string) => {
  const date = day(value);
  return iso(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
};

/** [first, last] as whole months (grain 'm', by their first days) and the days before and after them. */
const monthParts = (first: string, last: string): Part[] => {
  if (first > last) return [];
  const fromMonth = first.endsWith("-01") ? first : firstOfNextMonth(first);
  const afterLast = plusDays(last, 1);
  const toMonth = afterLast.endsWith("-01") ? afterLast : `${last.slice(0, 7)}-01`; // first day after the whole months
  if (fromMonth >= toMonth) return [{ grain: "d", first, last }];
  const parts: Part[] = [];
  if (first < fromMonth) parts.push({ grain: "d", first, last: plusDays(fromMonth, -1) });
  parts.push({ grain: "m", first: fromMonth, last: `${plusDays(toMonth, -1).slice(0, 7)}-01` });
  if (toMonth <= last) parts.push({ grain: "d", first: toMonth, last });
  return parts;
};

export const spanParts = ({ from, to }: Pick<Range, "from" | "to">): Part[] => {
  const first = String(from).slice(0, 10);
  const last = String(to).slice(0, 10);
  const [fromYear, toYear] = [Number(first.slice(0, 4)), Number(last.slice(0, 4))];
  const firstWhole = first.endsWith("-01-01") ? fromYear : fromYear + 1;
  const lastWhole = last.endsWith("-12-31") ? toYear : toYear - 1;
  if (firstWhole > lastWhole) return monthParts(first, last);
  return [
    ...monthParts(first, `${firstWhole - 1}-12-31`),
    { grain: "y", first: `${firstWhole}-01-01`, last: `${lastWhole}-01-01` },
    ...monthParts(`${lastWhole + 1}-01-01`, last),
  ];
};

/** The condition on a summary (aliased `alias`) for a period, its bindings, and whether it is a single row per key. */
export const spanOf = (range: Pick<Range, "from" | "to">, alias = "t") => {
  const parts = spanParts(range);
  return {
    sql: `(${parts.map(() => `(${alias}.grain = ? and ${alias}.start between ?::date and ?::date)`).join(" or ")})`,
    bindings: parts.flatMap((p) => [p.grain, p.first, p.last]),
    single: parts.length === 1 && parts[0].first === parts[0].last,
  };
};

/**
 * The summary's figures per key over a period: summed over the covering rows, or read as they are
 * when one row per key covers it. `columns` are expressions over one row (`t.amount - t.returns`),
 * `present` the counts of which one must be positive for a key to appear (`t.lines`). `sharded`: the
 * summary keeps a key's period in several rows (a shard each, migration 20261204a), always summed.
 */
export const summedOver = (
  range: Pick<Range, "from" | "to">,
  table: string,
  key: string,
  columns: Record<string, string>,
  present: string[],
  { sharded = false } = {},
) => {
  const span = spanOf(range, "t");
  const single = span.single && !sharded;
  const list = Object.entries(columns).map(([name, expr]) => `${single ? expr : `sum(${expr})`} as ${name}`);
  const sql = single
    ? `select t.${key}, ${list.join(", ")} from ${table} t where ${span.sql} and (${present.map((c) => `${c} > 0`).join(" or ")})`
    : `select t.${key}, ${list.join(", ")} from ${table} t where ${span.sql} group by t.${key}
       having ${present.map((c) => `sum(${c}) > 0`).join(" or ")}`;
  return { sql, bindings: span.bindings };
};
