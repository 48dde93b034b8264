import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { AppContext } from "../../context";
import attendances from "../../entities/attendances";
import { readSchedule } from "./schedule";

/** The first day of a month and of the next one ("2026-11" -> ["2026-11-01", "2026-12-01"]). */
export const monthRange = (month: string): [string, string] => {
  const [year, m] = month.split("-").map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return [`${month}-01`, `${next}-01`];
};

/**
 * (Re)builds the monthly sheet of every active employee for a month, in one statement: per day,
 * worked = end - start - lunch; late = start after the schedule's start (work days); OT = worked
 * beyond the standard day (every minute on a day off). Sums in hours, two decimals. The entered
 * leave days of an existing sheet stay as they are. Two runs for one month wait for each other.
 */
export const computeAttendance = ({ db, modules }: Pick<AppContext, "db" | "modules">, month: string, actor: Actor) =>
  runAction(db, actor, { action: "compute", target: "attendances", entity: attendances }, async (trx) => {
    await trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`attendances:${month}`]);
    const schedule = await readSchedule(trx, modules.settings);
    const [from, to] = monthRange(month);
    const { rows } = await trx.raw(
      `with days as (
         -- "HH:MM" as minutes from midnight: integer arithmetic on the text, no time parsing per row
         select employee_id,
                extract(isodow from date)::int = any(cast(:workDays as int[])) as workday,
                substr(start_time, 1, 2)::int * 60 + substr(start_time, 4, 2)::int as start_minute,
                substr(end_time, 1, 2)::int * 60 + substr(end_time, 4, 2)::int as end_minute
           from attendance_days
          where deleted_at is null and date >= cast(:from as date) and date < cast(:to as date)
       ), worked as (
         select employee_id, workday, start_minute, greatest(end_minute - start_minute - :lunch, 0) as minutes from days
       ), totals as (
         select employee_id,
                count(*)::int as days_worked,
                round(sum(minutes) / 60.0, 2) as working_hours,
                round(sum(case when workday then greatest(start_minute - :start, 0) else 0 end) / 60.0, 2) as late_hours,
                round(sum(greatest(minutes - case when workday then :daily else 0 end, 0)) / 60.0, 2) as ot_hours
           from worked group by employee_id
       ), sheets as (
         select e.id as employee_id, coalesce(t.days_worked, 0) as days_worked, coalesce(t.working_hours, 0) as working_hours,
                coalesce(t.late_hours, 0) as late_hours, coalesce(t.ot_hours, 0) as ot_hours
           from employees e left join totals t on t.employee_id = e.id
          where e.deleted_at is null and e.status = 'active'
       ), upserted as (
         -- a sheet whose hours did not change is left alone (no new row version, no index churn)
         insert into attendances (employee_id, year_month, days_worked, working_hours, late_hours, ot_hours, created_by, updated_by)
         select employee_id, :month, days_worked, working_hours, late_hours, ot_hours, :user, :user from sheets
         on conflict (employee_id, year_month) where deleted_at is null do update
            set days_worked = excluded.days_worked, working_hours = excluded.working_hours, late_hours = excluded.late_hours,
                ot_hours = excluded.ot_hours, updated_at = now(), updated_by = excluded.updated_by
          where (attendances.days_worked, attendances.working_hours, attendances.late_hours, attendances.ot_hours)
                is distinct from (excluded.days_worked, excluded.working_hours, excluded.late_hours, excluded.ot_hours)
         returning 1
       )
       select (select count(*)::int from sheets) as count, (select count(*)::int from upserted) as changed`,
      {
        workDays: `{${schedule.workDays.join(",")}}`,
        from,
        to,
        lunch: schedule.lunchMinutes,
        start: Number(schedule.workStart.slice(0, 2)) * 60 + Number(schedule.workStart.slice(3, 5)),
        daily: schedule.dailyMinutes,
        month,
        user: actor.userId,
      },
    );
    return { month, count: rows[0].count as number, changed: rows[0].changed as number };
  });

export interface AttendanceReportRow {
  employee_id: number;
  employee_name: string;
  days_worked: number;
  working_hours: string;
  late_hours: string;
  ot_hours: string;
  no_pay_leave_days: string;
  annual_leave_days: string;
  sick_leave_days: string;
}

export const reportColumns = [
  "employee_name",
  "days_worked",
  "working_hours",
  "late_hours",
  "ot_hours",
  "no_pay_leave_days",
  "annual_leave_days",
  "sick_leave_days",
] as const;

/** The month's sheets, one row per employee (by name), and their totals. */
export const attendanceReport = async (db: Knex, month: string) => {
  const rows = (await db("attendances as a")
    .join("employees as e", "e.id", "a.employee_id")
    .where("a.year_month", month)
    .whereNull("a.deleted_at")
    .orderBy([{ column: "e.name" }, { column: "a.employee_id" }])
    .select(
      "a.employee_id",
      "e.name as employee_name",
      "a.days_worked",
      "a.working_hours",
      "a.late_hours",
      "a.ot_hours",
      "a.no_pay_leave_days",
      "a.annual_leave_days",
      "a.sick_leave_days",
    )) as AttendanceReportRow[];
  const [totals] = await db("attendances")
    .where("year_month", month)
    .whereNull("deleted_at")
    .select(
      db.raw("count(*)::int as employees"),
      db.raw("coalesce(sum(days_worked), 0)::int as days_worked"),
      ...["working_hours", "late_hours", "ot_hours", "no_pay_leave_days", "annual_leave_days", "sick_leave_days"].map((c) =>
        db.raw("coalesce(sum(??), 0)::numeric(12,2)::text as ??", [c, c]),
      ),
    );
  return { month, rows, totals };
};
