import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import { dateIn } from "../../clock";
import type { AppContext } from "../../context";
import salaries from "../../entities/salaries";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { lockSalaryMonth } from "./salary";

export interface Payment {
  month: string;
  /** One employee's record; without it, every unpaid record of the month. */
  employee_id?: number | null;
  payment_method: string;
  transaction_id?: string | null;
}

/**
 * Pays a month (or one employee's record of it): the unpaid records locked, their actual amounts
 * summed into one `salary` expense booked through the posting service (reference_id = the payment),
 * the records and their payroll rows marked paid, all in one transaction. Exactly once: what is
 * already paid is not paid again (409 when nothing is left to pay); a closed period answers 409.
 */
export const paySalaries = (ctx: Pick<AppContext, "db" | "clock" | "config" | "modules">, payment: Payment, actor: Actor) =>
  runAction(ctx.db, actor, { action: "pay", target: "salaries", entity: salaries }, async (trx) => {
    // The month's lock first: a generation or an edit of the month running now commits before the
    // amounts are read (a statement that locks rows would re-read only the locked rows, not their payroll).
    await lockSalaryMonth(trx, payment.month);
    const unpaid = trx("salaries").where({ month: payment.month, status: "unpaid" }).whereNull("deleted_at").orderBy("id").forUpdate().select("id");
    if (payment.employee_id) unpaid.where("employee_id", payment.employee_id);
    const locked = ((await unpaid) as { id: number }[]).map((r) => r.id);
    const records = (await trx("salaries as s")
      .join("payrolls as p", "p.salary_id", "s.id")
      .join("employees as e", "e.id", "s.employee_id")
      .whereIn("s.id", locked)
      .whereNull("p.deleted_at")
      .orderBy("s.id")
      .select("s.id", "p.actual_amount", "e.name")) as { id: number; actual_amount: string; name: string }[];
    if (!records.length) throw new ApiError(409, msg("salaries.messages.nothingToPay", { month: payment.month }));

    const amount = fromCents(sumCents(records.map((r) => toCents(r.actual_amount))));
    const [{ id: paymentId }] = await trx("salary_payments")
      .insert({
        month: payment.month,
        employee_id: payment.employee_id ?? null,
        records: records.length,
        amount,
        payment_method: payment.payment_method,
        transaction_id: payment.transaction_id ?? null,
        created_by: actor.userId,
      })
      .returning("id");
    const who = payment.employee_id ? records[0].name : null;
    const expense = await ctx.modules.accounting.posting.bookExpense(trx, actor, {
      date: dateIn(ctx.clock.now(), ctx.config.timeZone),
      amount,
      source: "salary",
      reference: (who ? `SAL-${payment.month}-${who}` : `SAL-${payment.month}`).slice(0, 60),
      reference_id: paymentId as number,
      usage: who ? `Salary ${payment.month}: ${who}` : `Salary ${payment.month} (${records.length})`,
      payment_method: payment.payment_method,
      transaction_id: payment.transaction_id ?? null,
    });
    await trx("salary_payments").where({ id: paymentId }).update({ expense_id: expense.id });
    const ids = records.map((r) => r.id);
    await trx("salaries")
      .whereIn("id", ids)
      .update({ status: "paid", payment_id: paymentId, paid_at: trx.fn.now(), updated_at: trx.fn.now(), updated_by: actor.userId });
    await trx("payrolls").whereIn("salary_id", ids).update({ status: "paid", updated_at: trx.fn.now(), updated_by: actor.userId });
    return { payment_id: paymentId as number, expense_id: expense.id, records: records.length, amount };
  });

/** Every month with salary records: how many, their totals, how many are paid. */
export const salaryMonths = (db: Knex) =>
  db("salaries as s")
    .join("payrolls as p", "p.salary_id", "s.id")
    .whereNull("s.deleted_at")
    .groupBy("s.month")
    .orderBy("s.month", "desc")
    .select(
      "s.month",
      db.raw("count(*)::int as employees"),
      db.raw("count(*) filter (where s.status = 'paid')::int as paid"),
      db.raw("sum(s.total)::numeric(14,2)::text as total"),
      db.raw("sum(p.payable)::numeric(14,2)::text as payable"),
      db.raw("sum(p.deduction)::numeric(14,2)::text as deduction"),
      db.raw("sum(p.actual_amount)::numeric(14,2)::text as actual_amount"),
    );
