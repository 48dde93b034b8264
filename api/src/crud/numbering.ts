import type { Knex } from "knex";
import { ApiError, msg } from "../http/errors";

/**
 * One series of document numbers, `<prefix>-<year>-<n>` (SO-2026-000001, CT-2026-0001), running per
 * year in a counter table its module owns: one row per (kind, year) holding the last number taken.
 */
export interface NumberSeries {
  /** The counter table: columns `<kindColumn>`, `year`, `last`, primary key (kind, year). */
  table: string;
  /** The counter's kind column ("kind"; the vouchers' is "type"). */
  kindColumn?: string;
  kind: string;
  prefix: string;
  digits: number;
}

/** A document's number (`<prefix>-<year>-<n>`, n zero-padded to the series' digits). */
export const formatNumber = (series: NumberSeries, year: number, n: number) => `${series.prefix}-${year}-${String(n).padStart(series.digits, "0")}`;

/**
 * The year a document's date puts it in. The date is the document's own (YYYY-MM-DD), the company's
 * day: a date field left out on create has been given the company's today (config time zone, the
 * context's clock) by validation; never the database's current_date or the row's creation time.
 */
export const yearOf = (date: string): number => {
  const year = Number(/^(\d{4})-\d{2}-\d{2}$/.exec(date)?.[1]);
  if (!year) throw new Error(`a document number needs the document's date (YYYY-MM-DD), got ${JSON.stringify(date)}`);
  return year;
};

/**
 * The next number of the series in the year of `date`, taken in the caller's transaction. The counter
 * row is updated in place, so concurrent creates queue on its row lock until the holder commits or
 * rolls back; a rolled-back create gives its number back. Numbers are gapless and unique per year.
 */
export const takeNumber = async (trx: Knex.Transaction, series: NumberSeries, date: string): Promise<string> => {
  const year = yearOf(date);
  const kind = series.kindColumn ?? "kind";
  const { rows } = await trx.raw(
    `insert into ?? as c (??, year, last) values (?, ?, 1)
       on conflict (??, year) do update set last = c.last + 1
       returning last`,
    [series.table, kind, series.kind, year, kind],
  );
  return formatNumber(series, year, Number(rows[0].last));
};

/**
 * The number of a document whose date changes from `from` to `to`: undefined (kept) within a year;
 * in another year, the next number of the new year's series, and the old number given back to its
 * year. Only the last number taken in a year can be given back without leaving a gap, so any other
 * document is refused (409 naming it and the year). Both counters are locked in year order (two moves
 * in opposite directions never wait on each other in a cycle); the document's row is the caller's to lock.
 */
export const renumber = async (
  trx: Knex.Transaction,
  series: NumberSeries,
  number: string,
  from: string,
  to: string,
): Promise<string | undefined> => {
  const [fromYear, toYear] = [yearOf(from), yearOf(to)];
  if (fromYear === toYear) return undefined;
  const kind = series.kindColumn ?? "kind";
  await trx.raw(`insert into ?? (??, year, last) values (?, ?, 0), (?, ?, 0) on conflict (??, year) do nothing`, [
    series.table,
    kind,
    series.kind,
    fromYear,
    series.kind,
    toYear,
    kind,
  ]);
  const counters = await trx(series.table)
    .where(kind, series.kind)
    .whereIn("year", [fromYear, toYear])
    .orderBy("year")
    .forUpdate()
    .select("year", "last");
  const last = Number(counters.find((c: { year: number }) => Number(c.year) === fromYear)?.last);
  if (number !== formatNumber(series, fromYear, last)) throw new ApiError(409, msg("numberNotLast", { number, year: toYear, from: fromYear }));
  await trx(series.table).where(kind, series.kind).where("year", fromYear).decrement("last", 1);
  return takeNumber(trx, series, to);
};

/**
 * A numbered document's number on a write (a service's `prepare`): on create the next of its date's
 * year; on an edit that moves `dateField` into another year, renumbered (see renumber); otherwise
 * undefined (the number stays).
 */
export const numberOnWrite = async (
  trx: Knex.Transaction,
  series: NumberSeries,
  { table, dateField, values, id }: { table: string; dateField: string; values: Record<string, unknown>; id?: number },
): Promise<string | undefined> => {
  if (id === undefined) return takeNumber(trx, series, values[dateField] as string);
  if (typeof values[dateField] !== "string") return undefined;
  const current = await trx(table)
    .where({ id })
    .first("number", trx.raw("to_char(??, 'YYYY-MM-DD') as date", [dateField]));
  return renumber(trx, series, current.number, current.date, values[dateField] as string);
};
