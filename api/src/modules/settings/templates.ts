import type { Knex } from "knex";
import { type Language, languages, translatorFor } from "../../i18n";

export const messageChannels = ["email", "sms"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** The placeholders of a customer document's e-mail (the PDF goes attached). */
const documentPlaceholders = ["customer", "number", "total", "company"] as const;

/**
 * The messages the product sends to people, by event: the placeholders each may use and the channels
 * it goes by. A module that raises an event fills them (the orders module: an order's status change,
 * its confirmation and invoice; the service module: a quotation, a service invoice).
 */
export const messageEvents = {
  "order-status": { placeholders: ["customer", "order_number", "status", "total", "reason"], channels: messageChannels },
  "order-confirmation": { placeholders: documentPlaceholders, channels: ["email"] },
  "order-invoice": { placeholders: documentPlaceholders, channels: ["email"] },
  quotation: { placeholders: documentPlaceholders, channels: ["email"] },
  "service-invoice": { placeholders: documentPlaceholders, channels: ["email"] },
} as const satisfies Record<string, { placeholders: readonly string[]; channels: readonly MessageChannel[] }>;
export type MessageEvent = keyof typeof messageEvents;

/** Whether an event's messages go by that channel (a document goes by e-mail only). */
export const eventHasChannel = (event: MessageEvent, channel: string): channel is MessageChannel =>
  (messageEvents[event].channels as readonly string[]).includes(channel);

export interface Template {
  /** E-mail only. */
  subject: string | null;
  body: string;
}

export interface StoredTemplate extends Template {
  event: MessageEvent;
  channel: MessageChannel;
  language: Language;
  /** Whether it is the default (from the locale files), not one an ADMIN changed. */
  is_default: boolean;
  placeholders: readonly string[];
  updated_at: string | null;
}

export const isMessageEvent = (name: string): name is MessageEvent => Object.hasOwn(messageEvents, name);

/** The template the product comes with, in that language (locales: mail.templates.<event>.<channel>). */
export const defaultTemplate = (event: MessageEvent, channel: MessageChannel, language: Language): Template => {
  const t = translatorFor(language);
  return {
    subject: channel === "email" ? t(`mail.templates.${event}.${channel}.subject`) : null,
    body: t(`mail.templates.${event}.${channel}.body`),
  };
};

const placeholderPattern = /\{([^{}]*)\}/g;

/** The `{names}` of a text that the event does not fill, each once. */
export const unknownPlaceholders = (event: MessageEvent, text: string): string[] => {
  const known = new Set<string>(messageEvents[event].placeholders);
  return [...new Set([...text.matchAll(placeholderPattern)].map((m) => m[1]).filter((name) => !known.has(name)))];
};

/**
 * Fills a text's placeholders. A line whose placeholders all came out empty is left out (the
 * "Reason: {reason}" line of a change without a reason), and so are the blank lines that leaves.
 */
export const fillPlaceholders = (text: string, values: Record<string, string | null | undefined>): string => {
  const lines = text.split("\n").flatMap((line) => {
    const names = [...line.matchAll(placeholderPattern)].map((m) => m[1]);
    if (names.length && names.every((name) => !values[name])) return [];
    return [line.replace(placeholderPattern, (_all, name: string) => values[name] ?? "")];
  });
  return lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
};

export const renderTemplate = (template: Template, values: Record<string, string | null | undefined>): Template => ({
  subject: template.subject === null ? null : fillPlaceholders(template.subject, values),
  body: fillPlaceholders(template.body, values),
});

const stored = (
  event: MessageEvent,
  channel: MessageChannel,
  language: Language,
  row: { subject: string | null; body: string; updated_at: string } | undefined,
): StoredTemplate => ({
  event,
  channel,
  language,
  ...(row ? { subject: channel === "email" ? row.subject : null, body: row.body } : defaultTemplate(event, channel, language)),
  is_default: !row,
  placeholders: messageEvents[event].placeholders,
  updated_at: row?.updated_at ?? null,
});

/** The template in use: the ADMIN's, else the default. */
export const readTemplate = async (db: Knex, event: MessageEvent, channel: MessageChannel, language: Language): Promise<StoredTemplate> =>
  stored(event, channel, language, await db("message_templates").where({ event, channel, language }).first("subject", "body", "updated_at"));

/** Every template, event by event, channel by channel, language by language. */
export const listTemplates = async (db: Knex): Promise<StoredTemplate[]> => {
  const rows = await db("message_templates").select("event", "channel", "language", "subject", "body", "updated_at");
  const byKey = new Map(rows.map((row) => [`${row.event}/${row.channel}/${row.language}`, row]));
  return (Object.keys(messageEvents) as MessageEvent[]).flatMap((event) =>
    messageEvents[event].channels.flatMap((channel) =>
      languages.map((language) => stored(event, channel, language, byKey.get(`${event}/${channel}/${language}`))),
    ),
  );
};

/** Which template: an event, a channel, a language. */
export interface TemplateKey {
  event: MessageEvent;
  channel: MessageChannel;
  language: Language;
}

/** An ADMIN's template as a configuration file carries it. */
export type PortableTemplate = TemplateKey & Template;

/** Writes an ADMIN's template (checked before: checkTemplate). */
export const saveTemplate = (trx: Knex, key: TemplateKey, template: Template, userId: number | null) =>
  trx("message_templates")
    .insert({ ...key, ...template, updated_at: trx.fn.now(), updated_by: userId })
    .onConflict(["event", "channel", "language"])
    .merge();

/** Back to the default of the locale files. */
export const resetTemplate = (trx: Knex, key: TemplateKey) => trx("message_templates").where(key).delete();

/** The templates an ADMIN changed (the defaults come with the code), for a configuration file. */
export const readPortableTemplates = async (db: Knex): Promise<PortableTemplate[]> =>
  (await db("message_templates")
    .orderBy(["event", "channel", "language"])
    .select("event", "channel", "language", "subject", "body")) as PortableTemplate[];
