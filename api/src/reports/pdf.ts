import type { TFunction } from "i18next";
import type { CompanyHeader } from "../documents/company";
import { type Currency, formatMoney } from "../entities/money";
import { type Column, PdfWriter } from "../documents/pdf";
import { type Language, translatorFor } from "../i18n";
import type { Cell, ReportResult, ReportRow, SectionResult } from "./engine";
import type { ChartSpec } from "./types";

/** "1234567.5" -> "1,234,567.50"; exact (string arithmetic, no float). */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** An amount with any number of decimals rounded half away from zero to cents ("12.345" -> "12.35"), as text. */
const toTwoDecimals = (sign: string, whole: string, fraction = "") => {
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(3, "0").slice(0, 2)) + (Number(fraction[2] ?? "0") >= 5 ? 1n : 0n);
  return `${sign}${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
};

/**
 * A report's cell as a document shows it: money with the company's currency by the one money
 * formatter ("HK$1,234.50", never "-HK$0.00"), other numbers grouped, percentages with "%".
 */
export const formatCell = (value: Cell | undefined, type: SectionResult["columns"][number]["type"], currency?: Currency): string => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  if (type === "money" || type === "number" || type === "percent" || type === "integer") {
    const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) return text;
    const [, sign, whole, fraction] = match;
    if (type === "money" && currency) return formatMoney(toTwoDecimals(sign, whole, fraction), currency);
    const decimals = type === "money" ? `.${(fraction ?? "").padEnd(2, "0").slice(0, 2)}` : fraction ? `.${fraction}` : "";
    return `${sign}${grouped(whole)}${decimals}${type === "percent" ? "%" : ""}`;
  }
  return text;
};

const numeric = (type: string) => type !== "string" && type !== "date" && type !== "month";

/** The parameters and the basis as the document's details: period, month or year (and the tax rate), the basis. */
export const paramDetails = (t: TFunction, params: ReportResult["params"], basis?: ReportResult["basis"]): [string, string][] => {
  const details: [string, string][] = [];
  if (params.month) details.push([t("reports.params.month"), params.month]);
  else if (params.year) details.push([t("reports.params.year"), String(params.year)]);
  else details.push([t("reports.params.period"), `${params.from} – ${params.to}`]);
  if (params.rate !== undefined) details.push([t("reports.params.rate"), `${params.rate}%`]);
  if (basis) details.push([t("reports.basisTitle"), t(`reports.basis.${basis}`)]);
  return details;
};

const palette = ["#3242a8", "#52c41a", "#faad14", "#f5222d", "#13c2c2", "#722ed1"];

/** The chart drawn with vector shapes: columns (or bars) per series, or lines, with axis, labels and legend. */
const drawChart = (writer: PdfWriter, spec: ChartSpec, section: SectionResult, t: TFunction) => {
  const { doc } = writer;
  const rows = section.rows.slice(0, spec.top ?? 24);
  if (!rows.length) return;
  const height = 170;
  if (doc.y + height + 40 > doc.page.height - 48) doc.addPage();
  const left = 48 + 50;
  const top = doc.y + 4;
  const width = writer.width - 50;
  const values = rows.flatMap((row) => spec.y.map((y) => Number(row[y] ?? 0)));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const yOf = (v: number) => top + ((max - v) / span) * height;
  // axis and gridlines with their values
  doc.font("regular").fontSize(7).fillColor("#6b6b6b");
  for (let i = 0; i <= 4; i++) {
    const v = min + (span * i) / 4;
    const y = yOf(v);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor("#d9d9d9")
      .stroke();
    doc.text(formatCell(v.toFixed(0), "integer"), 48, y - 4, { width: 46, align: "right" });
  }
  const slot = width / rows.length;
  rows.forEach((row, i) => {
    const x0 = left + i * slot;
    if (spec.kind === "line") return;
    const barWidth = (slot * 0.8) / spec.y.length;
    spec.y.forEach((y, s) => {
      const v = Number(row[y] ?? 0);
      const [a, b] = [yOf(Math.max(v, 0)), yOf(Math.min(v, 0))];
      doc.rect(x0 + slot * 0.1 + s * barWidth, a, Math.max(barWidth - 1, 0.5), Math.max(b - a, 0.3)).fill(palette[s % palette.length]);
    });
  });
  if (spec.kind === "line")
    spec.y.forEach((y, s) => {
      rows.forEach((row, i) => {
        const x = left + i * slot + slot / 2;
        const v = yOf(Number(row[y] ?? 0));
        if (i === 0) doc.moveTo(x, v);
        else doc.lineTo(x, v);
      });
      doc
        .lineWidth(1.2)
        .strokeColor(palette[s % palette.length])
        .stroke();
    });
  // x labels
  doc.fontSize(6.5).fillColor("#1f1f1f");
  for (const [i, row] of rows.entries()) {
    doc.text(String(row[spec.x] ?? "").slice(0, 18), left + i * slot, top + height + 3, { width: slot, align: "center", height: 18, ellipsis: true });
  }
  // legend
  let x = left;
  const legendY = top + height + 24;
  spec.y.forEach((y, s) => {
    const label = t(section.columns.find((c) => c.name === y)?.label ?? y);
    doc.rect(x, legendY + 1, 8, 8).fill(palette[s % palette.length]);
    doc
      .fillColor("#1f1f1f")
      .fontSize(8)
      .text(label, x + 11, legendY, { lineBreak: false });
    x += 20 + doc.widthOfString(label);
  });
  doc.x = 48;
  doc.y = legendY + 20;
};

/** The report as a PDF: company header, title, parameters, chart, then each section's table and totals. */
export const reportPdf = (result: ReportResult, company: CompanyHeader, language: Language, title: string, currency: Currency) => {
  const wide = result.sections.some((s) => s.columns.length > 6);
  const writer = new PdfWriter({
    language,
    title,
    company,
    details: paramDetails(translatorFor(language), result.params, result.basis),
    landscape: wide,
  });
  const { t } = writer;
  if (result.chart) {
    const section = result.sections.find((s) => s.name === result.chart!.section);
    if (section) drawChart(writer, result.chart, section, t);
  }
  for (const section of result.sections) {
    if (result.sections.length > 1) writer.paragraph(t(`${result.report}-report.sections.${section.name}`), { bold: true, size: 11 });
    const columns: Column[] = section.columns.map((c) => ({
      label: t(c.label),
      align: numeric(c.type) ? "right" : "left",
      width: c.type === "string" ? 2 : 1,
    }));
    const row = (r: ReportRow) => section.columns.map((c) => formatCell(r[c.name], c.type, currency));
    const totals = row(section.totals);
    if (!numeric(section.columns[0].type) || totals[0] === "") totals[0] = t("reports.total");
    writer.table(columns, section.rows.map(row), [totals]);
    if (section.truncated) writer.paragraph(t("reports.truncated", { shown: section.rows.length, count: section.count }), { size: 8 });
  }
  return writer;
};
