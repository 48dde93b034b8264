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
import { paramFields, parseParams } from "../../reports/params";
import { defineRoute, mount } from "../../http/contract";
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
  const route = mount(router);
  for (const report of reports) {
    const page = `${report.name}-report`;
    const params = (req: Request) => parseParams(report.params, req.query as Record<string, unknown>, ctx.config.timeZone);

    const query = paramFields(report.params);
    const lang = { lang: { type: "string", maxLength: 20 } } as const;
    const base = {
      method: "get",
      tag: "reports",
      description: `Parameters: ${report.params}; sections: ${report.sections.map((s) => s.name).join(", ")}.`,
    } as const;
    const json = defineRoute({
      ...base,
      path: `/reports/${report.name}`,
      summary: `The ${report.name} report: each section's first rows, totals, the chart`,
      query,
      produces: "application/json",
    });
    const csv = defineRoute({
      ...base,
      path: `/reports/${report.name}.csv`,
      summary: `One section of the ${report.name} report as CSV, every row`,
      query: { ...query, ...lang, section: { type: "enum", values: report.sections.map((s) => s.name) } },
      produces: "text/csv",
    });
    const pdf = defineRoute({
      ...base,
      path: `/reports/${report.name}.pdf`,
      summary: `The ${report.name} report as PDF`,
      query: { ...query, ...lang },
      produces: "application/pdf",
    });

    route(json, can(ctx, page, "list"), async (req, res) => {
      res.json(await runReport(ctx.db, report, params(req)));
    });

    route(csv, can(ctx, page, "export"), async (req, res) => {
      const range = params(req);
      const wanted = typeof req.query.section === "string" ? req.query.section : report.sections[0].name;
      const section = report.sections.find((s) => s.name === wanted);
      if (!section) throw ApiError.invalid({ section: { key: "invalidChoice", params: { values: report.sections.map((s) => s.name).join(", ") } } });
      const t = translatorFor(languageOfDownload(req));
      const names = section.columns.map((c) => c.name);
      // amounts stay plain numbers for a spreadsheet; a money column's header names the currency: "Sales (HK$)"
      const { currency } = await ctx.modules.settings.store.read(ctx.db);
      const headers = section.columns.map((c) => (c.type === "money" ? `${t(labelOf(report, c))} (${currency.symbol})` : t(labelOf(report, c))));
      // the header row carries the translated labels; the rows are keyed by column name
      const rows = (async function* () {
        for await (const row of sectionRows(ctx.db, section, range)) yield Object.fromEntries(names.map((n, i) => [headers[i], row[n]]));
      })();
      await sendCsv(res, fileName(report, range, "csv"), headers, rows as AsyncIterable<Row>);
    });

    route(pdf, can(ctx, page, "export"), async (req, res) => {
      const range = params(req);
      const language = languageOfDownload(req);
      const [result, company, { currency }] = await Promise.all([
        runReport(ctx.db, report, range),
        companyHeader(ctx.db, language),
        ctx.modules.settings.store.read(ctx.db),
      ]);
      sendPdf(res, fileName(report, range, "pdf"), reportPdf(result, company, language, translatorFor(language)(`${page}.${page}`), currency));
    });
  }
  return router;
};
