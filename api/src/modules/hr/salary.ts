import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { AppContext } from "../../context";
import salaries from "../../entities/salaries";
import { fromCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { monthRange } from "./attendance";
import { computePayroll, lastDayOf, payrollColumns, scaled, workingDaysOf } from "./payroll";
import type { SettingsServices } from "../settings";
import { readSchedule, type WorkSchedule } from "./schedule";

interface Inputs {
  employee_id: number;
  /** The month's record of the employee, when generated before. */
  salary_id: number | null;
  basic: string;
  ot_hours: string;
  no_pay_leave_days: string;
  commission: string;
  adjustment: string;
}

/** The payroll columns a generation writes, with their types (jsonb_to_recordset's record). */
const payrollColumnTypes = [
  ["salary_id", "int"],
  ["employee_id", "int"],
  ["working_days", "int"],
  ["ot_hours", "numeric"],
  ["ot_multiplier", "numeric"],
  ["no_pay_leave_days", "numeric"],
  ["basic_salary", "numeric"],
  ["ot_bonus", "numeric"],
  ["no_pay_leave", "numeric"],
  ["commission", "numeric"],
  ["adjustment", "numeric"],
  ["subtotal", "numeric"],
  ["payable", "numeric"],
  ["deduction", "numeric"],
  ["employer_mpf", "numeric"],
  ["actual_amount", "numeric"],
  ["amount_unit", "text"],
] as const;

/** A payroll row's columns from its inputs (the month's working days and the schedule's OT rule). */
const payrollOf = (
  inputs: Omit<Inputs, "employee_id" | "salary_id">,
  workingDays: number,
  schedule: Pick<WorkSchedule, "dailyMinutes" | "otMultiplierE4">,
) =>
  payrollColumns(
    computePayroll({
      basic: toCents(inputs.basic),
      otHundredths: scaled(inputs.ot_hours, 2),
      noPayLeaveHundredths: scaled(inputs.no_pay_leave_days, 2),
      commission: toCents(inputs.commission),
      adjustments: [toCents(inputs.adjustment)],
      workingDays,
      dailyMinutes: schedule.dailyMinutes,
      otMultiplierE4: schedule.otMultiplierE4,
    }),
  );

/**
 * Refuses (422) a payroll whose pay would be below zero: adjustments that deduct more than the month
 * pays (or no-pay leave taken after such a deduction) never make a negative salary, which would lower
 * the booked salary expense.
 */
const refuseNegativePay = (figures: ReturnType<typeof payrollOf>, name: string, month: string) => {
  if (toCents(figures.actual_amount) < 0n)
    throw ApiError.invalid({ adjustments: msg("salaries.messages.negativePay", { name, month, amount: figures.actual_amount }) }, 422);
  return figures;
};

/**
 * The salary month's lock, held to the end of the transaction: generation, payment and an edit of a
 * record of the month take it before anything else (before any row lock, so they never wait on each
 * other in a cycle), so each sees what the one before it committed.
 */
export const lockSalaryMonth = (trx: Knex.Transaction, month: string) => trx.raw("select pg_advisory_xact_lock(hashtext(?))", [`salaries:${month}`]);

/** 409 when a month has a paid record: its salaries are locked. */
const refusePaidMonth = async (trx: Knex.Transaction, month: string) => {
  const paid = await trx("salaries").where({ month, status: "paid" }).whereNull("deleted_at").first("id");
  if (paid) throw new ApiError(409, msg("salaries.messages.monthPaid", { month }));
};

/**
 * Salary for a month: for every active employee one salary record (basic from the employee; the
 * adjustments of a record generated before are kept) and one payroll row computed from the month's
 * attendance sheet (OT hours, no-pay leave days), its commission record and the adjustments. Generating
 * an unpaid month again replaces it (records of employees no longer active go); a month with a paid
 * record is locked (409). One transaction under the month's lock (lockSalaryMonth): two generations, a
 * payment or an edit of the month wait for each other; a paid record or payroll row is never written.
 */
export const generateSalaries = ({ db, modules }: Pick<AppContext, "db" | "modules">, month: string, actor: Actor) =>
  runAction(db, actor, { action: "generate", target: "salaries", entity: salaries }, async (trx) => {
    await lockSalaryMonth(trx, month);
    await refusePaidMonth(trx, month);
    const schedule = await readSchedule(trx, modules.settings);
    const workingDays = workingDaysOf(month, schedule.workDays);

    await trx.raw(
      `delete from salaries s where s.month = ? and s.deleted_at is null and s.status <> 'paid'
          and not exists (select 1 from employees e where e.id = s.employee_id and e.deleted_at is null and e.status = 'active')`,
      [month],
    );
    const { rows: inputs } = (await trx.raw(
      `select e.id as employee_id, e.name, s.id as salary_id, s.status, coalesce(e.salary, 0)::text as basic,
              coalesce(a.ot_hours, 0)::text as ot_hours, coalesce(a.no_pay_leave_days, 0)::text as no_pay_leave_days,
              coalesce(c.amount, 0)::text as commission, coalesce(adj.amount, 0)::text as adjustment
         from employees e
         left join attendances a on a.employee_id = e.id and a.year_month = :month and a.deleted_at is null
         left join commission_records c on c.employee_id = e.id and c.month = :month and c.deleted_at is null
         left join salaries s on s.employee_id = e.id and s.month = :month and s.deleted_at is null
         left join lateral (select sum(amount) as amount from salary_adjustments where salary_id = s.id) adj on true
        where e.deleted_at is null and e.status = 'active'
        order by e.id`,
      { month },
    )) as { rows: (Inputs & { name: string; status: string | null })[] };

    const payrolls = inputs.map((input) => {
      const figures = payrollOf(input, workingDays, schedule);
      return { input, figures: input.status === "paid" ? figures : refuseNegativePay(figures, input.name, month) };
    });
    // Records and payroll rows are upserted; one whose figures did not change is left alone (no new
    // row version, no index churn), so generating a month again costs what changed.
    const { rows: written } = (await trx.raw(
      `insert into salaries (employee_id, month, salary_date, basic_salary, total, created_by, updated_by)
       select r.employee_id, :month, cast(:date as date), r.basic_salary, r.total, :user, :user
         from jsonb_to_recordset(cast(:rows as jsonb)) as r(employee_id int, basic_salary numeric, total numeric)
       on conflict (employee_id, month) where deleted_at is null do update
          set basic_salary = excluded.basic_salary, total = excluded.total, salary_date = excluded.salary_date,
              updated_at = now(), updated_by = excluded.updated_by
        where salaries.status <> 'paid'
          and (salaries.basic_salary, salaries.total, salaries.salary_date) is distinct from (excluded.basic_salary, excluded.total, excluded.salary_date)
       returning id, employee_id`,
      {
        month,
        date: lastDayOf(month),
        user: actor.userId,
        rows: JSON.stringify(
          payrolls.map(({ input }) => ({
            employee_id: input.employee_id,
            basic_salary: input.basic,
            total: fromCents(toCents(input.basic) + toCents(input.adjustment)),
          })),
        ),
      },
    )) as { rows: { id: number; employee_id: number }[] };
    const salaryOf = new Map(inputs.map((input) => [input.employee_id, input.salary_id]));
    for (const row of written) salaryOf.set(row.employee_id, row.id);

    const rows = payrolls.map(({ input, figures }) => ({
      salary_id: salaryOf.get(input.employee_id),
      employee_id: input.employee_id,
      working_days: workingDays,
      ot_hours: input.ot_hours,
      ot_multiplier: schedule.otMultiplier,
      no_pay_leave_days: input.no_pay_leave_days,
      ...figures,
      amount_unit: schedule.currency,
    }));
    const list = payrollColumnTypes.map(([name]) => name).join(", ");
    const changed = payrollColumnTypes.map(([name]) => `payrolls.${name}`).join(", ");
    const incoming = payrollColumnTypes.map(([name]) => `excluded.${name}`).join(", ");
    await trx.raw(
      `insert into payrolls (${list}, month, status, created_by, updated_by)
       select ${list}, :month, 'unpaid', :user, :user
         from jsonb_to_recordset(cast(:rows as jsonb)) as r(${payrollColumnTypes.map(([name, type]) => `${name} ${type}`).join(", ")})
       on conflict (salary_id) where deleted_at is null do update
          set ${payrollColumnTypes.map(([name]) => `${name} = excluded.${name}`).join(", ")}, updated_at = now(), updated_by = excluded.updated_by
        where payrolls.status <> 'paid' and (${changed}) is distinct from (${incoming})`,
      { month, user: actor.userId, rows: JSON.stringify(rows) },
    );
    return { month, count: payrolls.length, workingDays };
  });

/**
 * The payroll row of a salary record again, after its adjustments changed (same transaction): the
 * row's own inputs (working days, OT hours and multiplier, leave, commission) with the new adjustment.
 */
export const recomputePayroll = async (trx: Knex.Transaction, settings: SettingsServices, salaryId: number, basic: string, adjustment: string) => {
  const row = await trx("payrolls").where({ salary_id: salaryId }).whereNull("deleted_at").first();
  if (!row) return;
  const schedule = { dailyMinutes: (await readSchedule(trx, settings)).dailyMinutes, otMultiplierE4: scaled(String(row.ot_multiplier), 4) };
  const employee = await trx("employees").where({ id: row.employee_id }).first("name");
  const figures = refuseNegativePay(
    payrollOf(
      { basic, ot_hours: String(row.ot_hours), no_pay_leave_days: String(row.no_pay_leave_days), commission: String(row.commission), adjustment },
      row.working_days as number,
      schedule,
    ),
    employee?.name ?? String(row.employee_id),
    row.month,
  );
  await trx("payrolls")
    .where({ id: row.id })
    .whereNot({ status: "paid" })
    .update({ ...figures, updated_at: trx.fn.now() });
};

export { monthRange };
