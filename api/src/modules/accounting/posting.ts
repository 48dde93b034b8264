import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { dateIn } from "../../clock";
import type { ServiceContext } from "../../crud/service";
import { expenseSources, type ExpenseSource } from "../../entities/expenses";
import { incomeSources, type IncomeSource } from "../../entities/incomes";
import { fromCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { accrualDate, assertPeriodOpen } from "./periods";

/**
 * The posting service (`ctx.modules.accounting.posting`): the one way other modules (sales orders, purchase orders, payroll, partner
 * advances) book money. Every call runs inside the caller's transaction (`trx`), so a booking
 * commits or rolls back with the change that caused it.
 *
 * Idempotent on (kind, source, reference_id): booking the same thing twice returns the first
 * booking (a unique partial index backs it, so concurrent calls book once too). A booking is never
 * edited: `reverseBooking` writes a counter-row (same source and reference, negated amount,
 * `reversal_of` the original) and marks the original `reversed_by`; after that the same
 * (source, reference_id) can be booked afresh. Nothing may be dated in a closed period (409).
 */

export interface IncomeEntry {
  date: string;
  /** "123.45": more than zero, at most two decimals. */
  amount: string;
  source: IncomeSource;
  reference: string;
  reference_id: number;
  customer_id?: number | null;
  partner_id?: number | null;
  payment_method?: string | null;
  description?: string | null;
}

export interface ExpenseEntry {
  date: string;
  amount: string;
  source: ExpenseSource;
  reference: string;
  reference_id: number;
  usage: string;
  paid_by?: string | null;
  payment_method?: string | null;
  transaction_id?: string | null;
  description?: string | null;
}

export type BookingKind = "income" | "expense";

export interface Reversal {
  kind: BookingKind;
  source: IncomeSource | ExpenseSource;
  reference_id: number;
  /** The reversal's date (the posting service gives the company's today by default). */
  date: string;
}

const tables = { income: "incomes", expense: "expenses" } as const;
const sources: Record<BookingKind, readonly string[]> = { income: incomeSources, expense: expenseSources };

/** The unique index a booking conflicts on: one live, unreversed booking per (source, reference_id). */
const bookingConflict =
  "on conflict (source, reference_id) where reference_id is not null and reversal_of is null and reversed_by is null and deleted_at is null do nothing";

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Checks what every booking carries; a caller's mistake is a 400 naming the field. */
const checkEntry = (kind: BookingKind, entry: { date: string; amount: string; source: string; reference_id: number }) => {
  const resource = tables[kind];
  // `normal` is the clerks' source: a booking has a source of its own (its key never meets a hand-entered row)
  if (!sources[kind].includes(entry.source) || entry.source === "normal")
    throw ApiError.invalid({ source: msg(`${resource}.messages.unknownSource`, { source: String(entry.source) }) });
  if (typeof entry.date !== "string" || !datePattern.test(entry.date) || Number.isNaN(Date.parse(entry.date)))
    throw ApiError.invalid({ date: msg("invalidDate") });
  if (!Number.isInteger(entry.reference_id) || entry.reference_id <= 0) throw ApiError.invalid({ reference_id: msg("invalidValue") });
  let cents: bigint;
  try {
    cents = toCents(entry.amount);
  } catch {
    throw ApiError.invalid({ amount: msg("invalidMoney") });
  }
  if (cents < 0n) throw ApiError.invalid({ amount: msg("negative") });
  if (cents === 0n) throw ApiError.invalid({ amount: msg(`${resource}.messages.amountPositive`) });
  return fromCents(cents);
};

/** The live, unreversed booking of (source, reference_id), if any. */
const liveBooking = (trx: Knex, table: string, source: string, referenceId: number) =>
  trx(table)
    .where({ source, reference_id: referenceId })
    .whereNull("reversal_of")
    .whereNull("reversed_by")
    .whereNull("deleted_at")
    .first("id", "date", "amount", "reference");

/** Books once: the existing booking if there is one, else a new row (period checked); a concurrent twin is found after its commit. */
const book = async (
  trx: Knex.Transaction,
  actor: Actor,
  kind: BookingKind,
  row: Record<string, unknown> & { source: string; reference_id: number; date: string },
) => {
  const table = tables[kind];
  const existing = await liveBooking(trx, table, row.source, row.reference_id);
  if (existing) return { id: existing.id as number };
  await assertPeriodOpen(trx, row.date);
  const { sql, bindings } = trx(table)
    .insert({ ...row, created_by: actor.userId, updated_by: actor.userId })
    .toSQL();
  const { rows } = await trx.raw(`${sql} ${bookingConflict} returning id`, bindings as readonly Knex.Value[]);
  if (rows.length) return { id: rows[0].id as number };
  const twin = await liveBooking(trx, table, row.source, row.reference_id);
  if (!twin) throw new ApiError(409, msg("conflict"));
  return { id: twin.id as number };
};

/** Books money received (a completed sales order, a partner's advance...): once per (source, reference_id). */
export const bookIncome = async (trx: Knex.Transaction, actor: Actor, entry: IncomeEntry): Promise<{ id: number }> => {
  const amount = checkEntry("income", entry);
  return book(trx, actor, "income", {
    date: entry.date,
    amount,
    source: entry.source,
    reference: entry.reference,
    reference_id: entry.reference_id,
    customer_id: entry.customer_id ?? null,
    partner_id: entry.partner_id ?? null,
    payment_method: entry.payment_method ?? null,
    description: entry.description ?? null,
  });
};

/** Books money paid (a purchase order, a salary, a refund...): once per (source, reference_id). */
export const bookExpense = async (trx: Knex.Transaction, actor: Actor, entry: ExpenseEntry): Promise<{ id: number }> => {
  const amount = checkEntry("expense", entry);
  if (typeof entry.usage !== "string" || !entry.usage.trim()) throw ApiError.invalid({ usage: msg("required") });
  return book(trx, actor, "expense", {
    date: entry.date,
    amount,
    source: entry.source,
    reference: entry.reference,
    reference_id: entry.reference_id,
    usage: entry.usage.trim().slice(0, 200),
    paid_by: entry.paid_by ?? null,
    payment_method: entry.payment_method ?? null,
    transaction_id: entry.transaction_id ?? null,
    description: entry.description ?? null,
  });
};

/**
 * Reverses the live booking of (kind, source, reference_id): a counter-row dated `date` with the
 * negated amount, linked both ways. Returns the counter-row, or null when there is nothing live to
 * reverse (never booked, or already reversed): calling it twice reverses once.
 */
export const reverseBooking = async (trx: Knex.Transaction, actor: Actor, reversal: Reversal): Promise<{ id: number } | null> => {
  const table = tables[reversal.kind];
  if (!table) throw ApiError.badRequest("badRequest");
  if (!sources[reversal.kind].includes(reversal.source) || reversal.source === "normal")
    throw ApiError.invalid({ source: msg(`${table}.messages.unknownSource`, { source: String(reversal.source) }) });
  const { date } = reversal;
  if (typeof date !== "string" || !datePattern.test(date)) throw ApiError.invalid({ date: msg("invalidDate") });
  const original = await trx(table)
    .where({ source: reversal.source, reference_id: reversal.reference_id })
    .whereNull("reversal_of")
    .whereNull("reversed_by")
    .whereNull("deleted_at")
    .first("*")
    .forUpdate();
  if (!original) return null;
  await assertPeriodOpen(trx, date);
  const { id: _id, created_at: _c, updated_at: _u, deleted_at: _d, custom_fields: _cf, reversed_by: _r, ...copy } = original;
  const [counter] = await trx(table)
    .insert({
      ...copy,
      date,
      amount: fromCents(-toCents(original.amount)),
      reversal_of: original.id,
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning("id");
  await trx(table).where({ id: original.id }).update({ reversed_by: counter.id, updated_by: actor.userId, updated_at: trx.fn.now() });
  return { id: counter.id as number };
};

/**
 * What the accounting module provides other modules: bookings in the caller's transaction; a reversal
 * dated today by default (the context's clock, the company's time zone); the day a cost of a month
 * (salaries: the month worked) is booked on, on the accrual basis (periods.ts: accrualDate).
 */
export const postingService = ({ clock, config }: Pick<ServiceContext, "clock" | "config">) => ({
  bookIncome,
  bookExpense,
  accrualDate: (trx: Knex.Transaction, month: string) => accrualDate(trx, month, dateIn(clock.now(), config.timeZone)),
  reverseBooking: (trx: Knex.Transaction, actor: Actor, reversal: Omit<Reversal, "date"> & { date?: string }) =>
    reverseBooking(trx, actor, { ...reversal, date: reversal.date ?? dateIn(clock.now(), config.timeZone) }),
});

export type PostingService = ReturnType<typeof postingService>;
