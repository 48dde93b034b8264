import { defineEntity } from "./types";

/**
 * The payroll row of one salary record (one employee, one month), computed by the salary generation
 * and again when the record's adjustments change: OT bonus, no-pay leave, commission, adjustments,
 * subtotal (= payable), MPF of employee (the deduction) and employer, actual amount. Read-only; the
 * signature column stays blank until signed on the printed payroll.
 */
export default defineEntity({
  name: "payrolls",
  table: "payrolls",
  group: "human-resource",
  menuParent: "salary",
  route: "/human-resource/salary/payroll",
  label: "month",
  title: ["employee_id", "month"],
  operations: [],
  // written by the system in bulk, not record by record: no history of their own
  history: false,
  fields: {
    salary_id: { type: "ref", ref: "salaries", readOnly: true, unique: true, filterable: true, list: false },
    employee_id: { type: "ref", ref: "employees", searchable: true, readOnly: true, sortable: true, filterable: true },
    month: { type: "string", format: "month", readOnly: true, maxLength: 7, sortable: true, filterable: true },
    basic_salary: { type: "money", readOnly: true },
    working_days: { type: "integer", readOnly: true, list: false },
    ot_hours: { type: "number", readOnly: true, list: false },
    ot_multiplier: { type: "number", readOnly: true, list: false },
    ot_bonus: { type: "money", readOnly: true },
    no_pay_leave_days: { type: "number", readOnly: true, list: false },
    no_pay_leave: { type: "money", readOnly: true },
    commission: { type: "money", readOnly: true },
    adjustment: { type: "money", readOnly: true, min: -1_000_000_000 },
    subtotal: { type: "money", readOnly: true, min: -1_000_000_000 },
    payable: { type: "money", readOnly: true, min: -1_000_000_000, sortable: true },
    deduction: { type: "money", readOnly: true },
    employer_mpf: { type: "money", readOnly: true },
    actual_amount: { type: "money", readOnly: true, min: -1_000_000_000, sortable: true },
    amount_unit: { type: "string", readOnly: true, maxLength: 10 },
    signature: { type: "string", readOnly: true, maxLength: 200 },
    status: { type: "enum", values: ["unpaid", "paid"], readOnly: true, sortable: true, filterable: true },
  },
  defaultSort: { field: "month", order: "desc" },
  // beside its name (a search result, a card on a phone): what is paid, not the basic salary (the first amount)
  search: { detail: ["status", "actual_amount"] },
});
