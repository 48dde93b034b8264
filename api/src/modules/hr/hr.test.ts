import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { binary, textOf } from "../../test/pdf";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
const staff: Record<string, number> = {};

/** Employees of the test, by name: basic salary and status. */
const people: [string, string, string][] = [
  ["Ann", "20000.00", "active"],
  ["Bob", "7100.00", "active"],
  ["Cat", "7099.99", "active"],
  ["Dan", "30000.00", "active"],
  ["Eve", "31000.00", "active"],
  ["Fay", "23000.00", "active"],
  ["Gus", "9000.00", "inactive"],
];

beforeAll(async () => {
  ctx = await openTestApp();
  hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
  for (const [name, salary, status] of people) {
    const res = await hr.agent.post("/api/employees").send({ full_name: `${name} Chan`, name, salary, status });
    expect(res.status).toBe(201);
    staff[name] = res.body.id;
  }
});
afterAll(() => ctx.close());

const day = (employee: string, date: string, start_time: string, end_time: string) =>
  hr.agent.post("/api/attendance-days").send({ employee_id: staff[employee], date, start_time, end_time });
const sheet = async (employee: string, month: string) =>
  (await hr.agent.get(`/api/attendances?employee_id=${staff[employee]}&year_month=${month}`)).body[0];
const payroll = async (employee: string, month: string) =>
  (await hr.agent.get(`/api/payrolls?employee_id=${staff[employee]}&month=${month}`)).body[0];
const pdfOf = (url: string) => hr.agent.get(url).buffer(true).parse(binary);

describe("daily attendance", () => {
  it("takes a day's start and end; the end must come after the start", async () => {
    expect((await day("Ann", "2026-02-02", "09:00", "18:00")).status).toBe(201);
    const backwards = await day("Ann", "2026-02-03", "18:00", "09:00");
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.end_time).toBe("End time must be after start time");
    const badTime = await day("Ann", "2026-02-03", "9am", "25:00");
    expect(badTime.body.errors).toEqual({ start_time: "Time must be written HH:MM (24-hour)", end_time: "Time must be written HH:MM (24-hour)" });
    const missing = await hr.agent.post("/api/attendance-days").send({ employee_id: staff.Ann, date: "2026-02-03" });
    expect(missing.body.errors.start_time).toBe("input can not be empty");
  });

  it("keeps one record per employee and day", async () => {
    const twice = await day("Ann", "2026-02-02", "10:00", "17:00");
    expect(twice.status).toBe(409);
    expect(twice.body.errors.date).toBe("This value is already in use");
    const existing = (await hr.agent.get(`/api/attendance-days?employee_id=${staff.Ann}&date=2026-02-02`)).body[0];
    const edit = await hr.agent.patch(`/api/attendance-days/${existing.id}`).send({ end_time: "08:00" });
    expect(edit.body.errors.end_time).toBe("End time must be after start time");
  });

  it("imports a CSV all or nothing, naming the bad rows", async () => {
    const bad = [
      "employee_id,date,start_time,end_time",
      `${staff.Ann},2026-02-03,09:30,19:30`,
      `${staff.Ann},2026-02-04,9:00,18:00`,
      `999999,2026-02-04,09:00,18:00`,
      `${staff.Ann},2026-02-31,09:00,18:00`,
    ].join("\n");
    const refused = await hr.agent.post("/api/attendance-days/import").set("Content-Type", "text/csv").send(bad);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ "3.start_time": expect.any(String), "4.employee_id": expect.any(String), "5.date": "Invalid date" });
    const backwards = await hr.agent
      .post("/api/attendance-days/import")
      .set("Content-Type", "text/csv")
      .send(`employee_id,date,start_time,end_time\n${staff.Ann},2026-02-03,09:30,19:30\n${staff.Ann},2026-02-04,18:00,09:00\n`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.end_time).toBe("End time must be after start time");
    const duplicate = await hr.agent
      .post("/api/attendance-days/import")
      .set("Content-Type", "text/csv")
      .send(`employee_id,date,start_time,end_time\n${staff.Ann},2026-02-03,09:30,19:30\n${staff.Ann},2026-02-02,09:00,18:00\n`);
    expect(duplicate.status).toBe(409);
    expect(await ctx.db("attendance_days").where({ employee_id: staff.Ann }).count({ n: "*" }).first()).toEqual({ n: 1 });

    const week = [
      "employee_id,date,start_time,end_time",
      `${staff.Ann},2026-02-03,09:30,19:30`, // 10 h less lunch: 9 worked, 0.5 late, 1 OT
      `${staff.Ann},2026-02-07,10:00,14:00`, // a Saturday: 3 worked, all OT
      `${staff.Fay},2026-12-07,09:00,21:30`, // 11.5 worked, 3.5 OT
    ].join("\n");
    const imported = await hr.agent.post("/api/attendance-days/import").set("Content-Type", "text/csv").send(week);
    expect(imported.status).toBe(201);
    expect(imported.body.imported).toBe(3);
  });
});

describe("monthly sheet", () => {
  const compute = (month?: string) => hr.agent.post("/api/attendances/compute").send(month === undefined ? {} : { month });

  it("asks for a month", async () => {
    const res = await compute();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please select month");
  });

  it("computes every active employee's hours from the daily records by the schedule", async () => {
    const res = await compute("2026-02");
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.message).toBe("Attendance computed for 6 employees in 2026-02");
    expect(await sheet("Ann", "2026-02")).toMatchObject({
      days_worked: 3,
      working_hours: "20.00",
      late_hours: "0.50",
      ot_hours: "4.00",
      no_pay_leave_days: "0.00",
    });
    expect(await sheet("Bob", "2026-02")).toMatchObject({ days_worked: 0, working_hours: "0.00", ot_hours: "0.00" });
    expect(await sheet("Gus", "2026-02")).toBeUndefined();
  });

  it("keeps the entered leave days when the month is computed again", async () => {
    const ann = await sheet("Ann", "2026-02");
    const edit = await hr.agent.patch(`/api/attendances/${ann.id}`).send({ no_pay_leave_days: 1, annual_leave_days: "2", sick_leave_days: 0.5 });
    expect(edit.status).toBe(200);
    expect((await hr.agent.patch(`/api/attendances/${ann.id}`).send({ ot_hours: 99 })).body.ot_hours).toBe("4.00"); // computed, never taken
    expect((await hr.agent.patch(`/api/attendances/${ann.id}`).send({ sick_leave_days: -1 })).body.errors.sick_leave_days).toBe(
      "Value cannot be negative",
    );
    await day("Ann", "2026-02-05", "09:00", "18:00");
    await compute("2026-02");
    expect(await sheet("Ann", "2026-02")).toMatchObject({
      id: ann.id,
      days_worked: 4,
      working_hours: "28.00",
      ot_hours: "4.00",
      no_pay_leave_days: "1.00",
      annual_leave_days: "2.00",
      sick_leave_days: "0.50",
    });
    await Promise.all([compute("2026-02"), compute("2026-02")]);
    expect((await hr.agent.get("/api/attendances?year_month=2026-02")).body).toHaveLength(6);
    expect((await compute("2026-02")).body).toMatchObject({ count: 6, changed: 0 }); // nothing new: no sheet rewritten
    expect((await compute("2026-12")).status).toBe(200);
    expect(await sheet("Fay", "2026-12")).toMatchObject({ working_hours: "11.50", ot_hours: "3.50" });
  });

  it("reports the month per employee with totals, as JSON, CSV and PDF", async () => {
    expect((await hr.agent.get("/api/attendance-monthly-report")).body.message).toBe("Please select month");
    const report = (await hr.agent.get("/api/attendance-monthly-report?month=2026-02")).body;
    expect(report.rows).toHaveLength(6);
    expect(report.rows[0]).toMatchObject({ employee_name: "Ann", days_worked: 4, ot_hours: "4.00" });
    expect(report.totals).toMatchObject({ employees: 6, days_worked: 4, working_hours: "28.00", no_pay_leave_days: "1.00" });
    const csv = await hr.agent.get("/api/attendance-monthly-report.csv?month=2026-02").buffer(true);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.text.split("\n")[0]).toContain("employee_name,days_worked,working_hours");
    expect(csv.text).toContain(`${staff.Ann},Ann,4,28.00,0.50,4.00,1.00,2.00,0.50`);
    const pdf = await pdfOf("/api/attendance-monthly-report.pdf?month=2026-02&lang=zh_Hant");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await textOf(pdf.body);
    for (const expected of ["考勤報告 2026-02", "Ann", "28.00", "總計"]) expect(text).toContain(expected);
  });
});

describe("salary", () => {
  const generate = (month?: string) => hr.agent.post("/api/salaries/generate").send(month === undefined ? {} : { month });

  beforeAll(async () => {
    await ctx
      .db("commission_records")
      .insert({ month: "2026-02", employee_id: staff.Ann, orders: 3, sales: "5000.00", percentage: 10, amount: "500.00" });
  });

  it("asks for a month", async () => {
    expect((await generate()).body.message).toBe("Please select month");
    expect((await generate("2026-2")).body.errors.month).toBe("Month must be written YYYY-MM");
  });

  it("generates one salary record and one payroll row per active employee (20 working days)", async () => {
    const res = await generate("2026-02");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 6, workingDays: 20, message: "Salary generated for 6 employees in 2026-02 (20 working days)" });
    // hourly 20,000 / (20 x 8) = 125; OT 4 h x 125 x 1.5 = 750; one day's leave 1,000; commission 500
    expect(await payroll("Ann", "2026-02")).toMatchObject({
      basic_salary: "20000.00",
      working_days: 20,
      ot_hours: "4.00",
      ot_bonus: "750.00",
      no_pay_leave: "1000.00",
      commission: "500.00",
      adjustment: "0.00",
      subtotal: "20250.00",
      payable: "20250.00",
      deduction: "1012.50",
      employer_mpf: "1012.50",
      actual_amount: "19237.50",
      amount_unit: "HKD",
      signature: null,
      status: "unpaid",
    });
    const expected: Record<string, [string, string, string]> = {
      Bob: ["355.00", "355.00", "6745.00"],
      Cat: ["0.00", "355.00", "7099.99"],
      Dan: ["1500.00", "1500.00", "28500.00"],
      Eve: ["1500.00", "1500.00", "29500.00"],
    };
    for (const [name, [deduction, employer, actual]] of Object.entries(expected))
      expect(await payroll(name, "2026-02"), name).toMatchObject({ deduction, employer_mpf: employer, actual_amount: actual });
    expect(await payroll("Gus", "2026-02")).toBeUndefined();
    const [record] = (await hr.agent.get(`/api/salaries?employee_id=${staff.Ann}&month=2026-02`)).body;
    expect(record).toMatchObject({ salary_date: "2026-02-28", basic_salary: "20000.00", total: "20000.00", status: "unpaid" });
  });

  it("23 working days: OT of half hours", async () => {
    const res = await generate("2026-12");
    expect(res.body.workingDays).toBe(23);
    // hourly 23,000 / (23 x 8) = 125; OT 3.5 x 125 x 1.5 = 656.25; MPF 5% of 23,656.25 = 1,182.8125
    expect(await payroll("Fay", "2026-12")).toMatchObject({
      ot_bonus: "656.25",
      subtotal: "23656.25",
      deduction: "1182.81",
      actual_amount: "22473.44",
    });
  });

  it("takes the OT multiplier and work days from the settings", async () => {
    const admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
    expect((await admin.agent.patch("/api/settings").send({ ot_multiplier: 2, work_days: [1, 2, 3, 4, 5, 6] })).status).toBe(200);
    const res = await generate("2026-12");
    expect(res.body.workingDays).toBe(27);
    // hourly 23,000 / (27 x 8); OT 3.5 h x 2 = 23,000 x 7 / 216 = 745.370...
    expect(await payroll("Fay", "2026-12")).toMatchObject({ ot_multiplier: "2.0000", ot_bonus: "745.37" });
    expect((await admin.agent.patch("/api/settings").send({ ot_multiplier: 1.5, work_days: [1, 2, 3, 4, 5] })).status).toBe(200);
  });

  it("an adjustment (negative too) changes the record's total and its payroll row", async () => {
    const [record] = (await hr.agent.get(`/api/salaries?employee_id=${staff.Ann}&month=2026-02`)).body;
    const res = await hr.agent.patch(`/api/salaries/${record.id}`).send({
      adjustments: [
        { reason: "Uniform", amount: "-200.00" },
        { reason: "Travel", amount: "50" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe("19850.00");
    expect(res.body.adjustments.map((l: { reason: string; amount: string }) => [l.reason, l.amount])).toEqual([
      ["Uniform", "-200.00"],
      ["Travel", "50.00"],
    ]);
    expect(await payroll("Ann", "2026-02")).toMatchObject({
      adjustment: "-150.00",
      subtotal: "20100.00",
      deduction: "1005.00",
      actual_amount: "19095.00",
    });
    expect((await hr.agent.patch(`/api/salaries/${record.id}`).send({ basic_salary: "1.00" })).body.basic_salary).toBe("20000.00"); // the employee's, never taken
    expect((await hr.agent.post("/api/salaries").send({})).status).toBe(405);
    expect((await hr.agent.patch(`/api/payrolls/${(await payroll("Ann", "2026-02")).id}`).send({ signature: "x" })).status).toBe(405);
  });

  it("generating an unpaid month again replaces it, keeping the adjustments; concurrent runs leave no duplicates", async () => {
    await ctx.db("employees").where({ id: staff.Eve }).update({ status: "inactive" });
    await ctx.db("employees").where({ id: staff.Dan }).update({ salary: "32000.00" });
    const results = await Promise.all([generate("2026-02"), generate("2026-02"), generate("2026-02")]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await hr.agent.get("/api/salaries?month=2026-02")).body).toHaveLength(5);
    expect((await hr.agent.get("/api/payrolls?month=2026-02")).body).toHaveLength(5);
    expect(await payroll("Eve", "2026-02")).toBeUndefined();
    expect(await payroll("Dan", "2026-02")).toMatchObject({ basic_salary: "32000.00", deduction: "1500.00" });
    expect(await payroll("Ann", "2026-02")).toMatchObject({ adjustment: "-150.00", actual_amount: "19095.00" });
    const months = (await hr.agent.get("/api/salaries/months")).body;
    expect(months.find((m: { month: string }) => m.month === "2026-02")).toMatchObject({ employees: 5, paid: 0 });
  });

  it("no-pay leave beyond the month's working days takes the basic and no more: never a negative pay, never -0.00 on the payslip", async () => {
    // March 2026 has 22 working days; the sheet takes up to 31 days of no-pay leave
    expect((await hr.agent.post("/api/attendances/compute").send({ month: "2026-03" })).status).toBe(200);
    const cat = await sheet("Cat", "2026-03");
    expect((await hr.agent.patch(`/api/attendances/${cat.id}`).send({ no_pay_leave_days: 24 })).status).toBe(200);
    expect((await generate("2026-03")).body.workingDays).toBe(22);
    const row = await payroll("Cat", "2026-03");
    expect(row).toMatchObject({ basic_salary: "7099.99", no_pay_leave: "7099.99", subtotal: "0.00", deduction: "0.00", actual_amount: "0.00" });
    const slip = await textOf((await pdfOf(`/api/payrolls/${row.id}/payslip.pdf`)).body);
    expect(slip).toContain("-HK$7,099.99");
    expect(slip).toContain("HK$0.00");
    expect(slip).not.toContain("-0.00");
    expect(slip).not.toContain("-HK$0.00");
  });

  it("prints the payroll sheet and each payslip", async () => {
    const sheetPdf = await pdfOf("/api/payrolls/sheet.pdf?month=2026-02");
    expect(sheetPdf.status).toBe(200);
    const text = await textOf(sheetPdf.body);
    for (const expected of ["Payroll 2026-02", "Ann", "HK$19,095.00", "Signature", "Total"]) expect(text).toContain(expected);
    const ann = await payroll("Ann", "2026-02");
    const slip = await textOf((await pdfOf(`/api/payrolls/${ann.id}/payslip.pdf?lang=zh_Hant`)).body);
    for (const expected of [
      "糧單 2026-02",
      "Ann Chan",
      "加班費",
      "HK$750.00",
      "Uniform",
      "-HK$200.00",
      "HK$19,095.00",
      "僱主強積金",
      "扣除（強積金）",
    ])
      expect(slip).toContain(expected);
    // the one money formatter on every amount: the currency's symbol, never a bare figure, no "MPF" in Chinese
    expect(slip).not.toMatch(/(?<!HK\$)\b\d{1,3}(,\d{3})+\.\d{2}/);
    expect(slip).not.toContain("MPF");
    expect((await hr.agent.get("/api/payrolls/sheet.pdf?month=2019-01")).status).toBe(404);
    expect((await hr.agent.get("/api/payrolls/999999/payslip.pdf")).status).toBe(404);
  });
});

describe("salary expense", () => {
  const pay = (body: Record<string, unknown>) => hr.agent.post("/api/salaries/pay").send(body);

  it("asks for a month and a payment method", async () => {
    const res = await pay({});
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ month: "Please select month", payment_method: "input can not be empty" });
  });

  it("pays one employee: the month's salary expense through accounting, naming no one, the record paid, exactly once", async () => {
    const res = await pay({ month: "2026-02", employee_id: staff.Ann, payment_method: "bank_transfer", transaction_id: "TX-1" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ records: 1, amount: "19095.00" });
    const expense = await ctx.db("expenses").where({ id: res.body.expense_id }).first();
    expect(expense).toMatchObject({
      source: "salary",
      amount: "19095.00",
      payment_method: "bank_transfer",
      transaction_id: "TX-1",
      reference: "SAL-2026-02",
      usage: "Salary 2026-02 (1 employee)",
    });
    expect((await hr.agent.get(`/api/salaries?employee_id=${staff.Ann}&month=2026-02`)).body[0].status).toBe("paid");
    expect((await payroll("Ann", "2026-02")).status).toBe("paid");
    const again = await pay({ month: "2026-02", employee_id: staff.Ann, payment_method: "cash" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Nothing left to pay in 2026-02");
  });

  it("locks a month with a paid record: no generation, no adjustment", async () => {
    const res = await hr.agent.post("/api/salaries/generate").send({ month: "2026-02" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Salary of 2026-02 has been paid and can no longer be generated");
    const [record] = (await hr.agent.get(`/api/salaries?employee_id=${staff.Ann}&month=2026-02`)).body;
    const edit = await hr.agent.patch(`/api/salaries/${record.id}`).send({ adjustments: [] });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("A paid salary record cannot be changed");
  });

  it("pays the rest of the month once, even when asked twice at once", async () => {
    const results = await Promise.all([pay({ month: "2026-02", payment_method: "cheque" }), pay({ month: "2026-02", payment_method: "cheque" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const paid = results.find((r) => r.status === 200)!.body;
    expect(paid.records).toBe(4);
    const rest = await ctx.db("payrolls").where({ month: "2026-02" }).whereNot({ employee_id: staff.Ann }).sum({ s: "actual_amount" }).first();
    expect(Number(rest!.s).toFixed(2)).toBe(paid.amount);
    // still one expense for the month: Ann's payment booked alone is reversed, the month's total booked
    const expenses = await ctx
      .db("expenses")
      .where({ source: "salary" })
      .orderBy("id")
      .select("amount", "reference", "usage", "reversed_by", "reversal_of");
    expect(expenses.map((e) => [e.amount, e.reference, e.usage, Boolean(e.reversed_by), Boolean(e.reversal_of)])).toEqual([
      ["19095.00", "SAL-2026-02", "Salary 2026-02 (1 employee)", true, false],
      ["-19095.00", "SAL-2026-02", "Salary 2026-02 (1 employee)", false, true],
      [(19095 + Number(rest!.s)).toFixed(2), "SAL-2026-02", "Salary 2026-02 (5 employees)", false, false],
    ]);
    const month = await ctx.db("payrolls").where({ month: "2026-02", status: "paid" }).sum({ s: "actual_amount" }).first();
    expect(expenses.reduce((sum, e) => sum + Number(e.amount), 0).toFixed(2)).toBe(Number(month!.s).toFixed(2));
    expect((await hr.agent.get("/api/salaries?month=2026-02&status=unpaid")).body).toHaveLength(0);
  });
});

describe("roles", () => {
  const routes: [string, string, Record<string, unknown>?][] = [
    ["get", "/api/attendance-days"],
    ["post", "/api/attendance-days", { employee_id: 1, date: "2026-02-09", start_time: "09:00", end_time: "18:00" }],
    ["get", "/api/attendances"],
    ["post", "/api/attendances/compute", { month: "2026-02" }],
    ["get", "/api/attendance-monthly-report?month=2026-02"],
    ["get", "/api/attendance-monthly-report.csv?month=2026-02"],
    ["get", "/api/attendance-monthly-report.pdf?month=2026-02"],
    ["get", "/api/salaries"],
    ["get", "/api/salaries/months"],
    ["post", "/api/salaries/generate", { month: "2026-03" }],
    ["post", "/api/salaries/pay", { month: "2026-12", payment_method: "cash" }],
    ["get", "/api/salaries/export.csv"],
    ["get", "/api/payrolls"],
    ["get", "/api/payrolls/totals?month=2026-02"],
    ["get", "/api/payrolls/sheet.pdf?month=2026-02"],
    ["get", "/api/payrolls/1/payslip.pdf"],
    ["get", "/api/payrolls/export.csv"],
  ];

  it.each(["SALES", "ACCOUNTING"])("%s gets 403 on every HR route, and no salary, bank or HKID of an employee", async (role) => {
    const user = await signedInAs(ctx.app, ctx.db, [role]);
    for (const [method, url, body] of routes) {
      const res = await (method === "get" ? user.agent.get(url) : user.agent.post(url).send(body ?? {}));
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const employees = (await user.agent.get("/api/employees")).body;
    for (const employee of employees) expect(Object.keys(employee).sort()).toEqual(["id", "name"]);
  });

  it("ADMIN and HR may read the payroll", async () => {
    const admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
    expect((await admin.agent.get("/api/payrolls/totals?month=2026-02")).body).toMatchObject({ employees: 5 });
  });
});
