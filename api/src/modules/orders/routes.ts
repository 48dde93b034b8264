import { type Request, Router } from "express";
import { z } from "zod";
import { can } from "../../auth/authorize";
import { type AppContext, serviceOf } from "../../context";
import { orderStatusChange } from "../../entities";
import { defineRoute, entityRecord, messageAnswer, mount } from "../../http/contract";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf, idOf, languageOfRequest } from "../../http/request";
import { languages, translatorFor } from "../../i18n";
import { messagesAbout } from "../../mail/outbox";
import { documentEvents, documentPlaceholders } from "./documents";
import { lastStatusReason, recipientOf, renderNotice, statusValues } from "./notify";
import { OrdersService, type StatusChange } from "./service";

/** The body of a status change, checked by the entities' validator (the declaration's, as the list's bulk move). */
const statusChange = orderStatusChange;

/** A preview of the order-status message: a channel and language, and a draft (else the template in use). */
const previewRequest = {
  event: { type: "enum", values: ["order-status", ...Object.values(documentEvents)], default: "order-status" },
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
 * The order workflow: `POST /orders/:id/status {status, reason}` (its lines are in the order's history), the
 * messages sent to the customer about it (`GET /orders/:id/messages`: queued, sent with the
 * provider's id, or failed and why) and a template's preview on it (`POST /orders/:id/message-preview`).
 */
export const orderRoutes = {
  status: defineRoute({
    method: "post",
    path: "/orders/:id/status",
    summary: "Move an order to another status; the customer is told by e-mail and SMS as they chose",
    body: statusChange,
    answer: messageAnswer.extend({ order: entityRecord("orders"), emailed: z.string().nullable(), texted: z.string().nullable() }),
  }),
  messages: defineRoute({
    method: "get",
    path: "/orders/:id/messages",
    summary: "The messages sent to the customer about the order: queued, sent or failed",
    query: {},
    answer: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(["email", "sms"]),
        to: z.string(),
        state: z.enum(["queued", "sent", "failed"]),
        attempts: z.number().int(),
        provider: z.string().nullable(),
        provider_id: z.string().nullable(),
        error: z.string().nullable(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
        next_attempt_at: z.string().nullable(),
      }),
    ),
  }),
  preview: defineRoute({
    method: "post",
    path: "/orders/:id/message-preview",
    summary:
      "An order's message (its status change, or its confirmation's or invoice's e-mail) as the customer would get it (a draft, else the template in use)",
    body: previewRequest,
    answer: z.object({ subject: z.string().nullable().optional(), body: z.string(), to: z.string().nullable() }),
  }),
};

/**
 * The order workflow: `POST /orders/:id/status {status, reason}` (its lines are in the order's history), the
 * messages sent to the customer about it (`GET /orders/:id/messages`: queued, sent with the
 * provider's id, or failed and why) and a template's preview on it (`POST /orders/:id/message-preview`).
 */
export const ordersRouter = (ctx: AppContext) => {
  const orders = serviceOf(ctx, "orders", OrdersService);
  const router = Router();
  const route = mount(router);
  route(orderRoutes.status, can(ctx, "orders", "edit"), async (req, _res, { body: { status, reason } }) => {
    const change = await orders.changeStatus(idOf(req), status, reason || null, actorOf(req));
    const message = changeMessage(req, change, await ctx.mailer.channels());
    return { message, order: change.order, emailed: change.emailed, texted: change.texted };
  });
  route(orderRoutes.messages, can(ctx, "orders", "show"), async (req) => {
    const id = idOf(req);
    await orders.get(id);
    return messagesAbout(ctx.db, { source: "orders", sourceId: id });
  });
  route(orderRoutes.preview, can(ctx, "message-templates", "preview"), async (req, _res, { body: { event, channel, language, subject, body } }) => {
    const order = await orders.get(idOf(req));
    const customer = await recipientOf(ctx.db, Number(order.customer_id));
    if (!customer) throw ApiError.notFound();
    if (event && event !== "order-status") {
      // a document's e-mail: by e-mail only, filled as sending the document fills it
      if (channel !== "email") throw ApiError.invalid({ channel: msg("invalidValue") });
      const draft = body === undefined ? undefined : ctx.modules.settings.templates.check(event, channel, { subject, body });
      const template = draft ?? (await ctx.modules.settings.templates.read(ctx.db, event, channel, language));
      const values = await documentPlaceholders(ctx, ctx.db, { number: String(order.number), total: String(order.total) }, customer.name, language);
      return { ...ctx.modules.settings.templates.render(template, values), to: customer.email };
    }
    const draft = body === undefined ? undefined : ctx.modules.settings.templates.check("order-status", channel, { subject, body });
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
    return { ...(await renderNotice(ctx, ctx.db, channel, values, language, draft)), to };
  });
  return router;
};
