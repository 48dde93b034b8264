import type { AppContext } from "../../context";
import { dateIn } from "../../clock";
import { balanceAt } from "./bank";

export interface MonthFigures {
  month: string;
  from: string;
  to: string;
  income: string;
  expense: string;
  net: string;
  bank_balance: string;
  unposted_vouchers: number;
  closed: boolean;
}

/** First and last day of a month (YYYY-MM). */
export const monthBounds = (month: string) => {
  const [year, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
};

/** The month before a month. */
export const previousMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
};

const figuresOf = async (ctx: AppContext, month: string): Promise<MonthFigures> => {
  const { from, to } = monthBounds(month);
  const { rows } = await ctx.db.raw(
    `select (select coalesce(sum(amount), 0) from incomes where deleted_at is null and date between ?::date and ?::date)::numeric(14,2)::text as income,
            (select coalesce(sum(amount), 0) from expenses where deleted_at is null and date between ?::date and ?::date)::numeric(14,2)::text as expense,
            (select count(*) from vouchers where deleted_at is null and status = 'draft' and date between ?::date and ?::date)::int as unposted_vouchers,
            exists (select 1 from accounting_periods where month = ?) as closed`,
    [from, to, from, to, from, to, month],
  );
  const { income, expense, unposted_vouchers, closed } = rows[0];
  const { rows: net } = await ctx.db.raw("select (?::numeric - ?::numeric)::numeric(14,2)::text as net", [income, expense]);
  return { month, from, to, income, expense, net: net[0].net, bank_balance: await balanceAt(ctx.db, to), unposted_vouchers, closed };
};

/** The accounting home: a month (default this one, company time zone) and the month before, side by side, and the last tax run. */
export const accountingSummary = async (ctx: AppContext, month = dateIn(ctx.clock.now(), ctx.config.timeZone).slice(0, 7)) => {
  const [current, previous] = await Promise.all([figuresOf(ctx, month), figuresOf(ctx, previousMonth(month))]);
  const lastTax = await ctx
    .db("taxes")
    .whereNull("deleted_at")
    .orderBy("month", "desc")
    .first("id", "month", "rate", "orders", "tax_amount", "run_at");
  return { months: [current, previous], last_tax: lastTax ?? null };
};
