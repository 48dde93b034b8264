import { monthlyFigures } from "./figures";
import { defineReport } from "./types";

/**
 * A year month by month: sales (the goods of sales orders, refunds netted), purchases, other incomes,
 * expenses and salary as booked in accounting, and the net of them (money in less money out).
 */
export default defineReport({
  name: "summary",
  group: "accounting",
  params: "year",
  sections: [
    {
      name: "by-month",
      columns: [
        { name: "month", type: "month" },
        { name: "sales", type: "money" },
        { name: "purchases", type: "money" },
        { name: "incomes", type: "money" },
        { name: "expenses", type: "money" },
        { name: "salary", type: "money" },
        { name: "net", type: "money" },
      ],
      order: "month",
      sql: (db, range) =>
        db.raw(`select month, sales, purchases, incomes, expenses, salary, sales + incomes - purchases - expenses - salary as net from (?) f`, [
          monthlyFigures(db, range),
        ]),
    },
  ],
  chart: { section: "by-month", kind: "column", x: "month", y: ["sales", "purchases", "incomes", "expenses", "salary"] },
});
