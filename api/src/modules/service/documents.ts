import type { Knex } from "knex";
import QRCode from "qrcode";
import { companyHeader } from "../../documents/company";
import { PdfWriter } from "../../documents/pdf";
import { type Language, translatorFor } from "../../i18n";
import { ApiError } from "../../http/errors";
import { linesWithNames } from "./lines";

/** The admin's show page of a record, for QR codes and mails (`origin` = the request's scheme and host). */
export const showUrl = (origin: string, route: string, id: number) => `${origin}${route}/show/${id}`;

/** What a QR code carries: the code or number on the first line, the link on the second. */
export const qrText = (code: string, url: string) => `${code}\n${url}`;

export const qrPng = (text: string, width = 240) => QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width });
export const qrSvg = (text: string) => QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/**
 * A QR code drawn as vector squares, `size` points wide at the left margin: sharp at any zoom and
 * about 40x cheaper than encoding a PNG for it (bench invoice-pdf).
 */
const drawQr = (writer: PdfWriter, text: string, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { doc } = writer;
  const left = doc.page.margins.left;
  if (doc.y + size > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  const top = doc.y;
  doc.save().rect(left, top, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) doc.rect(left + (column + quiet) * cell, top + (row + quiet) * cell, cell, cell);
  doc.fill("#000000").restore();
  doc.y = top + size + 8;
  doc.x = left;
};

/** YYYY/MM/DD, as the admin shows dates. */
const shownDate = (value: unknown) => (value ? String(value).slice(0, 10).replaceAll("-", "/") : "");
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : "");

type Kind = "quotations" | "service-invoices";
const sources = {
  quotations: { table: "quotations", lines: "quotation_lines", foreignKey: "quotation_id", date: "quotation_date" },
  "service-invoices": { table: "service_invoices", lines: "service_invoice_lines", foreignKey: "service_invoice_id", date: "invoice_date" },
} as const;

/**
 * A quotation's or a service invoice's PDF in the user's language: the company header, the number,
 * date, customer and status, the lines (item, type, quantity, price, subtotal) and the total; the
 * invoice carries its QR code (number and link).
 */
export const documentPdf = async (db: Knex, kind: Kind, id: number, language: Language, origin: string) => {
  const source = sources[kind];
  const record = await db(`${source.table} as d`)
    .join("customers as c", "c.id", "d.customer_id")
    .where("d.id", id)
    .whereNull("d.deleted_at")
    .first("d.*", db.raw(`to_char(d.${source.date}, 'YYYY-MM-DD') as doc_date`), "c.name as customer_name", "c.address as customer_address");
  if (!record) throw ApiError.notFound();
  const lines = await linesWithNames(db, source.lines, source.foreignKey, id);
  const company = await companyHeader(db, language);
  const t = translatorFor(language);
  const writer = new PdfWriter({ language, title: `${t(`${kind}.pdf.title`)} ${record.number}`, company });
  const details: [string, string][] = [];
  const field = (name: string) => t(`${kind}.fields.${name}`);
  details.push(
    [field("number"), record.number],
    [field(source.date), shownDate(record.doc_date)],
    [field("customer_id"), record.customer_name],
    [field("status"), t(`${kind}.values.status.${record.status}`)],
  );
  if (kind === "quotations") details.push([field("name"), record.name], [field("valid_until"), shownDate(dateText(record.valid_until))]);
  else
    details.push([field("finish_date"), shownDate(dateText(record.finish_date))], [field("closing_date"), shownDate(dateText(record.closing_date))]);
  writer.details(details);
  if (record.customer_address) writer.paragraph(record.customer_address, { size: 9 });
  writer.doc.moveDown(0.5);
  const line = (name: string) => t(`${kind}.lines.fields.${name}`);
  writer.table(
    [
      { label: line("item"), width: 4 },
      { label: line("item_type"), width: 2 },
      { label: line("quantity"), align: "right" },
      { label: line("price"), width: 1.5, align: "right" },
      { label: line("subtotal"), width: 1.5, align: "right" },
    ],
    lines.map((l) => [
      l.item_code ? `${l.item_name} (${l.item_code})` : l.item_name,
      t(`${kind}.values.item_type.${l.item_type}`),
      String(l.quantity),
      l.price,
      l.subtotal,
    ]),
    [[field("total"), "", "", "", record.total]],
  );
  if (record.remarks) {
    writer.paragraph(field("remarks"), { bold: true, size: 9 });
    writer.paragraph(record.remarks, { size: 9 });
  }
  if (kind === "service-invoices") drawQr(writer, qrText(record.number, showUrl(origin, "/service/service_invoice", id)), 96);
  return { writer, number: record.number as string, customer_id: record.customer_id as number };
};
