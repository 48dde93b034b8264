import { dateIn } from "../../clock";
import type { DemoContext } from "../module";
import { computeAttendance, monthRange } from "./attendance";
import { generateSalaries } from "./salary";

/** The month before `today`'s ("2026-11-23" -> "2026-10"). */
const previousMonth = (today: string) => {
  const [year, month] = today.slice(0, 7).split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
};

/**
 * Last month's attendance of the staff (work days; some late mornings and evenings of overtime,
 * varying by person and day), the month's sheets computed, a day of no-pay leave and of annual
 * leave, and the month's salary generated (unpaid, one adjustment), so every HR screen has data.
 */
export const seedHrDemo = async (ctx: DemoContext) => {
  const { db, actor } = ctx;
  const month = previousMonth(dateIn(ctx.clock.now(), ctx.config.timeZone));
  const staff = (await db("employees").whereNull("deleted_at").where({ status: "active" }).orderBy("id").select("id", "name")) as {
    id: number;
    name: string;
  }[];
  if (!staff.length) return;
  const [from, to] = monthRange(month);
  const days: Record<string, unknown>[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day < new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const date = day.toISOString().slice(0, 10);
    staff.forEach((employee, i) => {
      const n = day.getUTCDate() + i * 3;
      const start = n % 7 === 0 ? "09:25" : n % 5 === 0 ? "09:10" : "08:55";
      const end = n % 4 === 0 ? "20:30" : n % 6 === 0 ? "19:00" : "18:05";
      days.push({ employee_id: employee.id, date, start_time: start, end_time: end, created_by: actor.userId, updated_by: actor.userId });
    });
  }
  await db("attendance_days").insert(days);
  await computeAttendance(ctx, month, actor);
  if (staff[1]) await db("attendances").where({ employee_id: staff[1].id, year_month: month }).update({ no_pay_leave_days: 1 });
  if (staff[2]) await db("attendances").where({ employee_id: staff[2].id, year_month: month }).update({ annual_leave_days: 2, sick_leave_days: 1 });
  await generateSalaries(ctx, month, actor);
  const first = await db("salaries").where({ employee_id: staff[0].id, month }).first("id", "basic_salary");
  if (first) await ctx.services.get("salaries")!.update(first.id, { adjustments: [{ reason: "Travel allowance", amount: "800.00" }] }, actor);
};
