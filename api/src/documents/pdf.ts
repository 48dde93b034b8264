import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import type { Response } from "express";
import type { TFunction } from "i18next";
import { type Language, translatorFor } from "../i18n";
import type { CompanyHeader } from "./company";

/**
 * PDF documents (quotations, invoices, payroll, payslips, reports): A4, the company's header, text in
 * English or Traditional Chinese. Noto Sans TC (from an npm font package) covers both; pdfkit embeds
 * only the glyphs a document uses, so a one-page document stays small.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve("@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf")),
    bold: readFileSync(require.resolve("@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf")),
  });

export type Align = "left" | "right" | "center";

export interface Column {
  label: string;
  /** Share of the table's width (the columns' weights are summed). */
  width?: number;
  align?: Align;
}

export interface DocumentOptions {
  language: Language;
  /** The document's title under the header, e.g. "Quotation QT-2026-00001". */
  title: string;
  company: CompanyHeader;
  /** Label/value pairs under the title: number, date, customer, the report's parameters... */
  details?: readonly (readonly [string, string])[];
  landscape?: boolean;
}

const margin = 48;
/** Han characters, kana and CJK punctuation: text that has no spaces between its words. */
const cjk = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const colours = { text: "#1f1f1f", muted: "#6b6b6b", rule: "#d9d9d9", band: "#f2f4fb", primary: "#3242a8" };

/**
 * One document being written: the header is drawn on creation; tables, paragraphs, images and a
 * totals block follow, with page breaks (and the table header again) as needed.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly t: TFunction;

  constructor(readonly options: DocumentOptions) {
    const { regular, bold } = loadFonts();
    this.t = translatorFor(options.language);
    this.doc = new PDFDocument({
      size: "A4",
      layout: options.landscape ? "landscape" : "portrait",
      margin,
      // pages stay in memory until the end, so each can be numbered "Page n of N"
      bufferPages: true,
      info: { Title: options.title, Author: options.company.name, Creator: "ERP&CRM System" },
    });
    this.doc.registerFont("regular", regular);
    this.doc.registerFont("bold", bold);
    this.doc.font("regular").fillColor(colours.text);
    this.header();
  }

  get width() {
    return this.doc.page.width - margin * 2;
  }

  private header() {
    const { doc, options } = this;
    const { company } = options;
    const top = doc.y;
    let textLeft = margin;
    if (company.logo) {
      try {
        doc.image(company.logo, margin, top, { fit: [64, 64] });
        textLeft = margin + 76;
      } catch {
        // an unreadable logo leaves the header text-only
      }
    }
    doc
      .font("bold")
      .fontSize(16)
      .fillColor(colours.primary)
      .text(company.name, textLeft, top, { width: this.width - (textLeft - margin) });
    doc.font("regular").fontSize(9).fillColor(colours.muted);
    for (const line of company.lines) doc.text(line, textLeft, doc.y, { width: this.width - (textLeft - margin) });
    doc.y = Math.max(doc.y, company.logo ? top + 68 : doc.y) + 6;
    this.rule();
    doc.moveDown(0.6);
    doc.font("bold").fontSize(14).fillColor(colours.text).text(options.title, margin, doc.y);
    doc.moveDown(0.3);
    if (options.details?.length) this.details(options.details);
    doc.moveDown(0.5);
  }

  private rule() {
    this.doc
      .moveTo(margin, this.doc.y)
      .lineTo(margin + this.width, this.doc.y)
      .lineWidth(0.7)
      .strokeColor(colours.rule)
      .stroke();
  }

  /** Label: value lines, two per row. */
  details(pairs: readonly (readonly [string, string])[]) {
    const { doc } = this;
    const half = this.width / 2;
    for (let i = 0; i < pairs.length; i += 2) {
      const y = doc.y;
      let bottom = y;
      for (const [index, pair] of pairs.slice(i, i + 2).entries()) {
        const x = margin + index * half;
        doc
          .font("bold")
          .fontSize(9)
          .fillColor(colours.muted)
          .text(`${pair[0]}: `, x, y, { continued: true, width: half - 8 });
        doc
          .font("regular")
          .fillColor(colours.text)
          .text(pair[1] || "-");
        bottom = Math.max(bottom, doc.y);
      }
      doc.y = bottom;
    }
    doc.x = margin;
  }

  /** A paragraph of text at the left margin. */
  paragraph(text: string, { bold = false, size = 10, colour = colours.text } = {}) {
    this.doc
      .font(bold ? "bold" : "regular")
      .fontSize(size)
      .fillColor(colour)
      .text(text, margin, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
  }

  /** A PNG or JPEG (e.g. a QR code or a chart), `size` points wide, at the left margin or right-aligned. */
  image(png: Buffer, size: number, { align = "left" }: { align?: "left" | "right" } = {}) {
    if (this.doc.y + size > this.doc.page.height - margin) this.doc.addPage();
    const x = align === "right" ? margin + this.width - size : margin;
    this.doc.image(png, x, this.doc.y, { width: size });
    this.doc.y += size + 8;
  }

  /**
   * A QR code of `text` drawn as vector squares, `size` points wide at the left margin (a caption
   * beside it): sharp at any zoom and about 40x cheaper than encoding a PNG for it (bench invoice-pdf).
   */
  qr(text: string, size: number, caption?: string) {
    const { doc } = this;
    const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
    if (doc.y + size > doc.page.height - margin) doc.addPage();
    const quiet = 2;
    const cell = size / (modules.size + quiet * 2);
    const top = doc.y;
    doc.save().rect(margin, top, size, size).fill("#ffffff");
    for (let row = 0; row < modules.size; row++)
      for (let column = 0; column < modules.size; column++)
        if (modules.get(row, column)) doc.rect(margin + (column + quiet) * cell, top + (row + quiet) * cell, cell, cell);
    doc.fill("#000000").restore();
    if (caption)
      doc
        .font("regular")
        .fontSize(8)
        .fillColor(colours.muted)
        .text(caption, margin + size + 8, top + size / 2 - 6, { width: this.width - size - 8 });
    doc.y = top + size + 8;
    doc.x = margin;
  }

  /**
   * A table: a header band, then the rows (strings as they should read: money formatted by the
   * caller), breaking pages as needed with the header repeated; `totals` rows in bold under a rule.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[], totals: readonly (readonly string[])[] = []) {
    const { doc } = this;
    const weights = columns.map((c) => c.width ?? 1);
    const sum = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((w) => (w / sum) * this.width);
    const fontSize = 9;
    const pad = 4;
    // a word never breaks inside ("HK$23,000.⏎00", "報價單號⏎碼"): a cell whose longest word is wider
    // than its column is written smaller, down to 5.5 pt, instead (a long CJK run is a sentence, which wraps)
    const sizeOf = (cell: string, i: number, font: "regular" | "bold") => {
      doc.font(font).fontSize(fontSize);
      const words = (cell || " ").split(/\s+/).filter((word) => !(cjk.test(word) && word.length > 6));
      const widest = Math.max(0, ...words.map((word) => doc.widthOfString(word)));
      const room = widths[i] - pad * 2;
      return widest > room ? Math.max(5.5, Math.floor(((fontSize * room) / widest) * 10) / 10) : fontSize;
    };
    const rowHeight = (cells: readonly string[], font: "regular" | "bold") =>
      Math.max(
        ...cells.map((cell, i) => {
          doc.font(font).fontSize(sizeOf(cell, i, font));
          return doc.heightOfString(cell || " ", { width: widths[i] - pad * 2 });
        }),
      ) +
      pad * 2;
    const drawRow = (cells: readonly string[], font: "regular" | "bold", band?: string) => {
      const height = rowHeight(cells, font);
      if (doc.y + height > doc.page.height - margin) {
        doc.addPage();
        drawHeader();
      }
      const y = doc.y;
      if (band) doc.rect(margin, y, this.width, height).fill(band);
      let x = margin;
      doc.font(font).fillColor(colours.text);
      cells.forEach((cell, i) => {
        doc.fontSize(sizeOf(cell ?? "", i, font));
        doc.text(cell ?? "", x + pad, y + pad, { width: widths[i] - pad * 2, align: columns[i].align ?? "left" });
        x += widths[i];
      });
      doc.y = y + height;
    };
    const drawHeader = () =>
      drawRow(
        columns.map((c) => c.label),
        "bold",
        colours.band,
      );
    drawHeader();
    for (const row of rows) drawRow(row, "regular");
    if (totals.length) {
      this.rule();
      for (const row of totals) drawRow(row, "bold");
    }
    doc.x = margin;
    doc.moveDown(0.8);
  }

  /** Numbers every page in its footer, then finishes the document. */
  private finish() {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.height - margin + 16;
      // writing below the bottom margin would add a page: lift it for the footer
      const saved = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font("regular").fontSize(8).fillColor(colours.muted);
      doc.text(this.t("documents.page", { page: i + 1, pages: range.count }), margin, bottom, { width: this.width, align: "right" });
      doc.page.margins.bottom = saved;
    }
    doc.end();
  }

  /** The finished document, as a stream. */
  end(): PDFKit.PDFDocument {
    this.finish();
    return this.doc;
  }

  /** The finished document as one Buffer (tests, mail attachments). */
  toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.doc.on("end", () => resolve(Buffer.concat(chunks)));
      this.doc.on("error", reject);
      this.finish();
    });
  }
}

/** Answers a PDF download: `Content-Disposition: attachment` with the file name, streamed. */
export const sendPdf = (res: Response, filename: string, writer: PdfWriter) => {
  res.status(200);
  res.type("application/pdf");
  res.attachment(filename);
  writer.end().pipe(res);
};
