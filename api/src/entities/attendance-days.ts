import { defineEntity } from "./types";

/**
 * One employee's attendance on one day: when they started and ended work (HH:MM, end after start),
 * one record per employee and date. Entered on a screen or imported by CSV (all or nothing); the
 * monthly sheet (`attendances`) is computed from them.
 */
export default defineEntity({
  name: "attendance-days",
  table: "attendance_days",
  group: "human-resource",
  menuParent: "attendance",
  route: "/human-resource/attendance/daily",
  label: "date",
  title: ["employee_id", "date"],
  importable: true,
  fields: {
    employee_id: { type: "ref", ref: "employees", searchable: true, required: true, sortable: true, filterable: true },
    date: { type: "date", required: true, default: "today", sortable: true, filterable: true },
    start_time: { type: "string", format: "time", required: true, maxLength: 5 },
    end_time: { type: "string", format: "time", required: true, maxLength: 5 },
  },
  defaultSort: { field: "date", order: "desc" },
});
