import type { Knex } from "knex";
import { companyHeader } from "../../documents/company";
import { type Currency, formatMoney, fromCents, toCents } from "../../entities/money";
import { PdfWriter } from "../../documents/pdf";
import { type Language, translatorFor } from "../../i18n";
import { ApiError } from "../../http/errors";
import { type AttendanceReportRow, attendanceReport } from "./attendance";
import { payrollTotals } from "./pay";
import { payrollMoneyColumns } from "./payroll";

/** An amount with the company's currency (the one money formatter of every document): "HK$1,000.00". */
const amountOf = (currency: Currency) => (amount: unknown) => formatMoney(amount ?? "0", currency);

/** An amount taken off ("1000.00" -> "-HK$1,000.00"), and a zero as "HK$0.00", never "-0.00". */
export const deducted = (amount: unknown, currency: Currency) => {
  const cents = toCents(amount === null || amount === undefined || amount === "" ? "0" : String(amount));
  return formatMoney(fromCents(cents < 0n ? cents : -cents), currency);
};

const hours = (value: unknown) => String(value ?? "0");

/** The monthly attendance report: one row per employee with the month's totals. */
export const attendancePdf = async (db: Knex, month: string, language: Language) => {
  const { rows, totals } = await attendanceReport(db, month);
  const t = translatorFor(language);
  const writer = new PdfWriter({
    language,
    landscape: true,
    title: t("attendance-monthly-report.title", { month }),
    company: await companyHeader(db, language),
    details: [
      [t("attendance-monthly-report.month"), month],
      [t("attendance-monthly-report.employees"), String(rows.length)],
    ],
  });
  const f = (name: string) => t(`attendances.fields.${name}`);
  writer.table(
    [
      { label: t("attendance-monthly-report.employee"), width: 2.4 },
      ...["days_worked", "working_hours", "late_hours", "ot_hours", "no_pay_leave_days", "annual_leave_days", "sick_leave_days"].map((name) => ({
        label: f(name),
        align: "right" as const,
      })),
    ],
    rows.map((row: AttendanceReportRow) => [
      row.employee_name,
      String(row.days_worked),
      hours(row.working_hours),
      hours(row.late_hours),
      hours(row.ot_hours),
      hours(row.no_pay_leave_days),
      hours(row.annual_leave_days),
      hours(row.sick_leave_days),
    ]),
    [
      [
        t("attendance-monthly-report.total"),
        String(totals.days_worked),
        totals.working_hours,
        totals.late_hours,
        totals.ot_hours,
        totals.no_pay_leave_days,
        totals.annual_leave_days,
        totals.sick_leave_days,
      ],
    ],
  );
  return writer;
};

/** The sheet's money columns: the payroll's, without the employer's MPF (not the employee's to sign for). */
const payrollMoney = payrollMoneyColumns.filter((column) => column !== "employer_mpf");

/** The month's payroll sheet for signing: every employee's figures, totals, a blank signature column. */
export const payrollPdf = async (db: Knex, month: string, language: Language, currency: Currency) => {
  const money = amountOf(currency);
  const rows = await db("payrolls as p")
    .join("employees as e", "e.id", "p.employee_id")
    .where("p.month", month)
    .whereNull("p.deleted_at")
    .orderBy([{ column: "e.name" }, { column: "p.id" }])
    .select("p.*", "e.name as employee_name");
  if (!rows.length) throw ApiError.notFound();
  const totals = await payrollTotals(db, month);
  const company = await companyHeader(db, language);
  const t = translatorFor(language);
  const sheet = new PdfWriter({
    language,
    landscape: true,
    title: t("payrolls.documents.sheetTitle", { month }),
    company,
    details: [
      [t("payrolls.fields.month"), month],
      [t("payrolls.fields.amount_unit"), String(rows[0].amount_unit)],
      [t("payrolls.fields.working_days"), String(rows[0].working_days)],
      [t("payrolls.documents.employees"), String(rows.length)],
    ],
  });
  sheet.table(
    [
      { label: t("payrolls.fields.employee_id"), width: 1.8 },
      ...payrollMoney.map((name) => ({ label: t(`payrolls.fields.${name}`), align: "right" as const })),
      { label: t("payrolls.fields.signature"), width: 1.6 },
    ],
    rows.map((row) => [String(row.employee_name), ...payrollMoney.map((name) => money(row[name])), row.signature ?? ""]),
    [[t("payrolls.documents.total"), ...payrollMoney.map((name) => money(totals[name])), ""]],
  );
  return sheet;
};

/** One employee's payslip for one month: earnings, deductions, the amount paid, the employer's MPF. */
export const payslipPdf = async (db: Knex, payrollId: number, language: Language, currency: Currency) => {
  const money = amountOf(currency);
  const row = await db("payrolls as p")
    .join("employees as e", "e.id", "p.employee_id")
    .leftJoin("designations as d", "d.id", "e.designation_id")
    .leftJoin("salaries as s", "s.id", "p.salary_id")
    .where("p.id", payrollId)
    .whereNull("p.deleted_at")
    .first("p.*", "e.name as employee_name", "e.full_name", "e.department", "d.title as designation", "s.salary_date", "s.status as salary_status");
  if (!row) throw ApiError.notFound();
  const adjustments = await db("salary_adjustments").where({ salary_id: row.salary_id }).orderBy("position").select("reason", "amount");
  const company = await companyHeader(db, language);
  const t = translatorFor(language);
  const f = (name: string) => t(`payrolls.fields.${name}`);
  const slip = new PdfWriter({
    language,
    title: t("payrolls.documents.payslipTitle", { month: row.month, name: row.employee_name }),
    company,
    details: [
      [t("payrolls.documents.employee"), `${row.full_name} (${row.employee_name})`],
      [f("month"), String(row.month)],
      [t("payrolls.documents.designation"), row.designation ?? ""],
      [t("payrolls.documents.department"), row.department ?? ""],
      [f("working_days"), String(row.working_days)],
      [f("ot_hours"), String(row.ot_hours)],
      [f("no_pay_leave_days"), String(row.no_pay_leave_days)],
      [f("status"), t(`payrolls.values.status.${row.status}`)],
    ],
  });
  slip.table(
    [
      { label: t("payrolls.documents.item"), width: 3 },
      { label: t("payrolls.documents.amount"), align: "right" },
    ],
    [
      [f("basic_salary"), money(row.basic_salary)],
      [`${f("ot_bonus")} (${t("payrolls.documents.otDetail", { hours: row.ot_hours, multiplier: row.ot_multiplier })})`, money(row.ot_bonus)],
      [f("commission"), money(row.commission)],
      ...adjustments.map((line: { reason: string; amount: string }) => [`${f("adjustment")}: ${line.reason}`, money(line.amount)]),
      [f("no_pay_leave"), deducted(row.no_pay_leave, currency)],
      [f("subtotal"), money(row.subtotal)],
      [t("payrolls.documents.mpfDeduction"), deducted(row.deduction, currency)],
    ],
    [[f("actual_amount"), money(row.actual_amount)]],
  );
  slip.paragraph(`${f("employer_mpf")}: ${money(row.employer_mpf)}`, { size: 9 });
  return slip;
};
