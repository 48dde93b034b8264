import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { AppContext } from "../../context";
import salaries from "../../entities/salaries";
import { fromCents, sumCents, toCents } from "../../entities/money";
import { ApiError, msg } from "../../http/errors";
import { payrollMoneyColumns } from "./payroll";
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
 * added to the month's one `salary` expense booked through the posting service (reference_id = the
 * latest payment; never one person's pay on its own line),
 * the records and their payroll rows marked paid, all in one transaction. The expense is dated in
 * the month worked (accrual basis: a month paid late is booked on its last day while it is open). Exactly once: what is
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
      .whereIn("s.id", locked)
      .whereNull("p.deleted_at")
      .orderBy("s.id")
      .select("s.id", "p.actual_amount")) as { id: number; actual_amount: string }[];
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
    // One salary expense per month, never per person (SALES and ACCOUNTING read expenses): a later
    // payment in the month (one employee's record) reverses the month's booking and books the new
    // total, and the usage names no one. The month's payments all point at its live booking.
    const { posting } = ctx.modules.accounting;
    const earlier = (await trx("expenses")
      .where({ source: "salary" })
      .whereIn("reference_id", trx("salary_payments").where({ month: payment.month }).whereNot({ id: paymentId }).select("id"))
      .whereNull("reversal_of")
      .whereNull("reversed_by")
      .whereNull("deleted_at")
      .first("reference_id", "amount")) as { reference_id: number; amount: string } | undefined;
    // In the month worked (accrual basis): paid late, on its last day while it is open; the reversal of
    // the month's earlier booking on the same day, so the month holds the new total once
    const date = await posting.accrualDate(trx, payment.month);
    if (earlier) await posting.reverseBooking(trx, actor, { kind: "expense", source: "salary", reference_id: earlier.reference_id, date });
    const [{ n: paidBefore }] = await trx("salaries").where({ month: payment.month, status: "paid" }).whereNull("deleted_at").count({ n: "*" });
    const employees = Number(paidBefore) + records.length;
    const expense = await posting.bookExpense(trx, actor, {
      date,
      amount: earlier ? fromCents(toCents(earlier.amount) + toCents(amount)) : amount,
      source: "salary",
      reference: `SAL-${payment.month}`,
      reference_id: paymentId as number,
      usage: `Salary ${payment.month} (${employees} ${employees === 1 ? "employee" : "employees"})`,
      payment_method: payment.payment_method,
      transaction_id: payment.transaction_id ?? null,
    });
    await trx("salary_payments").where({ month: payment.month }).update({ expense_id: expense.id });
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

/** A month's payroll: how many employees, the sum of each money column (0.00 for a month without rows). */
export const payrollTotals = async (db: Knex, month: string) => {
  const [totals] = await db("payrolls")
    .where({ month })
    .whereNull("deleted_at")
    .select(
      db.raw("count(*)::int as employees"),
      ...payrollMoneyColumns.map((c) => db.raw("coalesce(sum(??), 0)::numeric(14,2)::text as ??", [c, c])),
    );
  return { month, ...(totals as { employees: number } & Record<(typeof payrollMoneyColumns)[number], string>) };
};
