import { monthlyFigures, stockValues } from "./figures";
import { defineReport } from "./types";

/**
 * A month's close: the income statement's figures for the month (accrual basis), purchases, the stock's value and the
 * bank balance at its start and end, and whether the month is closed. "Close period" (and ADMIN's
 * reopen) is the accounting module's (`POST /api/accounting-home/periods/:month/close|reopen`): a
 * closed month refuses back-dated incomes, expenses, vouchers and bank transactions with 409.
 */
export default defineReport({
  name: "closing",
  group: "accounting",
  params: "month",
  basis: "accrual",
  // a month is closed once it is over: the page opens on last month
  opens: "last",
  sections: [
    {
      name: "figures",
      columns: [
        { name: "month", type: "month" },
        { name: "revenue", type: "money" },
        { name: "cogs", type: "money" },
        { name: "gross_profit", type: "money" },
        { name: "shipping", type: "money" },
        { name: "other_income", type: "money" },
        { name: "purchases", type: "money" },
        { name: "expenses", type: "money" },
        { name: "salary", type: "money" },
        { name: "net_profit", type: "money" },
        { name: "stock_opening", type: "money", total: false },
        { name: "stock_closing", type: "money", total: false },
        { name: "bank_opening", type: "money", total: false },
        { name: "bank_closing", type: "money", total: false },
      ],
      order: "month",
      sql: (db, range) =>
        db.raw(
          `select f.month, f.sales as revenue, f.cogs, f.gross_profit, f.shipping, f.incomes as other_income, f.purchases, f.expenses, f.salary,
                  f.gross_profit + f.shipping + f.incomes - f.expenses - f.salary as net_profit,
                  sv.stock_opening, sv.stock_closing, b.bank_opening, b.bank_closing
             from (?) f, (?) sv,
                  (select coalesce(sum(credit - debit) filter (where date < ?::date), 0) as bank_opening,
                          coalesce(sum(credit - debit) filter (where date <= ?::date), 0) as bank_closing
                     from bank_daily_totals) b`,
          [monthlyFigures(db, range), stockValues(db, range), range.from, range.to],
        ),
    },
  ],
  status: async (db, { month }) => {
    const closed = await db("accounting_periods").where({ month }).first("closed_at", "closed_by");
    return { month, closed: Boolean(closed), closed_at: closed?.closed_at ?? null };
  },
});
