import type { Knex } from "knex";
import type { ServiceContext } from "../../crud/service";
import { formatAmount } from "../../entities/money";
import { type Language, translatorFor } from "../../i18n";
import { enqueueMail, enqueueSms } from "../../mail/outbox";
import type { MessageChannel, Template } from "../settings";

/** The customer's side of a notice: who, where, in which language, by which channels. */
export interface Recipient {
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
  notify_by: MessageChannel[];
}

/** What a status change queued for the customer: the address and number written to (null: not by that channel). */
export interface Notified {
  emailed: string | null;
  texted: string | null;
}

export const recipientOf = async (db: Knex, customerId: number): Promise<Recipient | undefined> => {
  const row = await db("customers").where({ id: customerId }).first("name", "email", "phone", "language", "notify_by");
  if (!row) return undefined;
  const notifyBy = typeof row.notify_by === "string" ? JSON.parse(row.notify_by) : row.notify_by;
  return { ...row, language: row.language === "zh_Hant" ? "zh_Hant" : "en", notify_by: Array.isArray(notifyBy) ? notifyBy : [] };
};

/** The placeholders of the order-status messages, in `language`: the status's label, the total with the currency. */
export const statusValues = async (
  ctx: Pick<ServiceContext, "modules">,
  db: Knex,
  order: { number: string; total: string },
  customer: string,
  status: string,
  reason: string | null,
  language: Language,
) => {
  const { currency } = await ctx.modules.settings.store.read(db);
  const t = translatorFor(language);
  return {
    customer,
    order_number: order.number,
    status: t(`orders.values.status.${status}`, { defaultValue: status }),
    total: `${currency.symbol}${formatAmount(order.total)}`,
    reason,
  };
};

/** A template filled for one order, in the customer's language (the ADMIN's template, else the default). */
export const renderNotice = async (
  ctx: Pick<ServiceContext, "modules">,
  db: Knex,
  channel: MessageChannel,
  values: Awaited<ReturnType<typeof statusValues>>,
  language: Language,
  draft?: Template,
) => {
  const template = draft ?? (await ctx.modules.settings.templates.read(db, "order-status", channel, language));
  return ctx.modules.settings.templates.render(template, values);
};

/**
 * Queues the customer's notices of an order's status change in the change's transaction, through
 * each channel they chose that they have an address for, in their language. They go out after the
 * commit (or wait, queued, until the channel is configured); their state shows on the order.
 */
export const queueStatusNotices = async (
  ctx: Pick<ServiceContext, "modules">,
  trx: Knex.Transaction,
  order: { id: number; number: string; total: string; customer_id: number },
  status: string,
  reason: string | null,
): Promise<Notified> => {
  const customer = await recipientOf(trx, order.customer_id);
  const emailed = customer?.notify_by.includes("email") ? customer.email : null;
  const texted = customer?.notify_by.includes("sms") ? customer.phone : null;
  if (!customer || (!emailed && !texted)) return { emailed: null, texted: null };
  const values = await statusValues(ctx, trx, order, customer.name, status, reason, customer.language);
  const about = { source: "orders", sourceId: order.id };
  if (emailed) {
    const mail = await renderNotice(ctx, trx, "email", values, customer.language);
    await enqueueMail(trx, { to: emailed, subject: mail.subject ?? "", text: mail.body }, about);
  }
  if (texted) await enqueueSms(trx, { to: texted, text: (await renderNotice(ctx, trx, "sms", values, customer.language)).body }, about);
  return { emailed, texted };
};

/** The reason given with an order's latest status change (null when none was given). */
export const lastStatusReason = async (db: Knex, orderId: number): Promise<string | null> =>
  ((await db("order_status_history").where({ order_id: orderId }).orderBy("id", "desc").first("reason")) as { reason: string | null } | undefined)
    ?.reason ?? null;
