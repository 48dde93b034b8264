import { describe, expect, it } from "vitest";
import { toCents } from "../../entities/money";
import { deducted } from "./documents";
import { computePayroll, lastDayOf, mpf, type PayrollInput, payrollColumns, scaled, workingDaysOf } from "./payroll";

const base: Omit<PayrollInput, "basic"> = {
  otHundredths: 0n,
  noPayLeaveHundredths: 0n,
  commission: 0n,
  adjustments: [],
  workingDays: 22,
  dailyMinutes: 480,
  otMultiplierE4: 15_000n,
};
const payroll = (input: Partial<typeof base> & { basic: string }) =>
  payrollColumns(computePayroll({ ...base, ...input, basic: toCents(input.basic) }));

describe("working days", () => {
  it("counts Monday to Friday by default, and any schedule's days", () => {
    expect(workingDaysOf("2026-02", [1, 2, 3, 4, 5])).toBe(20);
    expect(workingDaysOf("2026-12", [1, 2, 3, 4, 5])).toBe(23);
    expect(workingDaysOf("2026-11", [1, 2, 3, 4, 5])).toBe(21);
    expect(workingDaysOf("2026-11", [1, 2, 3, 4, 5, 6])).toBe(25);
    expect(lastDayOf("2026-02")).toBe("2026-02-28");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
  });
});

describe("MPF (2026)", () => {
  it.each([
    ["7100.00", "355.00", "355.00"],
    ["7099.99", "0.00", "355.00"], // employee below the minimum relevant income; employer 354.9995 -> 355.00
    ["30000.00", "1500.00", "1500.00"],
    ["30000.01", "1500.00", "1500.00"],
    ["45000.00", "1500.00", "1500.00"],
    ["10000.10", "500.01", "500.01"], // 500.005 half-up
    ["0.00", "0.00", "0.00"],
    ["-100.00", "0.00", "0.00"],
  ])("income %s: employee %s, employer %s", (income, employee, employer) => {
    const { employee: e, employer: r } = mpf(toCents(income));
    expect([e, r]).toEqual([toCents(employee), toCents(employer)]);
  });
});

describe("payroll of one month", () => {
  it("20 working days: OT, no-pay leave, commission and a negative adjustment", () => {
    // hourly rate 20,000 / (20 x 8) = 125; OT 10 h x 125 x 1.5 = 1,875; a day's leave 20,000 / 20 = 1,000
    expect(
      payroll({
        basic: "20000.00",
        workingDays: 20,
        otHundredths: 1000n,
        noPayLeaveHundredths: 100n,
        commission: toCents("500.00"),
        adjustments: [toCents("-200.00")],
      }),
    ).toEqual({
      basic_salary: "20000.00",
      ot_bonus: "1875.00",
      no_pay_leave: "1000.00",
      commission: "500.00",
      adjustment: "-200.00",
      subtotal: "21175.00",
      payable: "21175.00",
      deduction: "1058.75",
      employer_mpf: "1058.75",
      actual_amount: "20116.25",
    });
  });

  it("23 working days: half hours and two leave days", () => {
    // hourly 23,000 / (23 x 8) = 125; OT 3.5 x 125 x 1.5 = 656.25; leave 2 x 1,000; MPF 5% of 21,656.25 = 1,082.8125
    expect(payroll({ basic: "23000.00", workingDays: 23, otHundredths: 350n, noPayLeaveHundredths: 200n })).toMatchObject({
      ot_bonus: "656.25",
      no_pay_leave: "2000.00",
      subtotal: "21656.25",
      deduction: "1082.81",
      actual_amount: "20573.44",
    });
  });

  it("rounds each figure half-up from the exact fraction", () => {
    // 15,000 / 184 x 1.5 = 122.2826...; 15,000 / 23 = 652.1739...; 5% of 14,470.11 = 723.5055
    expect(payroll({ basic: "15000.00", workingDays: 23, otHundredths: 100n, noPayLeaveHundredths: 100n, otMultiplierE4: 15_000n })).toMatchObject({
      ot_bonus: "122.28",
      no_pay_leave: "652.17",
      subtotal: "14470.11",
      deduction: "723.51",
      actual_amount: "13746.60",
    });
  });

  it("takes the OT multiplier of the settings", () => {
    expect(payroll({ basic: "16000.00", workingDays: 20, otHundredths: 100n, otMultiplierE4: 20_000n }).ot_bonus).toBe("200.00");
  });

  it.each([
    ["7100.00", "355.00", "6745.00"],
    ["7099.99", "0.00", "7099.99"],
    ["30000.00", "1500.00", "28500.00"],
    ["35000.00", "1500.00", "33500.00"],
  ])("basic %s alone: deduction %s, actual amount %s", (basic, deduction, actual) => {
    expect(payroll({ basic })).toMatchObject({ subtotal: basic, deduction, actual_amount: actual });
  });

  it("a negative adjustment can bring the income under the MPF minimum", () => {
    expect(payroll({ basic: "7200.00", adjustments: [toCents("-100.01")] })).toMatchObject({
      subtotal: "7099.99",
      deduction: "0.00",
      employer_mpf: "355.00",
    });
  });

  it("no-pay leave takes at most the basic: 24 days of a 22-day month leave OT and commission, never a negative pay", () => {
    expect(payroll({ basic: "22000.00", workingDays: 22, noPayLeaveHundredths: 2400n })).toMatchObject({
      no_pay_leave: "22000.00",
      subtotal: "0.00",
      deduction: "0.00",
      employer_mpf: "0.00",
      actual_amount: "0.00",
    });
    expect(
      payroll({ basic: "22000.00", workingDays: 22, noPayLeaveHundredths: 3100n, otHundredths: 800n, commission: toCents("300.00") }),
    ).toMatchObject({
      no_pay_leave: "22000.00",
      ot_bonus: "1500.00",
      subtotal: "1800.00",
      actual_amount: "1800.00",
    });
    expect(payroll({ basic: "22000.00", workingDays: 22, noPayLeaveHundredths: 2200n }).no_pay_leave).toBe("22000.00");
  });

  it("reads decimals at a scale", () => {
    expect([scaled("12.5", 2), scaled("1.5", 4), scaled("0.125", 2), scaled("3", 2)]).toEqual([1250n, 15_000n, 13n, 300n]);
  });
});

describe("amounts on a payslip", () => {
  it("a deduction shows with a minus, a zero never as -0.00", () => {
    const hk = { symbol: "HK$", decimals: 2 };
    expect([deducted("1000.00", hk), deducted("0.00", hk), deducted("-0.00", hk), deducted(null, hk), deducted("12345.6", hk)]).toEqual([
      "-HK$1,000.00",
      "HK$0.00",
      "HK$0.00",
      "HK$0.00",
      "-HK$12,345.60",
    ]);
  });
});
