import { defineEntity } from "./types";

/**
 * The monthly attendance sheet of one employee ("Attendance (monthly)"): the hours are computed from
 * the daily records by the work schedule (`POST /api/attendances/compute {month}`); the leave days are
 * entered, and survive a recompute.
 */
export default defineEntity({
  name: "attendances",
  table: "attendances",
  group: "human-resource",
  menuParent: "attendance",
  route: "/human-resource/attendance",
  label: "year_month",
  title: ["employee_id", "year_month"],
  operations: ["edit"],
  actions: ["compute"],
  fields: {
    employee_id: { type: "ref", ref: "employees", searchable: true, readOnly: true, sortable: true, filterable: true },
    year_month: { type: "string", format: "month", readOnly: true, maxLength: 7, sortable: true, filterable: true },
    days_worked: { type: "integer", readOnly: true, sortable: true },
    working_hours: { type: "number", readOnly: true },
    late_hours: { type: "number", readOnly: true },
    ot_hours: { type: "number", readOnly: true },
    no_pay_leave_days: { type: "number", min: 0, max: 31, default: 0 },
    annual_leave_days: { type: "number", min: 0, max: 31, default: 0 },
    sick_leave_days: { type: "number", min: 0, max: 31, default: 0 },
  },
  defaultSort: { field: "year_month", order: "desc" },
});
