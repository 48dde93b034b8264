import { type Request, Router } from "express";
import type { Knex } from "knex";
import { defineRoute, mount } from "../../http/contract";
import { runAction } from "../../actions/run";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { validateFields } from "../../crud/validate";
import { languages, type Language } from "../../i18n";
import { ApiError, type Message, msg } from "../../http/errors";
import { actorOf } from "../../http/request";
import {
  eventHasChannel,
  isMessageEvent,
  type MessageChannel,
  type MessageEvent,
  messageEvents,
  type PortableTemplate,
  readTemplate,
  listTemplates,
  resetTemplate,
  saveTemplate,
  unknownPlaceholders,
} from "./templates";

/** An SMS body longer than this would go as more than eight Unicode parts. */
export const smsBodyMax = 500;

export const templateFields = {
  subject: { type: "string", maxLength: 200 },
  body: { type: "text", required: true, maxLength: 5000 },
} as const;

/** The template a path names (404 for an unknown event, channel or language). */
const templateKey = (req: Request): { event: MessageEvent; channel: MessageChannel; language: Language } => {
  const { event, channel, language } = req.params as Record<string, string>;
  if (!isMessageEvent(event) || !eventHasChannel(event, channel) || !(languages as readonly string[]).includes(language)) throw ApiError.notFound();
  return { event, channel, language: language as Language };
};

/** A draft's subject and body, checked: required where the channel needs them, and no placeholder the event does not fill. */
export const checkTemplate = (event: MessageEvent, channel: MessageChannel, body: unknown) => {
  const values = validateFields(templateFields, body ?? {});
  const errors: Record<string, Message> = {};
  if (channel === "email" && !values.subject) errors.subject = msg("required");
  if (channel === "sms" && values.body.length > smsBodyMax) errors.body = msg("tooLong", { max: smsBodyMax });
  const known = messageEvents[event].placeholders.map((name) => `{${name}}`).join(", ");
  for (const field of ["subject", "body"] as const) {
    const unknown = unknownPlaceholders(event, values[field] ?? "");
    if (unknown.length)
      errors[field] ??= msg("message-templates.messages.unknownPlaceholder", { names: unknown.map((n) => `{${n}}`).join(", "), known });
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
  return { subject: channel === "email" ? (values.subject ?? null) : null, body: values.body };
};

/**
 * A configuration file's templates written (customize's import, in its transaction): each one's key
 * and text checked as an ADMIN's edit is (400 per field, which the import shows as a conflict).
 */
export const writePortableTemplates = async (trx: Knex, templates: readonly PortableTemplate[], userId: number | null) => {
  for (const { event, channel, language, ...text } of templates) {
    if (!isMessageEvent(event) || !eventHasChannel(event, channel) || !(languages as readonly string[]).includes(language))
      throw ApiError.invalid({ event: msg("invalidValue") });
    await saveTemplate(trx, { event, channel, language }, checkTemplate(event, channel, text), userId);
  }
};

/**
 * The message templates (ADMIN, settings > message templates):
 *   GET    /message-templates                            every event x channel x language, the ADMIN's or the default
 *   PUT    /message-templates/:event/:channel/:language  {subject, body}: 400 per field for an unknown placeholder
 *   DELETE /message-templates/:event/:channel/:language  back to the default
 * A preview on a real record is the raising module's (POST /orders/:id/message-preview).
 */
export const templatesRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  route(
    defineRoute({ method: "get", path: "/message-templates", summary: "Every message template, the defaults and the changed ones" }),
    can(ctx, "message-templates", "list"),
    async (_req, res) => void res.json(await listTemplates(ctx.db)),
  );

  route(
    defineRoute({
      method: "put",
      path: "/message-templates/:event/:channel/:language",
      summary: "Change a message template",
      body: templateFields,
      bodyCheckedBy: "handler",
    }),
    can(ctx, "message-templates", "edit"),
    async (req, res) => {
      const key = templateKey(req);
      const template = checkTemplate(key.event, key.channel, req.body);
      const actor = actorOf(req);
      await runAction(ctx.db, actor, { action: "update", target: "message-templates" }, (trx) => saveTemplate(trx, key, template, actor.userId));
      res.json(await readTemplate(ctx.db, key.event, key.channel, key.language));
    },
  );

  route(
    defineRoute({ method: "delete", path: "/message-templates/:event/:channel/:language", summary: "Reset a message template to its default" }),
    can(ctx, "message-templates", "edit"),
    async (req, res) => {
      const key = templateKey(req);
      await runAction(ctx.db, actorOf(req), { action: "update", target: "message-templates" }, (trx) => resetTemplate(trx, key));
      res.json(await readTemplate(ctx.db, key.event, key.channel, key.language));
    },
  );
  return router;
};
