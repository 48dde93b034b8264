import { type Cents, fromCents, mulDiv, toCents } from "../../entities/money";

/**
 * Salary arithmetic, pure and in integer cents: the payroll of one employee for one month, and the
 * working days of a month. Each figure is rounded half away from zero to the cent once, from the
 * exact fraction (the hourly rate is not rounded on the way).
 */

/** Hong Kong MPF (2026): 5% of relevant income; the employee pays nothing below HK$7,100 a month; both capped at HK$1,500 (income above HK$30,000). */
export const mpfRules = { ratePercent: 5n, minIncome: 710_000n, maxContribution: 150_000n } as const;

export interface PayrollInput {
  basic: Cents;
  /** Overtime of the month, in hundredths of an hour (12.5 h = 1250). */
  otHundredths: bigint;
  /** No-pay leave, in hundredths of a day (1.5 days = 150). */
  noPayLeaveHundredths: bigint;
  commission: Cents;
  /** The adjustment lines' amounts (may be negative). */
  adjustments: readonly Cents[];
  /** Working days of the month (the schedule's work days). */
  workingDays: number;
  /** The standard working minutes of a day (end - start - lunch). */
  dailyMinutes: number;
  /** OT multiplier in ten-thousandths (1.5 = 15000). */
  otMultiplierE4: bigint;
}

export interface PayrollFigures {
  basic: Cents;
  otBonus: Cents;
  /** The no-pay leave days' share of the basic, never more than the basic. */
  noPayLeave: Cents;
  commission: Cents;
  adjustment: Cents;
  /** = payable: basic + OT bonus + commission + adjustments - no-pay leave. */
  subtotal: Cents;
  employeeMpf: Cents;
  employerMpf: Cents;
  /** payable - employee MPF. */
  actual: Cents;
}

/** The employee's and the employer's MPF on a month's relevant income. */
export const mpf = (income: Cents): { employee: Cents; employer: Cents } => {
  if (income <= 0n) return { employee: 0n, employer: 0n };
  const five = mulDiv(income, mpfRules.ratePercent, 100n);
  const employer = five > mpfRules.maxContribution ? mpfRules.maxContribution : five;
  const employee = income < mpfRules.minIncome ? 0n : employer;
  return { employee, employer };
};

export const computePayroll = (input: PayrollInput): PayrollFigures => {
  const { basic, workingDays, dailyMinutes } = input;
  // OT = hours x basic / (days x daily hours) x multiplier = basic x ot/100 x mult/10^4 x 60 / (days x minutes)
  const otBonus =
    workingDays > 0 && dailyMinutes > 0
      ? mulDiv(basic, input.otHundredths * input.otMultiplierE4 * 60n, 100n * 10_000n * BigInt(workingDays) * BigInt(dailyMinutes))
      : 0n;
  // A month's no-pay leave costs at most its basic pay (the sheet takes up to 31 days of a shorter month).
  const leave = workingDays > 0 ? mulDiv(basic, input.noPayLeaveHundredths, 100n * BigInt(workingDays)) : 0n;
  const noPayLeave = leave > basic ? basic : leave;
  const adjustment = input.adjustments.reduce((sum, amount) => sum + amount, 0n);
  const subtotal = basic + otBonus + input.commission + adjustment - noPayLeave;
  const { employee, employer } = mpf(subtotal);
  return {
    basic,
    otBonus,
    noPayLeave,
    commission: input.commission,
    adjustment,
    subtotal,
    employeeMpf: employee,
    employerMpf: employer,
    actual: subtotal - employee,
  };
};

/** A decimal with at most `scale` places as an integer of that scale ("12.5", 2 -> 1250n); half away from zero beyond. */
export const scaled = (value: string | number | null | undefined, scale: number): bigint => {
  const text = String(value ?? "0").trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ""] = match;
  let result = BigInt(whole + fraction.slice(0, scale).padEnd(scale, "0"));
  if (fraction.length > scale && Number(fraction[scale]) >= 5) result += 1n;
  return sign ? -result : result;
};

/** Days of a month ("2026-11") whose ISO weekday (1 = Monday ... 7 = Sunday) is a work day. */
export const workingDaysOf = (month: string, workDays: readonly number[]): number => {
  const [year, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  let count = 0;
  for (let day = 1; day <= days; day++) {
    const weekday = new Date(Date.UTC(year, m - 1, day)).getUTCDay() || 7;
    if (workDays.includes(weekday)) count++;
  }
  return count;
};

/** The last day of a month, "YYYY-MM-DD". */
export const lastDayOf = (month: string): string => {
  const [year, m] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

/** Minutes from midnight of "HH:MM". */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/** The figures as the payroll row stores them (money as two-decimal strings). */
export const payrollColumns = (figures: PayrollFigures) => ({
  basic_salary: fromCents(figures.basic),
  ot_bonus: fromCents(figures.otBonus),
  no_pay_leave: fromCents(figures.noPayLeave),
  commission: fromCents(figures.commission),
  adjustment: fromCents(figures.adjustment),
  subtotal: fromCents(figures.subtotal),
  payable: fromCents(figures.subtotal),
  deduction: fromCents(figures.employeeMpf),
  employer_mpf: fromCents(figures.employerMpf),
  actual_amount: fromCents(figures.actual),
});

/** A payroll row's money columns, in the order sheets and totals show them. */
export const payrollMoneyColumns = [
  "basic_salary",
  "ot_bonus",
  "commission",
  "adjustment",
  "no_pay_leave",
  "subtotal",
  "payable",
  "deduction",
  "employer_mpf",
  "actual_amount",
] as const;

export { fromCents, toCents };
