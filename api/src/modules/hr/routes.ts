import { type Request, Router } from "express";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { sendCsv } from "../../crud/csv";
import type { Row } from "../../crud/service";
import { validateFields } from "../../crud/validate";
import { sendPdf } from "../../documents/pdf";
import { translate } from "../../http/errors";
import { actorOf, idOf, languageOfDownload, noFilters } from "../../http/request";
import { attendanceReport, computeAttendance, reportColumns } from "./attendance";
import { attendancePdf, payrollPdf, payslipPdf } from "./documents";
import { paySalaries, payrollTotals, salaryMonths } from "./pay";
import { generateSalaries } from "./salary";

const monthField = { type: "string", format: "month", required: true, requiredMessage: "selectMonth" } as const;
const byMonth = { month: monthField } as const;
const payment = {
  month: monthField,
  employee_id: { type: "integer", min: 1 },
  payment_method: { type: "string", required: true, maxLength: 40 },
  transaction_id: { type: "string", maxLength: 100 },
} as const;

const monthOf = (req: Request) => validateFields(byMonth, { month: req.query.month }).month;

/**
 * Attendance: compute a month's sheets, the monthly report (JSON, CSV, PDF). Salary: generate a
 * month, the months with their totals, pay (one salary expense per payment), the payroll sheet and
 * payslips as PDF. Every route is the human-resource group's (ADMIN, HR).
 */
export const hrRouter = (ctx: AppContext) => {
  const router = Router();

  router.post("/attendances/compute", can(ctx, "attendances", "compute"), async (req, res) => {
    const { month } = validateFields(byMonth, req.body ?? {});
    const result = await computeAttendance(ctx, month, actorOf(req));
    res.json({ ...result, message: translate(req, "attendances.messages.computed", result) });
  });

  router.get("/attendance-monthly-report", can(ctx, "attendance-monthly-report", "list"), async (req, res) => {
    res.json(await attendanceReport(ctx.db, monthOf(req)));
  });
  router.get("/attendance-monthly-report.csv", can(ctx, "attendance-monthly-report", "export"), async (req, res) => {
    const month = monthOf(req);
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
  router.get("/attendance-monthly-report.pdf", can(ctx, "attendance-monthly-report", "list"), async (req, res) => {
    const month = monthOf(req);
    sendPdf(res, `attendance-${month}.pdf`, await attendancePdf(ctx.db, month, languageOfDownload(req)));
  });

  router.post("/salaries/generate", can(ctx, "salaries", "generate"), async (req, res) => {
    const { month } = validateFields(byMonth, req.body ?? {});
    const result = await generateSalaries(ctx, month, actorOf(req));
    res.json({ ...result, message: translate(req, "salaries.messages.generated", result) });
  });
  router.get("/salaries/months", can(ctx, "salaries", "list"), noFilters(), async (_req, res) => {
    res.json(await salaryMonths(ctx.db));
  });
  router.post("/salaries/pay", can(ctx, "salaries", "pay"), async (req, res) => {
    const body = validateFields(payment, req.body ?? {});
    const paid = await paySalaries(ctx, body, actorOf(req));
    res.json({ ...paid, message: translate(req, "salaries.messages.paidOut", { count: paid.records, amount: paid.amount, month: body.month }) });
  });

  router.get("/payrolls/sheet.pdf", can(ctx, "payrolls", "list"), async (req, res) => {
    const month = monthOf(req);
    sendPdf(res, `payroll-${month}.pdf`, await payrollPdf(ctx.db, month, languageOfDownload(req)));
  });
  router.get("/payrolls/totals", can(ctx, "payrolls", "list"), async (req, res) => {
    res.json(await payrollTotals(ctx.db, monthOf(req)));
  });
  router.get("/payrolls/:id/payslip.pdf", can(ctx, "payrolls", "show"), async (req, res) => {
    const id = idOf(req);
    const language = languageOfDownload(req);
    const writer = await payslipPdf(ctx.db, id, language);
    sendPdf(res, `payslip-${id}.pdf`, writer);
  });
  return router;
};
