import type { Knex } from "knex";
import { dateIn } from "../../clock";
import type { ServiceContext } from "../../crud/service";
import { companyHeader, companyPaymentLines } from "../../documents/company";
import { customerDocumentPdf, customerLanguage, type DocumentPlaceholders, documentDate, qrText, showUrl } from "../../documents/customer";
import orders from "../../entities/orders";
import { formatMoney, fromCents, toCents } from "../../entities/money";
import { ApiError } from "../../http/errors";
import { type Language, translatorFor } from "../../i18n";

/** The documents an order's customer receives: its confirmation and its (sales) invoice. */
export const orderDocuments = ["confirmation", "invoice"] as const;
export type OrderDocument = (typeof orderDocuments)[number];

/** The message template's event of each (settings > message templates). */
export const documentEvents = { confirmation: "order-confirmation", invoice: "order-invoice" } as const;

type Context = Pick<ServiceContext, "modules" | "clock" | "config">;

/** What a document was written for: the number, the customer it goes to, its language and its e-mail's placeholders. */
export interface WrittenOrderDocument {
  number: string;
  status: string;
  language: Language;
  customer: { id: number; name: string; email: string | null };
  placeholders: DocumentPlaceholders;
}

/**
 * An order's confirmation or invoice, a customer document (documents/customer.ts) in the customer's
 * language unless `asked` names one: the order's number and dates (the invoice's date is the day it
 * completed, else today), the payment method, the lines (product, quantity, price, amount), then the
 * subtotal, shipping, the tax a tax run counted for it (rate and amount, included in the total) and
 * the total, all with the currency; the invoice adds how to pay the company. The QR code carries the
 * order's number and its page. No workflow status.
 */
export const orderDocumentPdf = async (ctx: Context, db: Knex, document: OrderDocument, id: number, asked: Language | undefined, origin: string) => {
  const order = await db("orders as o")
    .join("customers as c", "c.id", "o.customer_id")
    .where("o.id", id)
    .whereNull("o.deleted_at")
    .first(
      "o.number",
      "o.status",
      "o.payment_method",
      "o.shipping_cost",
      "o.total",
      "o.customer_id",
      db.raw("to_char(o.order_date, 'YYYY-MM-DD') as order_date"),
      db.raw("to_char(o.completed_on, 'YYYY-MM-DD') as completed_on"),
      "c.name as customer_name",
      "c.address as customer_address",
      "c.email as customer_email",
      "c.phone as customer_phone",
      "c.language as customer_language",
    );
  if (!order) throw ApiError.notFound();
  const language = customerLanguage(asked, order.customer_language, await ctx.modules.settings.company.language(db));
  const [lines, company, { currency }, tax, payment] = await Promise.all([
    db("order_lines as l")
      .join("products as p", "p.id", "l.product_id")
      .where("l.order_id", id)
      .orderBy("l.position")
      .select("p.name", "p.code", "l.quantity", "l.price", "l.amount"),
    companyHeader(db, language),
    ctx.modules.settings.store.read(db),
    ctx.modules.accounting.taxes.ofOrder(db, id),
    document === "invoice" ? companyPaymentLines(db, language) : Promise.resolve([]),
  ]);
  const t = translatorFor(language);
  const field = (name: string) => t(`orders.fields.${name}`);
  const line = (name: string) => t(`orders.lines.fields.${name}`);
  const paymentMethod = await ctx.modules.settings.paymentMethods.label(db, order.payment_method, language);
  const details: [string, string][] = [[field("number"), order.number]];
  if (document === "invoice")
    details.push([t("documents.invoiceDate"), documentDate(order.completed_on ?? dateIn(ctx.clock.now(), ctx.config.timeZone))]);
  details.push([field("order_date"), documentDate(order.order_date)], [field("payment_method"), paymentMethod]);

  const totals: [string, string][] = [[t("documents.subtotal"), fromCents(toCents(order.total) - toCents(order.shipping_cost))]];
  if (toCents(order.shipping_cost) !== 0n) totals.push([t("documents.shipping"), order.shipping_cost]);
  if (tax) totals.push([t("documents.taxIncluded", { rate: Number(tax.rate) }), tax.amount]);
  totals.push([t("documents.total"), order.total]);

  const writer = customerDocumentPdf({
    language,
    company,
    currency,
    title: `${t(`orders.documents.${document}`)} ${order.number}`,
    details,
    customer: { name: order.customer_name, address: order.customer_address, email: order.customer_email, phone: order.customer_phone },
    columns: [
      { label: line("product_id"), width: 4 },
      { label: line("quantity"), align: "right" },
      { label: line("price"), width: 1.5, align: "right", money: true },
      { label: line("amount"), width: 1.5, align: "right", money: true },
    ],
    rows: (lines as { name: string; code: string | null; quantity: number; price: string; amount: string }[]).map((l) => [
      l.code ? `${l.name} (${l.code})` : l.name,
      l.quantity,
      l.price,
      l.amount,
    ]),
    totals,
    notes: payment.length ? [{ label: t("documents.payTo"), text: payment.join("\n") }] : [],
    qr: { text: qrText(order.number, showUrl(origin, orders.route, id)), caption: t("documents.scan", { number: order.number }) },
  });
  const written: WrittenOrderDocument = {
    number: order.number,
    status: order.status,
    language,
    customer: { id: order.customer_id, name: order.customer_name, email: order.customer_email },
    placeholders: { customer: order.customer_name, number: order.number, total: formatMoney(order.total, currency), company: company.name },
  };
  return { writer, ...written };
};

/** A document e-mail's placeholders for an order, in `language`: the total with the currency, the company's name as its header shows it. */
export const documentPlaceholders = async (
  ctx: Pick<ServiceContext, "modules">,
  db: Knex,
  order: { number: string; total: string },
  customer: string,
  language: Language,
): Promise<DocumentPlaceholders> => {
  const [{ currency }, company] = await Promise.all([ctx.modules.settings.store.read(db), companyHeader(db, language)]);
  return { customer, number: order.number, total: formatMoney(order.total, currency), company: company.name };
};
