import type { Generator } from "./sql";
import { rowCountOf, textArray } from "./sql";

const holders = [
  "Harbour View Trading Ltd",
  "Kowloon Bay Logistics",
  "CLP Power",
  "Wan Chai Properties",
  "HSBC",
  "Lantau Coffee House",
  "Payroll",
  "Inland Revenue Department",
];
const usages = ["Office rent", "Electricity", "Stationery", "Taxi", "Courier", "Internet", "Cleaning", "Repairs", "Advertising", "Travel"];
const methods = ["cash", "bank transfer", "cheque", "credit card", "autopay"];

/**
 * A year of bank transactions, oldest first (ids follow the dates), 55% credits; exactly the trash
 * share deleted (spread by a stride prime to the total). The per-day totals are rebuilt from the rows afterwards (a truncate does not fire the
 * row triggers that keep them).
 */
export const bankTransactions: Generator = {
  table: "bank_transactions",
  also: ["bank_daily_totals"],
  defaultCount: 500_000,
  async generate(trx, count, { trashShare }) {
    const total = count + Math.round(count * trashShare);
    const result = await trx.raw(
      `insert into bank_transactions (date, holder_name, transaction_number, debit, credit, description, created_at, updated_at, deleted_at)
       select current_date - 365 + floor((g.i - 1) * 366.0 / ?)::int,
              (?::text[])[1 + floor(random() * 8)::int],
              'BT-' || lpad(g.i::text, 8, '0'),
              case when g.credit then 0 else round((5 + power(random(), 3) * 20000)::numeric, 2) end,
              case when g.credit then round((5 + power(random(), 3) * 30000)::numeric, 2) else 0 end,
              case when random() < 0.3 then 'Ref ' || g.i end,
              now(), now(),
              case when (g.i::bigint * 7919) % ? < ? then now() - random() * interval '40 hours' end
         from (select i, random() < 0.55 as credit from generate_series(1, ?::int) as i) as g`,
      [total, textArray(holders), total, total - count, total],
    );
    await trx.raw("delete from bank_daily_totals");
    await trx.raw(
      `insert into bank_daily_totals (date, credit, debit, count)
       select date, sum(credit), sum(debit), count(*) from bank_transactions where deleted_at is null group by date`,
    );
    return rowCountOf(result, total);
  },
};

/** A year of hand-entered incomes (normal), a few a day. */
export const incomes: Generator = {
  table: "incomes",
  defaultCount: 50_000,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into incomes (date, amount, source, reference, payment_method, description)
       select current_date - 365 + floor((g - 1) * 366.0 / ?)::int, round((10 + power(random(), 2) * 5000)::numeric, 2), 'normal',
              'IN-' || g, (?::text[])[1 + floor(random() * 5)::int], null
         from generate_series(1, ?::int) as g`,
      [count, textArray(methods), count],
    );
    return rowCountOf(result, count);
  },
};

/** A year of hand-entered expenses (normal). */
export const expenses: Generator = {
  table: "expenses",
  defaultCount: 50_000,
  async generate(trx, count) {
    const result = await trx.raw(
      `insert into expenses (date, amount, usage, paid_by, payment_method, source)
       select current_date - 365 + floor((g - 1) * 366.0 / ?)::int, round((5 + power(random(), 2) * 3000)::numeric, 2),
              (?::text[])[1 + floor(random() * 10)::int], 'Accounts', (?::text[])[1 + floor(random() * 5)::int], 'normal'
         from generate_series(1, ?::int) as g`,
      [count, textArray(usages), textArray(methods), count],
    );
    return rowCountOf(result, count);
  },
};
