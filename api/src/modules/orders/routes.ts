import { type Request, Router } from "express";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { validateFields } from "../../crud/validate";
import { orderStatuses } from "../../entities";
import { ApiError, translate } from "../../http/errors";
import { actorOf, idOf, languageOfRequest } from "../../http/request";
import { languages, translatorFor } from "../../i18n";
import { messagesAbout } from "../../mail/outbox";
import { lastStatusReason, recipientOf, renderNotice, statusValues } from "./notify";
import { OrdersService, type StatusChange } from "./service";

/** The body of a status change, checked by the entities' validator. */
const statusChange = {
  status: { type: "enum", values: orderStatuses, required: true },
  reason: { type: "text", maxLength: 2000 },
} as const;

/** A preview of the order-status message: a channel and language, and a draft (else the template in use). */
const previewRequest = {
  channel: { type: "enum", values: ["email", "sms"], required: true },
  language: { type: "enum", values: languages, required: true },
  subject: { type: "string", maxLength: 200 },
  body: { type: "text", maxLength: 5000 },
} as const;

/**
 * What the user is told: the status, then per channel the customer's address and whether it went
 * to the outbox's sender at once or waits, queued, for the channel to be configured.
 */
const changeMessage = (req: Request, change: StatusChange, channels: { email: boolean; sms: boolean }) => {
  const language = languageOfRequest(req);
  const status = translatorFor(language)(`orders.values.status.${change.to}`, { defaultValue: change.to });
  const first = !change.emailed
    ? translate(req, "statusUpdatedNoEmail", { status })
    : translate(req, channels.email ? "statusUpdated" : "statusUpdatedEmailQueued", { status, email: change.emailed });
  if (!change.texted) return first;
  // one sentence after another: the first closed with a full stop in the user's language
  const [stop, space] = language === "zh_Hant" ? ["。", ""] : [".", " "];
  return `${/[.。]$/.test(first) ? first : first + stop}${space}${translate(req, channels.sms ? "smsSent" : "smsQueued", { phone: change.texted })}`;
};

/**
 * The order workflow: `POST /orders/:id/status {status, reason}`, `GET /orders/:id/history`, the
 * messages sent to the customer about it (`GET /orders/:id/messages`: queued, sent with the
 * provider's id, or failed and why) and a template's preview on it (`POST /orders/:id/message-preview`).
 */
export const ordersRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "orders", OrdersService);
  const router = Router();
  router.post("/orders/:id/status", can(ctx, "orders", "edit"), async (req, res) => {
    const id = idOf(req);
    const { status, reason } = validateFields(statusChange, req.body ?? {});
    const change = await orders.changeStatus(id, status, reason || null, actorOf(req));
    const message = changeMessage(req, change, await ctx.mailer.channels());
    res.json({ message, order: change.order, emailed: change.emailed, texted: change.texted });
  });
  router.get("/orders/:id/history", can(ctx, "orders", "show"), async (req, res) => {
    res.json(await orders.history(idOf(req)));
  });
  router.get("/orders/:id/messages", can(ctx, "orders", "show"), async (req, res) => {
    const id = idOf(req);
    await orders.get(id);
    res.json(await messagesAbout(ctx.db, { source: "orders", sourceId: id }));
  });
  router.post("/orders/:id/message-preview", can(ctx, "message-templates", "preview"), async (req, res) => {
    const order = await orders.get(idOf(req));
    const { channel, language, subject, body } = validateFields(previewRequest, req.body ?? {});
    const draft = body === undefined ? undefined : ctx.modules.settings.templates.check("order-status", channel, { subject, body });
    const customer = await recipientOf(ctx.db, Number(order.customer_id));
    if (!customer) throw ApiError.notFound();
    const values = await statusValues(
      ctx,
      ctx.db,
      { number: String(order.number), total: String(order.total) },
      customer.name,
      String(order.status),
      await lastStatusReason(ctx.db, Number(order.id)),
      language,
    );
    const to = channel === "email" ? customer.email : customer.phone;
    res.json({ ...(await renderNotice(ctx, ctx.db, channel, values, language, draft)), to });
  });
  return router;
};
