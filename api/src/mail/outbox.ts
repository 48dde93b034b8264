import type { Knex } from "knex";
import nodemailer, { type Transporter } from "nodemailer";
import { log, messageOf } from "../ops/logger";
import { type SmsMessage, type SmsProvider, type SmsSettings, SmsError, smsProvider } from "./sms";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a quotation's PDF), base64 in the outbox row; nodemailer takes them as they are. */
  attachments?: { filename: string; content: string; encoding: "base64"; contentType?: string }[];
}

/** The record a message is about (an order): its state shows there. */
export interface About {
  source: string;
  sourceId: number;
}

const aboutColumns = (about?: About) => (about ? { source: about.source, source_id: about.sourceId } : {});

/** Queues a mail in the caller's transaction: it is sent only if the change commits, and after it. */
export const enqueueMail = (trx: Knex.Transaction, mail: Mail, about?: About) =>
  trx("outbox").insert({ kind: "email", payload: JSON.stringify(mail), ...aboutColumns(about) });

/** Queues a text message the same way (sent through the SMS provider the settings name). */
export const enqueueSms = (trx: Knex.Transaction, sms: SmsMessage, about?: About) =>
  trx("outbox").insert({ kind: "sms", payload: JSON.stringify(sms), ...aboutColumns(about) });

/** A queued message as the record it is about shows it: queued (waiting or retrying), sent (with the provider's id) or failed (why). */
export interface OutboxMessage {
  id: number;
  kind: "email" | "sms";
  to: string;
  state: "queued" | "sent" | "failed";
  attempts: number;
  provider: string | null;
  provider_id: string | null;
  error: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

/**
 * The outbox rows about one record with their state as the record shows it (`queued` while waiting or
 * retrying): the one query behind `messagesAbout` and the record's history lines (`messageHistory`).
 */
const outboxAbout = (db: Knex, about: About) =>
  db("outbox")
    .where({ source: about.source, source_id: about.sourceId })
    .select(
      "id",
      "kind",
      db.raw("case when status = 'pending' then 'queued' else status end as state"),
      "attempts",
      "provider",
      "provider_id",
      db.raw("last_error as error"),
      "created_at",
      "sent_at",
      db.raw("case when status = 'pending' then next_attempt_at end as next_attempt_at"),
      db.raw("payload->>'to' as \"to\""),
    );

/** The messages queued about one record, oldest first. */
export const messagesAbout = async (db: Knex, about: About): Promise<OutboxMessage[]> => {
  const rows: (Omit<OutboxMessage, "created_at" | "sent_at" | "next_attempt_at"> &
    Record<`${"created" | "sent" | "next_attempt"}_at`, Date | string | null>)[] = await outboxAbout(db, about).orderBy("id");
  const time = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({ ...row, created_at: time(row.created_at)!, sent_at: time(row.sent_at), next_attempt_at: time(row.next_attempt_at) }));
};

/**
 * The messages about a record as lines of its history (history/read.ts): one `message` line per
 * message at the time it was queued, its `detail` the message as `messagesAbout` answers it (channel,
 * address, state, the provider's id, the reason of a failure).
 */
export const messageHistory = (resource: string) => ({
  detail: true as const,
  lines: (db: Knex, id: number) =>
    db
      .from(outboxAbout(db, { source: resource, sourceId: id }).as("m"))
      .select(
        "m.id as seq",
        db.raw("'message' as action"),
        db.raw("null::integer as user_id"),
        db.raw("'{}'::jsonb as changes"),
        db.raw("null::text as note"),
        "m.created_at",
        db.raw("to_jsonb(m) as detail"),
      ),
});

/** What waits in the outbox, by kind: how many messages and how old the oldest is (seconds), for the metrics. */
export const outboxBacklog = async (db: Knex): Promise<{ kind: string; queued: number; oldestSeconds: number }[]> => {
  const rows: { kind: string; queued: number; oldest_seconds: number | string }[] = await db("outbox")
    .where({ status: "pending" })
    .groupBy("kind")
    .select("kind", db.raw("count(*)::int as queued"), db.raw("extract(epoch from now() - min(created_at))::float8 as oldest_seconds"));
  return rows.map((r) => ({ kind: r.kind, queued: Number(r.queued), oldestSeconds: Number(r.oldest_seconds) }));
};

/** SMTP settings kept in the database (the software settings): read before each sending round. */
export interface SmtpSettings {
  host: string;
  port?: number | null;
  secure?: boolean;
  user?: string | null;
  password?: string | null;
  /** "Name <address>" */
  from?: string;
}

/** The channels' settings as they are now; a channel left out cannot send, and its messages wait, queued. */
export interface ChannelSettings {
  smtp?: SmtpSettings;
  sms?: SmsSettings;
}
/**
 * Where the mailer reads both channels' settings, e-mail and SMS together: asked once before each
 * sending round and once per `channels()` answer. The settings module's (`channelsFromSettings`) reads
 * the settings once for the two; SMTP_URL, when set, still wins for e-mail.
 */
export type ChannelsSource = () => Promise<ChannelSettings>;

export interface MailerOptions {
  /** e.g. smtp://user:pass@mail.example.com:587; without it mail waits in the outbox. */
  smtpUrl?: string;
  from?: string;
  /** First retry after this many seconds, doubling each time (capped at an hour). */
  retrySeconds?: number;
  /** After this many failed attempts a mail is marked failed and no longer retried. */
  maxAttempts?: number;
  /** How long an SMS provider may take to answer (ms). */
  smsTimeoutMs?: number;
}

/** The hosts mail may reach without TLS: this machine, and only by these names. */
const loopbackHosts = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
export const isLoopback = (host: string) => loopbackHosts.has(host.toLowerCase());

/**
 * SMTP_URL's transport, with TLS required for any host but this machine: smtps:// is TLS from the
 * start; smtp:// must be upgraded by STARTTLS before anything else, or nothing is sent (never the
 * password in clear to a server that offers no STARTTLS). The URL cannot turn this off.
 */
const smtpUrlOptions = (smtpUrl: string) => {
  const url = new URL(smtpUrl);
  const remote = url.protocol === "smtp:" && !isLoopback(url.hostname);
  for (const name of ["requireTLS", "ignoreTLS"]) url.searchParams.delete(name);
  return remote ? { url: url.toString(), requireTLS: true, ignoreTLS: false } : url.toString();
};

type Row = { id: number; kind: string; payload: Mail & SmsMessage; attempts: number };
type Outcome = { sent: true; provider?: string; providerId?: string } | { sent: false; error: string; final?: boolean; retryAfter?: number };

/**
 * Sends the outbox, mail and text messages alike: at once after a commit that queued some (`kick`),
 * and from the mail module's job for what is due later (retries, messages other processes queued,
 * messages that waited for a channel to be configured). Rows are claimed with a short lease (`for
 * update skip locked`, then the lease pushes next_attempt_at forward), so several processes never
 * send the same message twice, a process that dies leaves its rows to the next one once the lease
 * ends, and no transaction stays open while SMTP or a provider talks. A failure is recorded and
 * retried with backoff (an SMS provider's Retry-After wins; a final refusal fails at once); it never
 * touches the change that queued the message. A kind whose channel is not configured waits, queued.
 */
export class Mailer {
  /** From SMTP_URL: it wins over the settings' SMTP. */
  private readonly transport?: Transporter;
  private source?: ChannelsSource;
  private fromSettings?: { key: string; transport: Transporter; from?: string };
  private running?: Promise<number>;
  private again = false;

  constructor(
    private readonly db: Knex,
    private readonly options: MailerOptions = {},
  ) {
    if (options.smtpUrl) this.transport = nodemailer.createTransport(smtpUrlOptions(options.smtpUrl));
  }

  /** Whether SMTP_URL is set (then the settings' SMTP is not used). */
  get configured() {
    return Boolean(this.transport);
  }

  /** The one way in: where the channels' settings come from (the settings module gives its store's; tests give their own). */
  configure(source: ChannelsSource) {
    this.source = source;
  }

  /** The channels' settings as they are now: one call of the source (none while nothing is configured). */
  private async settings(): Promise<ChannelSettings> {
    return this.source ? this.source() : {};
  }

  /** The transport and sender to use: SMTP_URL's, else the settings' (rebuilt when they change), else none. */
  private mail(settings?: SmtpSettings): { transport: Transporter; from: string } | undefined {
    const fallbackFrom = this.options.from ?? "ERP&CRM System <erp@localhost>";
    if (this.transport) return { transport: this.transport, from: fallbackFrom };
    if (!settings?.host) return undefined;
    const key = JSON.stringify(settings);
    if (this.fromSettings?.key !== key) {
      this.fromSettings?.transport.close();
      const { host, port, secure, user, password, from } = settings;
      const transport = nodemailer.createTransport({
        host,
        port: port ?? (secure ? 465 : 587),
        secure: Boolean(secure),
        requireTLS: !secure && !isLoopback(host),
        ...(user ? { auth: { user, pass: password ?? "" } } : {}),
      });
      this.fromSettings = { key, transport, from };
    }
    return { transport: this.fromSettings.transport, from: this.fromSettings.from ?? fallbackFrom };
  }

  /** The SMS provider the settings name, if one is chosen (and, but for the log provider, has its credentials). */
  private sms(settings?: SmsSettings): SmsProvider | undefined {
    return settings ? smsProvider(settings, this.options.smsTimeoutMs) : undefined;
  }

  /** Both channels as they can send now, from one read of their settings. */
  private async both() {
    const { smtp, sms } = await this.settings();
    return [this.mail(smtp), this.sms(sms)] as const;
  }

  /** The SMS provider the settings name now (the settings' test message), from one read of them. */
  async smsProvider(): Promise<SmsProvider | undefined> {
    return this.sms((await this.settings()).sms);
  }

  /** Which channels can send now; a message of the others is queued until they can. */
  async channels(): Promise<{ email: boolean; sms: boolean }> {
    const [smtp, sms] = await this.both();
    return { email: Boolean(smtp), sms: Boolean(sms) };
  }

  /** Waits for a send under way, then closes the SMTP connection. */
  async stop() {
    await this.running;
    this.transport?.close();
    this.fromSettings?.transport.close();
  }

  /** Sends what is due now, in the background (called after a commit that queued messages). */
  kick() {
    if (!this.transport && !this.source) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error) => {
        log().error({ err: messageOf(error) }, "outbox: sending failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the background run, if any (tests, shutdown). */
  async idle() {
    while (this.running) await this.running;
  }

  /** Sends every message that is due through the channels configured now, in batches; returns how many were sent. */
  async sendDue(batch = 20): Promise<number> {
    const [smtp, sms] = await this.both();
    const kinds = [...(smtp ? ["email"] : []), ...(sms ? ["sms"] : [])];
    if (!kinds.length) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(batch, kinds);
      for (const row of claimed) {
        const outcome = row.kind === "sms" && sms ? await this.sendSms(row, sms) : smtp ? await this.sendMail(row, smtp) : undefined;
        if (outcome && (await this.record(row, outcome))) sent++;
      }
      if (claimed.length < batch) return sent;
    }
  }

  private async claim(batch: number, kinds: string[]): Promise<Row[]> {
    const { rows } = await this.db.raw(
      `update outbox set next_attempt_at = now() + interval '5 minutes'
        where id in (select id from outbox where status = 'pending' and next_attempt_at <= now() and kind in (${kinds.map(() => "?").join(", ")})
                      order by next_attempt_at, id limit ? for update skip locked)
        returning id, kind, payload, attempts`,
      [...kinds, batch],
    );
    // in the order they were queued (RETURNING keeps no order)
    return (rows as Row[]).sort((a, b) => a.id - b.id);
  }

  private async sendMail(row: Row, smtp: { transport: Transporter; from: string }): Promise<Outcome> {
    try {
      await smtp.transport.sendMail({ from: smtp.from, ...row.payload });
      return { sent: true };
    } catch (error) {
      return { sent: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async sendSms(row: Row, provider: SmsProvider): Promise<Outcome> {
    try {
      const { id } = await provider.send({ to: row.payload.to, text: row.payload.text });
      return { sent: true, provider: provider.name, providerId: id };
    } catch (error) {
      if (error instanceof SmsError) return { sent: false, error: error.reason, final: !error.retry, retryAfter: error.retryAfter };
      return { sent: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Writes what became of one attempt; true when the message went. */
  private async record(row: Row, outcome: Outcome) {
    const attempts = row.attempts + 1;
    if (outcome.sent) {
      await this.db("outbox")
        .where({ id: row.id })
        .update({
          status: "sent",
          sent_at: this.db.fn.now(),
          attempts,
          last_error: null,
          provider: outcome.provider ?? null,
          provider_id: outcome.providerId ?? null,
        });
      return true;
    }
    const delay = outcome.retryAfter ?? Math.min((this.options.retrySeconds ?? 30) * 2 ** (attempts - 1), 3600);
    await this.db("outbox")
      .where({ id: row.id })
      .update({
        attempts,
        status: outcome.final || attempts >= (this.options.maxAttempts ?? 10) ? "failed" : "pending",
        next_attempt_at: this.db.raw(`now() + make_interval(secs => ?)`, [delay]),
        last_error: outcome.error.slice(0, 2000),
      });
    return false;
  }
}
