import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { holdLocks, onServer } from "../../test/locks";
import { signedInAs } from "../../test/session";

/**
 * Paying a salary month while it changes (issue 22): a payment sent at the same moment as a generation
 * of the month (after a leave changed) or as an adjustment books exactly what the rows it marks paid say.
 * On the PostgreSQL server the requests really overlap; a transaction of the test holds a payroll row so
 * that they overlap the same way every time.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let hr: Awaited<ReturnType<typeof signedInAs>>["agent"];
const staff: number[] = [];

beforeAll(async () => {
  ctx = await openTestApp();
  hr = (await signedInAs(ctx.app, ctx.db, ["HR"])).agent;
  for (const [i, salary] of ["18000.00", "24000.00", "9000.00", "31000.00"].entries()) {
    const res = await hr.post("/api/employees").send({ full_name: `Race ${i} Lee`, name: `Race${i}`, salary, status: "active" });
    expect(res.status).toBe(201);
    staff.push(res.body.id);
  }
});
afterAll(() => ctx.close());

/** A month with its attendance sheets and salaries generated, unpaid. */
const prepare = async (month: string) => {
  expect((await hr.post("/api/attendances/compute").send({ month })).status).toBe(200);
  expect((await hr.post("/api/salaries/generate").send({ month })).status).toBe(200);
};
const setLeave = async (month: string, employee: number, days: number) => {
  const [sheet] = (await hr.get(`/api/attendances?employee_id=${employee}&year_month=${month}`)).body;
  expect((await hr.patch(`/api/attendances/${sheet.id}`).send({ no_pay_leave_days: days })).status).toBe(200);
};
const salaryOf = async (month: string, employee: number) => (await hr.get(`/api/salaries?employee_id=${employee}&month=${month}`)).body[0];
const pay = (month: string) => hr.post("/api/salaries/pay").send({ month, payment_method: "bank_transfer" });

/** The booked salary expense of the month's payments equals the sum of the month's payroll rows marked paid. */
const expectBooksAgree = async (month: string) => {
  const { rows } = await ctx.db.raw(
    `select (select coalesce(sum(e.amount), 0) from expenses e join salary_payments sp on sp.id = e.reference_id
              where e.source = 'salary' and sp.month = ? and e.deleted_at is null)::numeric(14,2)::text as booked,
            (select coalesce(sum(actual_amount), 0) from payrolls where month = ? and status = 'paid' and deleted_at is null)::numeric(14,2)::text as paid`,
    [month, month],
  );
  expect(rows[0].booked).toBe(rows[0].paid);
  return rows[0] as { booked: string; paid: string };
};

describe.runIf(onServer)("salary payment racing a change of the month (PostgreSQL server)", () => {
  it("a payment sent while a generation of the month runs pays the figures the generation wrote", async () => {
    const month = "2026-04";
    await prepare(month);
    await setLeave(month, staff[1], 2);
    // the generation rewrites staff[1]'s payroll row and waits there; the payment arrives meanwhile
    const blocker = await holdLocks(ctx.db, (trx) => trx("payrolls").where({ month, employee_id: staff[1] }).forUpdate().select("id"));
    const generating = hr
      .post("/api/salaries/generate")
      .send({ month })
      .then((r) => r);
    await blocker.waiters(1);
    const paying = pay(month).then((r) => r);
    await blocker.waiters(2);
    await blocker.release();
    const [generated, paid] = await Promise.all([generating, paying]);
    expect([generated.status, paid.status]).toEqual([200, 200]);
    // 24,000 less two of 22 working days' no-pay leave (2,181.82), less 5% MPF
    expect((await ctx.db("payrolls").where({ month, employee_id: staff[1] }).first()).actual_amount).toBe("20727.27");
    expect(await expectBooksAgree(month)).toEqual({ booked: paid.body.amount, paid: paid.body.amount });
  });

  it("a payment sent while an adjustment of a record is saved pays the adjusted figures", async () => {
    const month = "2026-05";
    await prepare(month);
    const record = await salaryOf(month, staff[2]);
    const blocker = await holdLocks(ctx.db, (trx) => trx("payrolls").where({ salary_id: record.id }).forUpdate().select("id"));
    const adjusting = hr
      .patch(`/api/salaries/${record.id}`)
      .send({ adjustments: [{ reason: "Bonus", amount: "1000.00" }] })
      .then((r) => r);
    await blocker.waiters(1);
    const paying = pay(month).then((r) => r);
    await blocker.waiters(2);
    await blocker.release();
    const [adjusted, paid] = await Promise.all([adjusting, paying]);
    expect([adjusted.status, paid.status]).toEqual([200, 200]);
    expect(await ctx.db("payrolls").where({ salary_id: record.id }).first()).toMatchObject({ adjustment: "1000.00", status: "paid" });
    await expectBooksAgree(month);
  });

  it("an adjustment that arrives while the payment runs waits, then finds the record paid (409), and the paid row stays as paid", async () => {
    const month = "2026-06";
    await prepare(month);
    const record = await salaryOf(month, staff[0]);
    const before = await ctx.db("payrolls").where({ salary_id: record.id }).first();
    // the payment waits on the record's row; the adjustment arrives meanwhile
    const blocker = await holdLocks(ctx.db, (trx) => trx("salaries").where({ id: record.id }).forUpdate().select("id"));
    const paying = pay(month).then((r) => r);
    await blocker.waiters(1);
    const adjusting = hr
      .patch(`/api/salaries/${record.id}`)
      .send({ adjustments: [{ reason: "Late bonus", amount: "500.00" }] })
      .then((r) => r);
    await blocker.waiters(2);
    await blocker.release();
    const [paid, adjusted] = await Promise.all([paying, adjusting]);
    expect([paid.status, adjusted.status]).toEqual([200, 409]);
    expect(adjusted.body.message).toBe("A paid salary record cannot be changed");
    const after = await ctx.db("payrolls").where({ salary_id: record.id }).first();
    expect({ ...after, status: "unpaid", updated_at: null, updated_by: null }).toEqual({ ...before, updated_at: null, updated_by: null });
    await expectBooksAgree(month);
  });
});

describe("payments, generations and adjustments sent together", () => {
  it("four rounds: whatever order they run in, the booked expense is what the paid rows say", async () => {
    for (const [round, month] of ["2026-07", "2026-08", "2026-09", "2026-10"].entries()) {
      await prepare(month);
      await setLeave(month, staff[round % staff.length], 1 + round);
      const record = await salaryOf(month, staff[(round + 1) % staff.length]);
      const results = await Promise.all([
        hr.post("/api/salaries/generate").send({ month }),
        hr.patch(`/api/salaries/${record.id}`).send({ adjustments: [{ reason: "Round", amount: `${100 * (round + 1)}.00` }] }),
        pay(month),
      ]);
      const answers = JSON.stringify(results.map((r) => [r.status, r.body?.message]));
      expect(
        results.every((r) => r.status === 200 || r.status === 409),
        answers,
      ).toBe(true);
      expect(results[2].status).toBe(200);
      await expectBooksAgree(month);
    }
  });
});
