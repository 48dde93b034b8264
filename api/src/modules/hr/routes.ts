import { Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { sendCsv } from "../../crud/csv";
import type { Row } from "../../crud/service";
import { sendPdf } from "../../documents/pdf";
import { translate } from "../../http/errors";
import { defineRoute, mount } from "../../http/contract";
import { actorOf, idOf, languageOfDownload } from "../../http/request";
import { attendanceReport, computeAttendance, reportColumns } from "./attendance";
import { attendancePdf, payrollPdf, payslipPdf } from "./documents";
import { paySalaries, payrollTotals, salaryMonths } from "./pay";
import { generateSalaries } from "./salary";

const monthField = { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } as const;
const byMonth = { month: monthField } as const;
const payment = {
  month: monthField,
  employee_id: { type: "integer", min: 1 },
  payment_method: { type: "string", maxLength: 40, choices: "payment-methods", required: true },
  transaction_id: { type: "string", maxLength: 100 },
} as const;

const byMonthQuery = { month: monthField } as const;
const documentQuery = { month: monthField, lang: { type: "string", maxLength: 20 } } as const;
const monthly = z.object({ month: z.string() }).catchall(z.unknown());

export const hrRoutes = {
  compute: defineRoute({
    method: "post",
    path: "/attendances/compute",
    summary: "Compute a month's attendance sheets from the attendance days",
    body: byMonth,
    answer: monthly.extend({ message: z.string() }),
  }),
  report: defineRoute({
    method: "get",
    path: "/attendance-monthly-report",
    summary: "The monthly attendance report",
    query: byMonthQuery,
    produces: "application/json",
  }),
  reportCsv: defineRoute({
    method: "get",
    path: "/attendance-monthly-report.csv",
    summary: "The monthly attendance report as CSV",
    query: documentQuery,
    produces: "text/csv",
  }),
  reportPdf: defineRoute({
    method: "get",
    path: "/attendance-monthly-report.pdf",
    summary: "The monthly attendance report as PDF",
    query: documentQuery,
    produces: "application/pdf",
  }),
  generate: defineRoute({
    method: "post",
    path: "/salaries/generate",
    summary: "Generate a month's salaries from the attendance sheets",
    body: byMonth,
    answer: monthly.extend({ message: z.string() }),
  }),
  months: defineRoute({
    method: "get",
    path: "/salaries/months",
    summary: "The months with salaries and their totals",
    query: {},
    produces: "application/json",
  }),
  pay: defineRoute({
    method: "post",
    path: "/salaries/pay",
    summary: "Pay a month's salaries (or one employee's): one salary expense per payment",
    body: payment,
    answer: z.object({ message: z.string(), records: z.number().int(), amount: z.string() }).catchall(z.unknown()),
  }),
  payrollSheet: defineRoute({
    method: "get",
    path: "/payrolls/sheet.pdf",
    summary: "A month's payroll sheet as PDF",
    query: documentQuery,
    produces: "application/pdf",
  }),
  payrollTotals: defineRoute({
    method: "get",
    path: "/payrolls/totals",
    summary: "A month's payroll totals",
    query: byMonthQuery,
    answer: z.object({ month: z.string(), employees: z.number().int() }).catchall(z.unknown()),
  }),
  payslip: defineRoute({
    method: "get",
    path: "/payrolls/:id/payslip.pdf",
    summary: "One payslip as PDF",
    query: { lang: { type: "string", maxLength: 20 } },
    produces: "application/pdf",
  }),
};

/**
 * Attendance: compute a month's sheets, the monthly report (JSON, CSV, PDF). Salary: generate a
 * month, the months with their totals, pay (one salary expense per payment), the payroll sheet and
 * payslips as PDF. Every route is the human-resource group's (ADMIN, HR).
 */
export const hrRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);

  route(hrRoutes.compute, can(ctx, "attendances", "compute"), async (req, _res, { body: { month } }) => {
    const result = await computeAttendance(ctx, month, actorOf(req));
    return { ...result, message: translate(req, "attendances.messages.computed", result) };
  });

  route(hrRoutes.report, can(ctx, "attendance-monthly-report", "list"), async (_req, res, { query }) => {
    res.json(await attendanceReport(ctx.db, query.month));
  });
  route(hrRoutes.reportCsv, can(ctx, "attendance-monthly-report", "export"), async (_req, res, { query: { month } }) => {
    const { rows } = await attendanceReport(ctx.db, month);
    await sendCsv(
      res,
      `attendance-${month}.csv`,
      ["employee_id", ...reportColumns],
      (async function* () {
        yield* rows as unknown as Row[];
      })(),
    );
  });
  route(hrRoutes.reportPdf, can(ctx, "attendance-monthly-report", "list"), async (req, res, { query: { month } }) => {
    sendPdf(res, `attendance-${month}.pdf`, await attendancePdf(ctx.db, month, languageOfDownload(req)));
  });

  route(hrRoutes.generate, can(ctx, "salaries", "generate"), async (req, _res, { body: { month } }) => {
    const result = await generateSalaries(ctx, month, actorOf(req));
    return { ...result, message: translate(req, "salaries.messages.generated", result) };
  });
  route(hrRoutes.months, can(ctx, "salaries", "list"), async (_req, res) => {
    res.json(await salaryMonths(ctx.db));
  });
  route(hrRoutes.pay, can(ctx, "salaries", "pay"), async (req, _res, { body }) => {
    await ctx.modules.settings.paymentMethods.assert(ctx.db, body.payment_method);
    const paid = await paySalaries(ctx, body, actorOf(req));
    return { ...paid, message: translate(req, "salaries.messages.paidOut", { count: paid.records, amount: paid.amount, month: body.month }) };
  });

  route(hrRoutes.payrollSheet, can(ctx, "payrolls", "list"), async (req, res, { query: { month } }) => {
    sendPdf(
      res,
      `payroll-${month}.pdf`,
      await payrollPdf(ctx.db, month, languageOfDownload(req), (await ctx.modules.settings.store.read(ctx.db)).currency),
    );
  });
  route(hrRoutes.payrollTotals, can(ctx, "payrolls", "list"), async (_req, _res, { query: { month } }) => payrollTotals(ctx.db, month));
  route(hrRoutes.payslip, can(ctx, "payrolls", "show"), async (req, res) => {
    const id = idOf(req);
    const writer = await payslipPdf(ctx.db, id, languageOfDownload(req), (await ctx.modules.settings.store.read(ctx.db)).currency);
    sendPdf(res, `payslip-${id}.pdf`, writer);
  });
  return router;
};
