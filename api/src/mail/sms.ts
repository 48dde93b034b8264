/**
 * Text messages over the providers' own HTTP APIs (the outbox sends through them; the settings pick
 * one). Vonage's SMS API and Twilio's Messages API, or the log provider an ADMIN may choose on
 * purpose, which sends nothing. A provider either answers the message's id or throws an SmsError
 * saying whether trying again can help.
 */

import { log } from "../ops/logger";

export const smsProviders = ["vonage", "twilio", "log"] as const;
export type SmsProviderName = (typeof smsProviders)[number];

export interface SmsMessage {
  /** E.164, "+85291234567" (phone fields are stored so). */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: SmsProviderName;
  send(message: SmsMessage): Promise<{ id: string }>;
}

/** The settings a provider is built from: Vonage's api key and secret, or Twilio's account SID and auth token. */
export interface SmsSettings {
  provider: SmsProviderName;
  apiKey: string | null;
  apiSecret: string | null;
  /** The sender: a number (or, where the provider allows, a name). */
  from: string | null;
  /** The API's address when not the provider's own (a local stand-in in tests). */
  baseUrl?: string | null;
}

export const defaultBaseUrls: Record<Exclude<SmsProviderName, "log">, string> = {
  vonage: "https://rest.nexmo.com",
  twilio: "https://api.twilio.com",
};

/**
 * Why a message was not accepted. `retry`: worth trying again (rate limit, the provider's own
 * failure, no answer), after `retryAfter` seconds when the provider said so; otherwise final
 * (bad credentials, a refused number) and `reason` is the provider's own words.
 */
export class SmsError extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
    readonly retryAfter?: number,
  ) {
    super(reason);
  }
}

/** The GSM 03.38 alphabet (basic set and extension): text made only of these goes as a plain SMS, anything else as Unicode (UCS-2). */
const gsm7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€",
);
export const needsUnicode = (text: string) => [...text].some((c) => !gsm7.has(c));

/** Retry-After in seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export const retryAfterSeconds = (header: string | null, now = Date.now()): number | undefined => {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

/** How long a provider may take to answer before the attempt counts as failed (and is retried). */
export const defaultTimeoutMs = 15_000;

/** Posts a form and reads the JSON answer; a refusal by HTTP status becomes an SmsError (429 and 5xx retried). */
const postForm = async (
  url: string,
  form: Record<string, string>,
  headers: Record<string, string>,
  timeoutMs: number,
  reasonOf: (body: unknown) => string | undefined,
) => {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", ...headers },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    throw new SmsError(timedOut ? `No answer within ${timeoutMs / 1000} s` : `Cannot reach the provider: ${cause}`, true);
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (res.ok) return body;
  const reason = `HTTP ${res.status}: ${(reasonOf(body) ?? text.slice(0, 300)) || res.statusText}`;
  if (res.status === 429) throw new SmsError(reason, true, retryAfterSeconds(res.headers.get("retry-after")));
  throw new SmsError(reason, res.status >= 500);
};

const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** A provider over HTTP: its settings, how long it may take, and its API's address (the settings' or its own). */
abstract class HttpProvider implements SmsProvider {
  abstract readonly name: Exclude<SmsProviderName, "log">;
  constructor(
    protected readonly settings: SmsSettings,
    protected readonly timeoutMs: number,
  ) {}

  protected url(path: string) {
    return `${(this.settings.baseUrl || defaultBaseUrls[this.name]).replace(/\/+$/, "")}${path}`;
  }

  abstract send(message: SmsMessage): Promise<{ id: string }>;
}

/**
 * Vonage's SMS API: POST {base}/sms/json, a form with api_key, api_secret, from, to (digits, no "+"),
 * text and `type=unicode` for text outside the GSM alphabet (Chinese). It answers HTTP 200 with a
 * status per message part: "0" accepted (its message-id), "1" throttled and "5" its internal error
 * are worth a retry, any other is final with its error-text.
 */
class VonageProvider extends HttpProvider {
  readonly name = "vonage" as const;

  async send({ to, text }: SmsMessage) {
    const { apiKey, apiSecret, from } = this.settings;
    const form = { api_key: apiKey ?? "", api_secret: apiSecret ?? "", from: from ?? "", to: to.replace(/^\+/, ""), text };
    const body = (await postForm(
      this.url("/sms/json"),
      needsUnicode(text) ? { ...form, type: "unicode" } : form,
      {},
      this.timeoutMs,
      (b) => (b as { "error-text"?: string } | undefined)?.["error-text"],
    )) as { messages?: { status?: string; "message-id"?: string; "error-text"?: string }[] } | undefined;
    const parts = body?.messages ?? [];
    const refused = parts.find((part) => part.status !== "0");
    if (!parts.length) throw new SmsError("The provider's answer has no message", true);
    if (refused)
      throw new SmsError(`${refused["error-text"] ?? "Refused"} (status ${refused.status})`, refused.status === "1" || refused.status === "5");
    return { id: parts.map((part) => part["message-id"]).join(",") };
  }
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic
 * (account SID : auth token) and a form of To, From, Body; 201 answers the message's sid. An error
 * answers JSON { code, message, more_info, status }. Twilio picks the encoding (UCS-2 for Chinese) itself.
 */
class TwilioProvider extends HttpProvider {
  readonly name = "twilio" as const;

  async send({ to, text }: SmsMessage) {
    const { apiKey, apiSecret, from } = this.settings;
    const sid = apiKey ?? "";
    const body = (await postForm(
      this.url(`/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`),
      { To: to, From: from ?? "", Body: text },
      { Authorization: basicAuth(sid, apiSecret ?? "") },
      this.timeoutMs,
      (b) => {
        const error = b as { message?: string; code?: number } | undefined;
        return error?.message ? `${error.message}${error.code ? ` (${error.code})` : ""}` : undefined;
      },
    )) as { sid?: string } | undefined;
    if (!body?.sid) throw new SmsError("The provider's answer has no message id", true);
    return { id: body.sid };
  }
}

/** Chosen on purpose only: writes the message to the server's log (never a secret) and keeps the last ones for the tests. Nothing is sent. */
export class LogSmsProvider implements SmsProvider {
  readonly name = "log" as const;
  static readonly sent: { from: string | null; to: string; text: string }[] = [];
  constructor(private readonly settings: SmsSettings) {}

  async send({ to, text }: SmsMessage) {
    LogSmsProvider.sent.push({ from: this.settings.from, to, text });
    if (LogSmsProvider.sent.length > 100) LogSmsProvider.sent.shift();
    log().info({ to, text }, "sms (log only, not sent)");
    return { id: `log-${Date.now()}-${LogSmsProvider.sent.length}` };
  }
}

/** The provider the settings name. */
export const smsProvider = (settings: SmsSettings, timeoutMs = defaultTimeoutMs): SmsProvider => {
  if (settings.provider === "vonage") return new VonageProvider(settings, timeoutMs);
  if (settings.provider === "twilio") return new TwilioProvider(settings, timeoutMs);
  return new LogSmsProvider(settings);
};
