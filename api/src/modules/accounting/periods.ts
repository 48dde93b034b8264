import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { ApiError, msg } from "../../http/errors";

/** The accounting month (YYYY-MM) a date (YYYY-MM-DD, or a Date's UTC day) falls in. */
export const monthOf = (date: string | Date): string => (typeof date === "string" ? date : date.toISOString()).slice(0, 7);

/** Whether the month of `date` is closed. */
export const isPeriodClosed = async (db: Knex, date: string | Date): Promise<boolean> =>
  Boolean(
    await db("accounting_periods")
      .where({ month: monthOf(date) })
      .first("month"),
  );

/** The advisory lock of one month (writes take it shared, close and reopen exclusive): class 7101, key YYYYMM. */
const lockKey = (month: string) => [7101, Number(month.replace("-", ""))];

/**
 * Refuses, with 409 "This period is closed", any booking, change or reversal dated in a closed
 * month. Call it inside the write's transaction: it holds the month's lock shared until the end, so
 * a close of that month waits for the write to commit (and a write waits for a running close).
 */
export const assertPeriodOpen = async (trx: Knex, date: string | Date): Promise<void> => {
  const month = monthOf(date);
  if (heldOpen.get(trx)?.has(month)) return;
  await trx.raw("select pg_advisory_xact_lock_shared(?, ?)", lockKey(month));
  const closed = await trx("accounting_periods").where({ month }).first("month");
  if (closed) throw new ApiError(409, msg("periodClosed"));
  if (!trx.isTransaction) return;
  let held = heldOpen.get(trx);
  if (!held) heldOpen.set(trx, (held = new Set()));
  held.add(month);
};

/**
 * The months a transaction found open and holds the lock of until it ends: a close cannot come
 * between, so asking again in the same transaction (an order's status change asks, then its stock
 * ledger and its posting ask for the same day) needs no statement. A savepoint is another object and
 * asks for itself.
 */
const heldOpen = new WeakMap<Knex, Set<string>>();

/**
 * The day a cost that belongs to `month` (YYYY-MM: the month salaries were worked) is booked on, on
 * the reports' accrual basis, when it is booked on `today`: today when it falls in that month; else
 * the month's last day (booked late) or first day (booked ahead) while the month is open; today once
 * the month is closed (a closed month never changes: the late cost lands in the month it is booked).
 * Holds the month's lock shared, as assertPeriodOpen does, so a close waits for the booking.
 */
export const accrualDate = async (trx: Knex, month: string, today: string): Promise<string> => {
  if (monthOf(today) === month) return today;
  const [y, m] = month.split("-").map(Number);
  const day = monthOf(today) > month ? `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}` : `${month}-01`;
  await trx.raw("select pg_advisory_xact_lock_shared(?, ?)", lockKey(month));
  return (await isPeriodClosed(trx, day)) ? today : day;
};

/** Closes a month (idempotent): nothing dated in it may be booked, changed or reversed any more. */
export const closePeriod = async (trx: Knex, month: string, actor: Actor): Promise<void> => {
  await trx.raw("select pg_advisory_xact_lock(?, ?)", lockKey(month));
  await trx("accounting_periods").insert({ month, closed_by: actor.userId }).onConflict("month").ignore();
};

/** Opens a closed month again (idempotent). */
export const reopenPeriod = async (trx: Knex, month: string): Promise<void> => {
  await trx.raw("select pg_advisory_xact_lock(?, ?)", lockKey(month));
  await trx("accounting_periods").where({ month }).delete();
};

/** The closed months, newest first. */
export const closedPeriods = (db: Knex): Promise<{ month: string; closed_at: string; closed_by: number | null }[]> =>
  db("accounting_periods").orderBy("month", "desc").select("month", "closed_at", "closed_by");
