import { monthlyFigures } from "./figures";
import { defineReport } from "./types";

/**
 * A year's income statement on the accrual basis, per month and in total: revenue (the profit report's
 * net sales: orders completed less orders refunded in the month), cost of goods sold (the stock
 * ledger's cost of those goods), gross profit, shipping charged, other income, expenses and salary (in
 * the month worked), net profit; and the year's expenses by usage. Purchases are not expenses here:
 * goods reach it as their cost when sold. Revenue + shipping = the month's sales_order incomes less its
 * refund expenses; the other lines are the expense and income lists' sums for the month.
 */
export default defineReport({
  name: "income-statement",
  group: "accounting",
  params: "year",
  basis: "accrual",
  sections: [
    {
      name: "by-month",
      columns: [
        { name: "month", type: "month" },
        { name: "revenue", type: "money" },
        { name: "cogs", type: "money" },
        { name: "gross_profit", type: "money" },
        { name: "shipping", type: "money" },
        { name: "other_income", type: "money" },
        { name: "expenses", type: "money" },
        { name: "salary", type: "money" },
        { name: "net_profit", type: "money" },
      ],
      order: "month",
      sql: (db, range) =>
        db.raw(
          `select month, sales as revenue, cogs, gross_profit, shipping, incomes as other_income, expenses, salary,
                  gross_profit + shipping + incomes - expenses - salary as net_profit
             from (?) f`,
          [monthlyFigures(db, range)],
        ),
    },
    {
      name: "expenses-by-usage",
      columns: [
        { name: "usage", type: "string" },
        { name: "amount", type: "money" },
      ],
      order: "amount desc, usage",
      sql: (db, { from, to }) =>
        db.raw(
          `select usage, sum(amount) as amount from expenses
            where deleted_at is null and source in ('normal', 'salary') and date between ?::date and ?::date
            group by usage having sum(amount) <> 0`,
          [from, to],
        ),
    },
  ],
  chart: { section: "by-month", kind: "line", x: "month", y: ["revenue", "gross_profit", "net_profit"] },
});
