import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import type { Knex } from "knex";
import nodemailer from "nodemailer";
import { runAction } from "../../actions/run";
import { can, signedInRoute } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { validateFields } from "../../crud/validate";
import { ApiError, msg, translate } from "../../http/errors";
import { actorOf } from "../../http/request";
import type { ChannelsSource, SmtpSettings } from "../../mail/outbox";
import { isTimeOfDay, settingsFields, settingsRequired, settingsSecrets } from "./fields";
import { SmsError, type SmsSettings } from "../../mail/sms";
import { type PortableSettings, portableKeys, readSecret, readSettings, type Settings, writeSecret } from "./store";

/** The settings as the API shows them: flat, secrets only as "set" or not. */
export const settingsBody = (s: Settings) => ({
  currency_code: s.currency.code,
  currency_symbol: s.currency.symbol,
  currency_decimals: s.currency.decimals,
  mail_from_email: s.mail.from_email,
  mail_from_name: s.mail.from_name,
  smtp_host: s.mail.host,
  smtp_port: s.mail.port,
  smtp_user: s.mail.user,
  smtp_secure: s.mail.secure,
  smtp_password_set: s.mail.password_set,
  sms_provider: s.sms.provider,
  sms_api_key: s.sms.api_key,
  sms_number: s.sms.number,
  sms_base_url: s.sms.base_url,
  sms_api_secret_set: s.sms.api_secret_set,
  work_start: s.work_start,
  work_end: s.work_end,
  lunch_minutes: s.lunch_minutes,
  work_days: s.work_days,
  ot_multiplier: s.ot_multiplier,
  backup_retention: s.backup_retention,
  attachment_max_megabytes: s.attachment_max_megabytes,
});

/** Writes checked values (work_days as JSON) into the settings row, made if missing. */
export const writeSettings = async (trx: Knex.Transaction, changes: Record<string, unknown>, userId: number | null) => {
  await trx("settings").insert({ id: 1 }).onConflict("id").ignore();
  if (Object.keys(changes).length)
    await trx("settings")
      .where({ id: 1 })
      .update({ ...changes, updated_at: trx.fn.now(), updated_by: userId });
};

/**
 * Portable settings from a configuration file, in the importer's transaction: checked like a PATCH
 * of /settings (same fields, same messages), only the portable keys.
 */
export const writePortable = async (trx: Knex.Transaction, input: PortableSettings, userId: number | null) => {
  const fields = Object.fromEntries(portableKeys.map((key) => [key, settingsFields[key]]));
  const values: Record<string, unknown> = { ...validateFields(fields, input) };
  await checkValues(trx, values);
  const changes = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, k === "work_days" ? JSON.stringify(v) : v]),
  );
  await writeSettings(trx, changes, userId);
};

/** The outbox's SMTP from the settings (SMTP_URL, when set, wins inside the mailer). */
export const smtpFromSettings = async (db: AppContext["db"], settings?: Settings): Promise<SmtpSettings | undefined> => {
  const { mail } = settings ?? (await readSettings(db));
  if (!mail.host) return undefined;
  const address = mail.from_email ?? "erp@localhost";
  return {
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    user: mail.user,
    password: mail.password_set ? await readSecret(db, "smtp_password") : null,
    from: mail.from_name ? `${mail.from_name} <${address}>` : address,
  };
};

/**
 * The outbox's SMS provider from the settings: none while no provider is chosen, or while Vonage or
 * Twilio lacks its key, secret or sender (text messages wait, queued, until they are entered).
 */
export const smsFromSettings = async (db: AppContext["db"], settings?: Settings): Promise<SmsSettings | undefined> => {
  const { sms } = settings ?? (await readSettings(db));
  if (!sms.provider) return undefined;
  const apiSecret = sms.api_secret_set ? ((await readSecret(db, "sms_api_secret")) ?? null) : null;
  if (sms.provider !== "log" && !(sms.api_key && apiSecret && sms.number)) return undefined;
  return { provider: sms.provider, apiKey: sms.api_key, apiSecret, from: sms.number, baseUrl: sms.base_url };
};

/** The outbox's channels, e-mail and SMS together, from one read of the settings (the secrets set are read as they are needed). */
export const channelsFromSettings =
  (db: AppContext["db"]): ChannelsSource =>
  async () => {
    const settings = await readSettings(db);
    const [smtp, sms] = await Promise.all([smtpFromSettings(db, settings), smsFromSettings(db, settings)]);
    return { smtp, sms };
  };

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Credentials without a provider would be stored for nothing, and the log provider is never picked for them: the ADMIN chooses. */
const checkSms = async (db: AppContext["db"], values: Record<string, unknown>, errors: Record<string, ReturnType<typeof msg>>) => {
  if (typeof values.sms_base_url === "string" && !isHttpUrl(values.sms_base_url)) errors.sms_base_url = msg("url");
  const { sms } = await readSettings(db);
  const after = <T>(name: string, current: T) => (values[name] === undefined ? current : values[name]);
  const credentials = Boolean(
    after("sms_api_key", sms.api_key) || (values.sms_api_secret === undefined ? sms.api_secret_set : values.sms_api_secret),
  );
  if (credentials && !after("sms_provider", sms.provider)) errors.sms_provider = msg("software.messages.chooseProvider");
};

export const checkValues = async (db: AppContext["db"], values: Record<string, unknown>) => {
  const errors: Record<string, ReturnType<typeof msg>> = {};
  for (const name of settingsRequired) if (values[name] === null) errors[name] = msg("required");
  for (const name of ["work_start", "work_end"] as const)
    if (typeof values[name] === "string" && !isTimeOfDay(values[name] as string)) errors[name] = msg("invalidValue");
  if (typeof values.currency_code === "string") values.currency_code = values.currency_code.toUpperCase();
  if (typeof values.currency_code === "string" && !/^[A-Z]{3}$/.test(values.currency_code)) errors.currency_code = msg("invalidValue");
  const days = values.work_days;
  if (days !== undefined && days !== null && (!Array.isArray(days) || !days.length || days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)))
    errors.work_days = msg("invalidValue");
  await checkSms(db, values, errors);
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
};

/**
 * The software settings (ADMIN, the `software` page):
 *   GET   /settings             currency, e-mail, SMS, work schedule, OT multiplier, backup retention
 *   PATCH /settings             change some; secrets (smtp_password, sms_api_secret) are write-only:
 *                               a string sets one, null clears it, absent leaves it
 *   POST  /settings/test-email  {to}: sends one mail now, answers the SMTP server's error as a 422
 *   POST  /settings/test-sms    {to}: through the configured SMS provider
 *   GET   /settings/currency    the currency, for every signed-in user (the admin's money format)
 */
/** The mailer's channels and the attachments' size cap, from the software settings (the module's `configures`). */
export const configureFromSettings = (ctx: AppContext) => {
  ctx.mailer.configure(channelsFromSettings(ctx.db));
  ctx.attachments.configure(async () => (await readSettings(ctx.db)).attachment_max_megabytes);
};

export const softwareRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);

  route(
    defineRoute({ method: "get", path: "/settings/currency", summary: "The currency's code and symbol (every signed-in user)" }),
    signedInRoute((_req, _res, next) => next()),
    async (_req, res) => void res.json((await readSettings(ctx.db)).currency),
  );

  route(
    defineRoute({ method: "get", path: "/settings", summary: "The software settings (secrets never sent back)" }),
    can(ctx, "software", "list"),
    async (_req, res) => void res.json(settingsBody(await readSettings(ctx.db))),
  );

  route(
    defineRoute({ method: "patch", path: "/settings", summary: "Change the software settings", body: settingsFields, bodyCheckedBy: "handler" }),
    can(ctx, "software", "edit"),
    async (req, res) => {
      const values: Record<string, unknown> = { ...validateFields(settingsFields, req.body ?? {}) };
      await checkValues(ctx.db, values);
      const secrets = Object.fromEntries(settingsSecrets.filter((k) => values[k] !== undefined).map((k) => [k, values[k] || null]));
      const changes = Object.fromEntries(
        Object.entries(values)
          .filter(([k, v]) => v !== undefined && !(settingsSecrets as readonly string[]).includes(k))
          .map(([k, v]) => [k, k === "work_days" ? JSON.stringify(v) : v]),
      );
      const actor = actorOf(req);
      await runAction(ctx.db, actor, { action: "update", target: "settings", targetId: 1 }, async (trx) => {
        await writeSettings(trx, changes, actor.userId);
        for (const [key, value] of Object.entries(secrets)) await writeSecret(trx, key as (typeof settingsSecrets)[number], value as string | null);
      });
      res.json(settingsBody(await readSettings(ctx.db)));
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/settings/test-email",
      summary: "Send a test e-mail through the mail settings",
      body: { to: { type: "email", required: true, maxLength: 200 } },
      bodyCheckedBy: "handler",
    }),
    can(ctx, "software", "test-email"),
    async (req, res) => {
      const { to } = validateFields({ to: { type: "email", required: true, maxLength: 200 } } as const, req.body ?? {});
      const smtp = ctx.config.mail.smtpUrl ? { url: ctx.config.mail.smtpUrl } : await smtpFromSettings(ctx.db);
      if (!smtp) throw new ApiError(422, msg("software.messages.noSmtp"));
      const transport =
        "url" in smtp
          ? nodemailer.createTransport(smtp.url)
          : nodemailer.createTransport({
              host: smtp.host,
              port: smtp.port ?? (smtp.secure ? 465 : 587),
              secure: Boolean(smtp.secure),
              ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? "" } } : {}),
              connectionTimeout: 10_000,
              greetingTimeout: 10_000,
            });
      const from = "url" in smtp ? (ctx.config.mail.from ?? "ERP&CRM System <erp@localhost>") : smtp.from;
      try {
        await transport.sendMail({
          from,
          to,
          subject: translate(req, "software.messages.testSubject"),
          text: translate(req, "software.messages.testBody"),
        });
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        throw new ApiError(422, msg("software.messages.testFailed", { reason }));
      } finally {
        transport.close();
      }
      res.json({ message: translate(req, "software.messages.testSent", { to }) });
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/settings/test-sms",
      summary: "Send a test SMS through the SMS provider",
      body: { to: { type: "phone", required: true, maxLength: 40 } },
      bodyCheckedBy: "handler",
    }),
    can(ctx, "software", "test-sms"),
    async (req, res) => {
      const { to } = validateFields({ to: { type: "phone", required: true, maxLength: 40 } } as const, req.body ?? {});
      const { sms } = await readSettings(ctx.db);
      if (!sms.provider) throw new ApiError(422, msg("software.messages.noSmsProvider"));
      const provider = await ctx.mailer.smsProvider();
      if (!provider) throw new ApiError(422, msg("software.messages.smsCredentialsMissing"));
      try {
        const { id } = await provider.send({ to, text: translate(req, "software.messages.testBody") });
        const name = translate(req, `software.values.sms_provider.${provider.name}`);
        res.json({ message: translate(req, "software.messages.testSmsSent", { to, provider: name, id }), provider: provider.name, id });
      } catch (error) {
        const reason = (error instanceof SmsError ? error.reason : error instanceof Error ? error.message : String(error)).slice(0, 500);
        throw new ApiError(422, msg("software.messages.testSmsFailed", { reason }));
      }
    },
  );
  return router;
};
