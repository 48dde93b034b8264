import type { Knex } from "knex";
import QRCode from "qrcode";
import type { ServiceContext } from "../../crud/service";
import { companyHeader } from "../../documents/company";
import { customerDocumentPdf, customerLanguage, type DocumentPlaceholders, documentDate, qrText, showUrl } from "../../documents/customer";
import { formatMoney } from "../../entities/money";
import type { Language } from "../../i18n";
import { translatorFor } from "../../i18n";
import { ApiError } from "../../http/errors";
import { linesWithNames } from "./lines";

export { qrText, showUrl };

export const qrPng = (text: string, width = 240) => QRCode.toBuffer(text, { type: "png", errorCorrectionLevel: "M", margin: 2, width });
export const qrSvg = (text: string) => QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

export type Kind = "quotations" | "service-invoices";
const sources = {
  quotations: { table: "quotations", lines: "quotation_lines", foreignKey: "quotation_id", date: "quotation_date" },
  "service-invoices": { table: "service_invoices", lines: "service_invoice_lines", foreignKey: "service_invoice_id", date: "invoice_date" },
} as const;

/** What a document was written for: its number, the customer it goes to, its language and its e-mail's placeholders. */
export interface WrittenDocument {
  number: string;
  language: Language;
  customer: { id: number; name: string; email: string | null };
  /** The e-mail template's values: customer, number, total (with the currency), company. */
  placeholders: DocumentPlaceholders;
}

/**
 * A quotation's or a service invoice's PDF, a customer document (documents/customer.ts) in the
 * customer's language unless `asked` names one: the number, date, validity or service dates, the
 * lines (item, type, quantity, price, subtotal) and the total with the currency, never the workflow's
 * status (a converted quotation prints as the quotation it was); the invoice carries its QR code.
 */
export const documentPdf = async (
  ctx: Pick<ServiceContext, "modules">,
  db: Knex,
  kind: Kind,
  id: number,
  asked: Language | undefined,
  origin: string,
) => {
  const source = sources[kind];
  const record = await db(`${source.table} as d`)
    .join("customers as c", "c.id", "d.customer_id")
    .where("d.id", id)
    .whereNull("d.deleted_at")
    .first(
      "d.*",
      db.raw(`to_char(d.${source.date}, 'YYYY-MM-DD') as doc_date`),
      "c.name as customer_name",
      "c.address as customer_address",
      "c.email as customer_email",
      "c.phone as customer_phone",
      "c.language as customer_language",
    );
  if (!record) throw ApiError.notFound();
  const language = customerLanguage(asked, record.customer_language, await ctx.modules.settings.company.language(db));
  const [lines, company, { currency }] = await Promise.all([
    linesWithNames(db, source.lines, source.foreignKey, id),
    companyHeader(db, language),
    ctx.modules.settings.store.read(db),
  ]);
  const t = translatorFor(language);
  const field = (name: string) => t(`${kind}.fields.${name}`);
  const line = (name: string) => t(`${kind}.lines.fields.${name}`);
  const details: [string, string][] = [
    [field("number"), record.number],
    [field(source.date), documentDate(record.doc_date)],
  ];
  if (kind === "quotations") details.push([field("name"), record.name], [field("valid_until"), documentDate(record.valid_until)]);
  else details.push([field("finish_date"), documentDate(record.finish_date)], [field("closing_date"), documentDate(record.closing_date)]);
  const writer = customerDocumentPdf({
    language,
    company,
    currency,
    title: `${t(`${kind}.pdf.title`)} ${record.number}`,
    details,
    customer: { name: record.customer_name, address: record.customer_address, email: record.customer_email, phone: record.customer_phone },
    columns: [
      { label: line("item"), width: 4 },
      { label: line("item_type"), width: 2 },
      { label: line("quantity"), align: "right" },
      { label: line("price"), width: 1.5, align: "right", money: true },
      { label: line("subtotal"), width: 1.5, align: "right", money: true },
    ],
    rows: lines.map((l) => [
      l.item_code ? `${l.item_name} (${l.item_code})` : l.item_name,
      t(`${kind}.values.item_type.${l.item_type}`),
      l.quantity,
      l.price,
      l.subtotal,
    ]),
    totals: [[field("total"), record.total]],
    notes: record.remarks ? [{ label: field("remarks"), text: record.remarks }] : [],
    qr:
      kind === "service-invoices"
        ? {
            text: qrText(record.number, showUrl(origin, "/service/service_invoice", id)),
            caption: t("documents.scan", { number: record.number }),
          }
        : undefined,
  });
  const written: WrittenDocument = {
    number: record.number,
    language,
    customer: { id: record.customer_id, name: record.customer_name, email: record.customer_email },
    placeholders: { customer: record.customer_name, number: record.number, total: formatMoney(record.total, currency), company: company.name },
  };
  return { writer, ...written };
};
