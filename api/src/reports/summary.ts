import { monthlyFigures } from "./figures";
import { defineReport } from "./types";

/**
 * A year month by month on the accrual basis: sales (the goods of orders completed, less those refunded
 * in the month), shipping charged, purchases (goods received), other incomes, expenses and salary (the
 * month worked) as booked in accounting, and the net of them.
 */
export default defineReport({
  name: "summary",
  group: "accounting",
  params: "year",
  basis: "accrual",
  sections: [
    {
      name: "by-month",
      columns: [
        { name: "month", type: "month" },
        { name: "sales", type: "money" },
        { name: "shipping", type: "money" },
        { name: "purchases", type: "money" },
        { name: "incomes", type: "money" },
        { name: "expenses", type: "money" },
        { name: "salary", type: "money" },
        { name: "net", type: "money" },
      ],
      order: "month",
      sql: (db, range) =>
        db.raw(
          `select month, sales, shipping, purchases, incomes, expenses, salary, sales + shipping + incomes - purchases - expenses - salary as net
             from (?) f`,
          [monthlyFigures(db, range)],
        ),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["sales", "purchases", "incomes", "expenses", "salary"] },
});
