import { Router, type Request } from "express";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { sendCsv } from "../../crud/csv";
import type { Row } from "../../crud/service";
import { companyHeader } from "../../documents/company";
import { sendPdf } from "../../documents/pdf";
import { ApiError } from "../../http/errors";
import { languageOfDownload } from "../../http/request";
import { translatorFor } from "../../i18n";
import { labelOf, runReport, sectionRows } from "../../reports/engine";
import { parseParams } from "../../reports/params";
import { reportPdf } from "../../reports/pdf";
import type { ReportDef } from "../../reports/types";

const fileName = (report: ReportDef, params: { from: string; to: string; month?: string; year?: number }, ext: string) =>
  `${report.name}-${params.month ?? params.year ?? `${params.from}_${params.to}`}.${ext}`;

/**
 * Per report, enforced on its page (`<name>-report`, linked to the group that owns the data):
 *   GET /reports/<name>?<params>             JSON: every section's first rows, totals, the chart   (list)
 *   GET /reports/<name>.csv?<params>&section  one section, every row, headers in the user's language (export)
 *   GET /reports/<name>.pdf?<params>          header, parameters, chart, tables with totals         (export)
 */
export const reportsRouter = (ctx: AppContext, reports: readonly ReportDef[]) => {
  const router = Router();
  for (const report of reports) {
    const page = `${report.name}-report`;
    const params = (req: Request) => parseParams(report.params, req.query as Record<string, unknown>, ctx.config.timeZone);

    router.get(`/reports/${report.name}`, can(ctx, page, "list"), async (req, res) => {
      res.json(await runReport(ctx.db, report, params(req)));
    });

    router.get(`/reports/${report.name}.csv`, can(ctx, page, "export"), async (req, res) => {
      const range = params(req);
      const wanted = typeof req.query.section === "string" ? req.query.section : report.sections[0].name;
      const section = report.sections.find((s) => s.name === wanted);
      if (!section) throw ApiError.invalid({ section: { key: "invalidChoice", params: { values: report.sections.map((s) => s.name).join(", ") } } });
      const t = translatorFor(languageOfDownload(req));
      const names = section.columns.map((c) => c.name);
      const headers = section.columns.map((c) => t(labelOf(report, c)));
      // the header row carries the translated labels; the rows are keyed by column name
      const rows = (async function* () {
        for await (const row of sectionRows(ctx.db, section, range)) yield Object.fromEntries(names.map((n, i) => [headers[i], row[n]]));
      })();
      await sendCsv(res, fileName(report, range, "csv"), headers, rows as AsyncIterable<Row>);
    });

    router.get(`/reports/${report.name}.pdf`, can(ctx, page, "export"), async (req, res) => {
      const range = params(req);
      const language = languageOfDownload(req);
      const [result, company] = await Promise.all([runReport(ctx.db, report, range), companyHeader(ctx.db, language)]);
      sendPdf(res, fileName(report, range, "pdf"), reportPdf(result, company, language, translatorFor(language)(`${page}.${page}`)));
    });
  }
  return router;
};
