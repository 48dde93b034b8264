import type { Knex } from "knex";
import { CrudService } from "../../crud/service";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { lockSalaryMonth, recomputePayroll } from "./salary";

type Values = Record<string, unknown>;

/** A day's end must come after its start ("HH:MM" compares as text). */
const endAfterStart = (values: Values) => {
  if (typeof values.start_time === "string" && typeof values.end_time === "string" && values.end_time <= values.start_time)
    throw ApiError.invalid({ end_time: msg("attendance-days.messages.endBeforeStart") });
};

/** Daily attendance: end after start, on create, edit and import. */
export class AttendanceDaysService extends CrudService {
  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    if (id !== undefined && (values.start_time === undefined || values.end_time === undefined)) {
      const current = await trx("attendance_days").where({ id }).first("start_time", "end_time");
      endAfterStart({ ...current, ...values });
    } else endAfterStart(values);
    return values;
  }

  protected override async prepareMany(_trx: Knex.Transaction, records: Values[]): Promise<Values[]> {
    for (const record of records) endAfterStart(record);
    return records;
  }
}

/**
 * Salary records: only adjustments change, only while unpaid (409 once paid); the total follows
 * (basic + adjustments) and so does the record's payroll row, in the same transaction.
 */
export class SalariesService extends CrudService {
  /**
   * The record's month lock (lockSalaryMonth) before its row lock, the order generation and payment
   * take them in: an edit waits for a generation or a payment of the month, and they for it.
   */
  protected override async lockFirst(trx: Knex.Transaction, id: number) {
    const record = await trx("salaries").where({ id }).whereNull("deleted_at").first("month");
    if (record) await lockSalaryMonth(trx, record.month);
  }

  protected override async prepare(trx: Knex.Transaction, values: Values, id?: number): Promise<Values> {
    if (id === undefined) return values;
    const salary = await trx("salaries").where({ id }).first("status", "basic_salary").forUpdate();
    if (salary.status === "paid") throw new ApiError(409, msg("salaries.messages.paid"));
    if (!values.adjustments) return values;
    const adjustment = sumCents((values.adjustments as { amount: string }[]).map((line) => toCents(line.amount)));
    const total = fromCents(toCents(salary.basic_salary) + adjustment);
    await recomputePayroll(trx, this.ctx.modules.settings, id, String(salary.basic_salary), fromCents(adjustment));
    return { ...values, total };
  }
}
