import { defineEntity } from "./types";

/**
 * One employee's salary for one month, written by the generation (`POST /api/salaries/generate
 * {month}`) with the month's payroll row: the basic salary from the employee, adjustments entered
 * as lines (an amount may be negative) while the record is unpaid, total = basic + adjustments.
 * Paying (`POST /api/salaries/pay`) books one salary expense and marks the records paid.
 */
export default defineEntity({
  name: "salaries",
  table: "salaries",
  group: "human-resource",
  menuParent: "salary",
  route: "/human-resource/salary/home",
  shortcut: "s",
  label: "month",
  title: ["employee_id", "month"],
  operations: ["edit"],
  actions: ["generate", "pay"],
  fields: {
    employee_id: { type: "ref", ref: "employees", searchable: true, readOnly: true, sortable: true, filterable: true },
    month: { type: "string", format: "month", readOnly: true, maxLength: 7, sortable: true, filterable: true },
    salary_date: { type: "date", readOnly: true, sortable: true, filterable: true },
    basic_salary: { type: "money", readOnly: true, sortable: true },
    adjustments: {
      type: "lines",
      table: "salary_adjustments",
      foreignKey: "salary_id",
      fields: {
        reason: { type: "string", required: true, maxLength: 200 },
        amount: { type: "money", required: true, min: -1_000_000_000 },
      },
    },
    total: { type: "money", readOnly: true, sortable: true },
    status: { type: "enum", values: ["unpaid", "paid"], readOnly: true, sortable: true, filterable: true },
    payment_id: { type: "integer", readOnly: true, list: false },
    paid_at: { type: "datetime", readOnly: true, list: false },
  },
  defaultSort: { field: "month", order: "desc" },
});
