import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";

/**
 * A salary is never below zero (issue 22; found by the books property, seed 775239916): a deduction
 * (negative adjustment) larger than what the month pays, or no-pay leave taken after one, is refused
 * with 422 naming the employee, and nothing of the month changes; the booked expense never drops.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let hr: Awaited<ReturnType<typeof signedInAs>>["agent"];
let employee: number;
const month = "2026-10";

beforeAll(async () => {
  ctx = await openTestApp();
  hr = (await signedInAs(ctx.app, ctx.db, ["HR"])).agent;
  const res = await hr.post("/api/employees").send({ full_name: "Nega Tive", name: "Nega", salary: "9000.00", status: "active" });
  expect(res.status).toBe(201);
  employee = res.body.id;
  expect((await hr.post("/api/attendances/compute").send({ month })).status).toBe(200);
  expect((await hr.post("/api/salaries/generate").send({ month })).status).toBe(200);
});
afterAll(() => ctx.close());

const record = async () => (await hr.get(`/api/salaries?employee_id=${employee}&month=${month}`)).body[0];
const payroll = () => ctx.db("payrolls").where({ employee_id: employee, month }).first();
const setLeave = async (days: number) => {
  const [sheet] = (await hr.get(`/api/attendances?employee_id=${employee}&year_month=${month}`)).body;
  expect((await hr.patch(`/api/attendances/${sheet.id}`).send({ no_pay_leave_days: days })).status).toBe(200);
};

describe("a salary below zero", () => {
  it("a deduction larger than the month's pay is refused (422 naming the employee), and the record and its payroll stay", async () => {
    const before = await payroll();
    const res = await hr.patch(`/api/salaries/${(await record()).id}`).send({ adjustments: [{ reason: "Recovery", amount: "-9000.01" }] });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("The pay of Nega for 2026-10 would be below zero (-0.01): lower the deductions or the no-pay leave");
    expect(res.body.errors.adjustments).toBe(res.body.message);
    expect(await payroll()).toEqual(before);
    expect((await record()).total).toBe("9000.00");
  });

  it("a deduction down to exactly zero is taken, and the month pays nothing for it", async () => {
    expect((await hr.patch(`/api/salaries/${(await record()).id}`).send({ adjustments: [{ reason: "Recovery", amount: "-9000.00" }] })).status).toBe(
      200,
    );
    expect(await payroll()).toMatchObject({ actual_amount: "0.00", payable: "0.00", deduction: "0.00" });
  });

  it("no-pay leave after a deduction: generating the month again is refused while the pay would go below zero", async () => {
    expect((await hr.patch(`/api/salaries/${(await record()).id}`).send({ adjustments: [{ reason: "Recovery", amount: "-8000.00" }] })).status).toBe(
      200,
    );
    await setLeave(20);
    const res = await hr.post("/api/salaries/generate").send({ month });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^The pay of Nega for 2026-10 would be below zero \(-/);
    expect(await payroll()).toMatchObject({ actual_amount: "1000.00", no_pay_leave_days: "0.00" });
    await setLeave(0);
    expect((await hr.post("/api/salaries/generate").send({ month })).status).toBe(200);
    expect((await hr.post("/api/salaries/pay").send({ month, payment_method: "bank_transfer" })).body.amount).toBe("1000.00");
  });
});
