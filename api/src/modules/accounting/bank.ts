import type { Knex } from "knex";
import type { Total } from "../../crud/count";
import { listPage } from "../../crud/list";
import type { ListQuery } from "../../crud/query";
import { CrudService, type Row } from "../../crud/service";
import { toCents } from "../../entities/money";
import { ApiError, type Message, msg } from "../../http/errors";

type Values = Record<string, unknown>;

/**
 * A list page with each row's running balance, in one statement (the page's own rows and order):
 * the balance before the oldest row of the page (per-day totals before its day, plus its earlier
 * rows that day) and a window over (date, id) from there to the newest row of the page. Computed
 * when read, so it can never drift from the rows.
 */
const withBalancesSql = (pageSql: string) => `
  with page as materialized (${pageSql}),
  lo as (select date, id from page order by date, id limit 1),
  hi as (select date, id from page order by date desc, id desc limit 1),
  opening as (
    select coalesce((select sum(t.credit - t.debit) from bank_daily_totals t where t.date < (select date from lo)), 0)
         + coalesce((select sum(b.credit - b.debit) from bank_transactions b
                      where b.deleted_at is null and b.date = (select date from lo) and b.id < (select id from lo)), 0) as amount
  ),
  -- the bounds as scalar subqueries (parameters), so the range is an index scan on (date, id)
  ranged as materialized (
    select b.id, (select amount from opening) + sum(b.credit - b.debit) over (order by b.date, b.id) as balance
      from bank_transactions b
     where b.deleted_at is null and b.date >= (select date from lo) and b.date <= (select date from hi)
       and (b.date > (select date from lo) or b.id >= (select id from lo))
       and (b.date < (select date from hi) or b.id <= (select id from hi))
  )
  select page.*, (select r.balance from ranged r where r.id = page.id) as balance from page`;

export interface PeriodBalance {
  from: string;
  to: string;
  opening: string;
  credit: string;
  debit: string;
  closing: string;
}

/** The opening and closing balance of a period (dates inclusive), from the per-day totals. */
export const periodBalance = async (db: Knex, from: string, to: string): Promise<PeriodBalance> => {
  const { rows } = await db.raw(
    `select coalesce(sum(credit - debit) filter (where date < ?::date), 0)::numeric(14,2)::text as opening,
            coalesce(sum(credit) filter (where date >= ?::date), 0)::numeric(14,2)::text as credit,
            coalesce(sum(debit) filter (where date >= ?::date), 0)::numeric(14,2)::text as debit,
            coalesce(sum(credit - debit), 0)::numeric(14,2)::text as closing
       from bank_daily_totals where date <= ?::date`,
    [from, from, from, to],
  );
  return { from, to, ...rows[0] };
};

/** The balance at the end of a day. */
export const balanceAt = async (db: Knex, date: string): Promise<string> => {
  const { rows } = await db.raw(
    "select coalesce(sum(credit - debit), 0)::numeric(14,2)::text as balance from bank_daily_totals where date <= ?::date",
    [date],
  );
  return rows[0].balance;
};

/**
 * Bank transactions: exactly one of debit and credit above zero (a per-field error otherwise), no
 * date in a closed period; each listed row carries its running balance.
 */
export class BankTransactionsService extends CrudService {
  override async list(query: ListQuery): Promise<{ rows: Row[] } & Total> {
    if (query.deleted) return super.list(query);
    return listPage(this.db, this.entity, [...new Set(["id", "date", ...this.listNames])], query, this.refTargets, withBalancesSql);
  }

  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    const current = id === undefined ? undefined : await trx("bank_transactions").where({ id }).first("debit", "credit");
    const side = (name: "debit" | "credit") => toCents(((values[name] === undefined ? current?.[name] : values[name]) as string | null) ?? "0");
    const [debit, credit] = [side("debit"), side("credit")];
    if (debit > 0n === credit > 0n) {
      const message: Message = msg(debit > 0n ? "bank-transactions.messages.bothSides" : "bank-transactions.messages.oneSide");
      throw ApiError.invalid({ debit: message, credit: message });
    }
    const columns = { ...values };
    if ("debit" in values) columns.debit = values.debit ?? "0.00";
    if ("credit" in values) columns.credit = values.credit ?? "0.00";
    return columns;
  }
}
