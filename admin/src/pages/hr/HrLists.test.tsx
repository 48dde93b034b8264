import attendanceDays from "@erp/api/entities/attendance-days";
import attendances from "@erp/api/entities/attendances";
import benefits from "@erp/api/entities/benefits";
import designations from "@erp/api/entities/designations";
import employees from "@erp/api/entities/employees";
import payrolls from "@erp/api/entities/payrolls";
import salaries from "@erp/api/entities/salaries";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { registryOf } from "../../test/registry";
import { renderApp } from "../../test/renderApp";
import type { SalaryMonth } from "./month";

beforeAll(
  () =>
    Promise.all([
      import("../../layout/AppLayout"),
      import("./SalaryHome"),
      import("./SalaryShow"),
      import("./PayrollList"),
      import("./PayrollShow"),
      import("./AttendanceList"),
      import("./AttendanceShow"),
      import("../../crud/RecordCard"),
      import("casbin"),
      import("buffer"),
    ]),
  60_000,
);

// a desktop unless a test says otherwise (test/setup.ts answers antd's breakpoints from it)
const setWidth = (width?: number) => ((window as { testWidth?: number }).testWidth = width);
afterEach(() => setWidth(undefined));

const registry = registryOf([employees, designations, benefits, salaries, payrolls, attendances, attendanceDays]);
const firstMount = { timeout: 40_000 };
const stamp = { created_at: "2026-11-02T08:00:00Z", updated_at: "2026-11-02T08:00:00Z", deleted_at: null };
const employee = (id: number, name: string) => ({ id, name, full_name: name, status: "active", ...stamp });
const salary = (id: number, employee_id: number, month: string, total: string, status = "unpaid") => ({
  id,
  employee_id,
  month,
  salary_date: `${month}-28`,
  basic_salary: total,
  adjustments: [],
  total,
  status,
  payment_id: null,
  paid_at: null,
  ...stamp,
});
const payroll = (id: number, employee_id: number, month: string, actual: string) => ({
  id,
  salary_id: id,
  employee_id,
  month,
  basic_salary: "20000.00",
  working_days: 21,
  ot_hours: 0,
  ot_multiplier: 1.5,
  ot_bonus: "0.00",
  no_pay_leave_days: 0,
  no_pay_leave: "0.00",
  commission: "0.00",
  adjustment: "0.00",
  subtotal: "20000.00",
  payable: "20000.00",
  deduction: "1000.00",
  employer_mpf: "1000.00",
  actual_amount: actual,
  amount_unit: "HKD",
  signature: null,
  status: "unpaid",
  ...stamp,
});
const tables = () => ({
  employees: [employee(1, "Chan Tai Man"), employee(2, "Wong Siu Ling")],
  salaries: [salary(11, 1, "2026-10", "20000.00"), salary(12, 2, "2026-10", "18000.00", "paid"), salary(13, 1, "2026-09", "19000.00")],
  payrolls: [payroll(21, 1, "2026-10", "19000.00"), payroll(22, 2, "2026-10", "17100.00")],
  "attendance-days": [],
  attendances: [
    {
      id: 31,
      employee_id: 2,
      year_month: "2026-10",
      days_worked: 21,
      working_hours: 168,
      late_hours: 0,
      ot_hours: 2,
      no_pay_leave_days: 0,
      annual_leave_days: 1,
      sick_leave_days: 0,
      ...stamp,
    },
  ],
});
// GET /api/salaries/months, newest first (the API sums the salaries)
const months: SalaryMonth[] = [
  { month: "2026-10", employees: 2, paid: 1, total: "38000.00", payable: "38000.00", deduction: "1900.00", actual_amount: "36100.00" },
  { month: "2026-09", employees: 1, paid: 0, total: "19000.00", payable: "19000.00", deduction: "950.00", actual_amount: "18050.00" },
];

/** The real App at `path` as HR; the months' and the payroll's totals answered as the API does. */
const renderHr = (path: string) => {
  const app = renderApp(path, tables(), { roles: ["HR"], registry });
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    if (params.url === "/api/salaries/months") return { data: months };
    if (params.url === "/api/payrolls/totals") return { data: { employees: 2, payable: "37000.00", actual_amount: "36100.00" } };
    return base(params);
  }) as typeof base;
  return app;
};

/** Waits for the record page whose title names all of `parts` (the employee's name arrives after the record). */
const expectRecordPage = (...parts: string[]) =>
  waitFor(() => {
    const title = screen.getByTestId("record-title").textContent ?? "";
    for (const part of parts) expect(title).toContain(part);
  }, firstMount);

/** The card naming `text`, once the cards' references have their labels. */
const cardWith = (text: string) =>
  waitFor(() => {
    const card = screen.getAllByTestId("record-card").find((c) => c.textContent?.includes(text));
    expect(card).toBeTruthy();
    return card!;
  }, firstMount);

describe("the salary, payroll and attendance lists", { timeout: 90_000 }, () => {
  it("salaries open on the newest month; a click on a record's row opens the employee's salary record, a month's row that month", async () => {
    renderHr("/human-resource/salary/home");
    expect(await screen.findByText("Records of 2026-10", {}, firstMount)).toBeTruthy();
    // the months' amounts as every amount is shown
    expect(screen.getByText("36,100.00")).toBeTruthy();
    await screen.findByText("Wong Siu Ling");
    // another month's row shows that month's records
    fireEvent.click(screen.getByText("2026-09"));
    expect(await screen.findByText("Records of 2026-09")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Wong Siu Ling")).toBeNull());
    // a record's row (not its buttons) opens the record
    const row = (await screen.findByText("Chan Tai Man")).closest("tr")!;
    fireEvent.click(within(row).getAllByText("19,000.00")[0]);
    await expectRecordPage("Chan Tai Man", "2026-09");
  });

  it("on a phone, the months are a picker with the chosen month's totals, and each record a card that opens it", async () => {
    setWidth(390);
    renderHr("/human-resource/salary/home");
    const cards = await screen.findAllByTestId("record-card", {}, firstMount);
    expect(cards).toHaveLength(2);
    // no table of months wider than the window (no table headers at all): the month picked, its figures one under another
    expect(document.querySelector(".ant-table-thead")).toBeNull();
    const picker = screen.getByRole("combobox", { name: "Month" }).closest(".ant-select") as HTMLElement;
    expect(picker.querySelector(".ant-select-selection-item")?.textContent).toBe("2026-10");
    expect(within(document.querySelector(".ant-descriptions") as HTMLElement).getByText("36,100.00")).toBeTruthy();
    const card = await cardWith("Wong Siu Ling");
    expect(card.textContent).toContain("HK$ 18,000.00");
    fireEvent.click(card);
    await expectRecordPage("Wong Siu Ling", "2026-10");
  });

  it("a payroll row opens the employee's payroll record, which has the payslip", async () => {
    renderHr("/human-resource/salary/payroll?month=2026-10");
    const row = (await screen.findByText("Wong Siu Ling", {}, firstMount)).closest("tr")!;
    fireEvent.click(within(row).getByText("17,100.00"));
    await expectRecordPage("Wong Siu Ling", "2026-10");
    const payslip = await screen.findByTestId("payslip");
    expect(payslip.getAttribute("href")).toBe("/api/payrolls/22/payslip.pdf?lang=en");
  });

  it("on a phone a payroll's card shows what is paid, and opens the record", async () => {
    setWidth(390);
    renderHr("/human-resource/salary/payroll?month=2026-10");
    await screen.findAllByTestId("record-card", {}, firstMount);
    const card = await cardWith("Chan Tai Man");
    expect(card.textContent).toContain("HK$ 19,000.00");
    fireEvent.click(card);
    await expectRecordPage("Chan Tai Man", "2026-10");
  });

  it("an attendance sheet's row opens the sheet", async () => {
    renderHr("/human-resource/attendance");
    const row = (await screen.findByText("Wong Siu Ling", {}, firstMount)).closest("tr")!;
    fireEvent.click(within(row).getByText("168"));
    await expectRecordPage("Wong Siu Ling", "2026-10");
  });
});
