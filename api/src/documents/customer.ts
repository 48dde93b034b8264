import { type Currency, formatMoney } from "../entities/money";
import { formatPhone } from "../entities/phone";
import { type Language, languages, translatorFor } from "../i18n";
import type { CompanyHeader } from "./company";
import { type Column, PdfWriter } from "./pdf";

/**
 * A document the customer receives (an order confirmation, a sales invoice, a quotation, a service
 * invoice): the company's header and logo, the title, the document's details, whom it is for, the
 * lines, the totals, then payment notes and the QR code of its reference. It states nothing internal
 * (no workflow status, no staff) and every amount with the company's currency ("HK$1,234.00").
 */
export interface CustomerDocument {
  language: Language;
  company: CompanyHeader;
  currency: Currency;
  /** e.g. "Order confirmation SO-2026-000001". */
  title: string;
  /** Number, dates, payment method...: label and value, in the document's language. */
  details: readonly (readonly [string, string])[];
  customer: { name: string; address?: string | null; email?: string | null; phone?: string | null };
  /** The lines' columns; a `money` column's cells are amounts ("12.50"), written with the currency here. */
  columns: readonly (Column & { money?: boolean })[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
  /** Under the lines, label and amount ("Shipping", "15.00"): the last is the total. */
  totals: readonly (readonly [string, string])[];
  /** Paragraphs after the totals (how to pay, remarks), each under its label. */
  notes?: readonly { label: string; text: string }[];
  /** The QR code of the document's reference, and the line beside it. */
  qr?: { text: string; caption: string };
}

/** What a customer document's e-mail template fills in (settings > message templates). */
export interface DocumentPlaceholders {
  [name: string]: string;
  customer: string;
  number: string;
  /** With the currency: "HK$1,234.00". */
  total: string;
  /** The company's name, as the document's header shows it. */
  company: string;
}

/** The admin's show page of a record, for QR codes and mails (`origin` = the request's scheme and host). */
export const showUrl = (origin: string, route: string, id: number) => `${origin}${route}/show/${id}`;

/** What a document's QR code carries: its code or number on the first line, the record's page on the second. */
export const qrText = (code: string, url: string) => `${code}\n${url}`;

/** Whether a string names a language documents are written in. */
export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (languages as readonly string[]).includes(value);

/** A customer document's language: the one asked for (`?lang=`), else the customer's, else the company's. */
export const customerLanguage = (asked: Language | undefined, customer: unknown, company: Language): Language =>
  asked ?? (isLanguage(customer) ? customer : company);

/** YYYY/MM/DD, as the admin shows dates (a date column arrives as "2026-11-20" or a Date). */
export const documentDate = (value: unknown) => {
  if (!value) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.slice(0, 10).replaceAll("-", "/");
};

/** The document written with the PDF writer; `toBuffer()` for a mail, `sendPdf` for a download. */
export const customerDocumentPdf = (document: CustomerDocument): PdfWriter => {
  const { language, currency } = document;
  const t = translatorFor(language);
  const money = (amount: unknown) => formatMoney(amount, currency);
  const writer = new PdfWriter({ language, title: document.title, company: document.company, details: document.details });

  const { customer } = document;
  writer.paragraph(t("documents.billTo"), { bold: true, size: 9, colour: "#6b6b6b" });
  writer.paragraph(customer.name, { bold: true, size: 10 });
  const contact = [
    customer.address?.replace(/\s*\n\s*/g, ", "),
    [customer.email, customer.phone ? formatPhone(customer.phone) : undefined].filter(Boolean).join("   "),
  ];
  for (const line of contact) if (line) writer.paragraph(line, { size: 9 });
  writer.doc.moveDown(0.3);

  const { columns } = document;
  const cells = (row: readonly unknown[]) => row.map((cell, i) => (columns[i]?.money ? money(cell) : String(cell ?? "")));
  const last = columns.length - 1;
  const totalRows = document.totals.map(([label, amount]) => columns.map((_c, i) => (i === 0 ? label : i === last ? money(amount) : "")));
  writer.table(columns, document.rows.map(cells), totalRows);

  for (const note of document.notes ?? []) {
    writer.paragraph(note.label, { bold: true, size: 9 });
    writer.paragraph(note.text, { size: 9 });
  }
  if (document.qr) writer.qr(document.qr.text, 96, document.qr.caption);
  return writer;
};
