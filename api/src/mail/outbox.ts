import type { Knex } from "knex";
import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a quotation's PDF), base64 in the outbox row; nodemailer takes them as they are. */
  attachments?: { filename: string; content: string; encoding: "base64"; contentType?: string }[];
}

/** Queues a mail in the caller's transaction: it is sent only if the change commits, and after it. */
export const enqueueMail = (trx: Knex.Transaction, mail: Mail) => trx("outbox").insert({ kind: "email", payload: JSON.stringify(mail) });

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
export type SmtpSource = () => Promise<SmtpSettings | undefined>;

export interface MailerOptions {
  /** e.g. smtp://user:pass@mail.example.com:587; without it mail waits in the outbox. */
  smtpUrl?: string;
  from?: string;
  /** First retry after this many seconds, doubling each time (capped at an hour). */
  retrySeconds?: number;
  /** After this many failed attempts a mail is marked failed and no longer retried. */
  maxAttempts?: number;
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

/**
 * Sends the outbox: at once after a commit that queued mail (`kick`), and from the mail module's job
 * for what is due later (retries, mail other processes queued). Rows are claimed with a short lease (`for update skip locked`, then the lease
 * pushes next_attempt_at forward), so several processes never send the same mail twice, and no
 * transaction stays open while SMTP talks. A failure is recorded and retried with backoff; it never
 * touches the change that queued the mail.
 */
export class Mailer {
  /** From SMTP_URL: it wins over the settings kept in the database. */
  private readonly transport?: Transporter;
  private source?: SmtpSource;
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

  /** Where SMTP settings come from when SMTP_URL is not set (the settings module gives its store). */
  configure(source: SmtpSource) {
    this.source = source;
  }

  /** The transport and sender to use now: SMTP_URL's, else the settings' (rebuilt when they change), else none. */
  async current(): Promise<{ transport: Transporter; from: string } | undefined> {
    const fallbackFrom = this.options.from ?? "ERP&CRM System <erp@localhost>";
    if (this.transport) return { transport: this.transport, from: fallbackFrom };
    const settings = await this.source?.();
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

  /** Waits for a send under way, then closes the SMTP connection. */
  async stop() {
    await this.running;
    this.transport?.close();
    this.fromSettings?.transport.close();
  }

  /** Sends what is due now, in the background (called after a commit that queued mail). */
  kick() {
    if (!this.transport && !this.source) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendDue()
      .catch((error) => {
        console.error("[outbox]", error instanceof Error ? error.message : error);
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

  /** Sends every mail that is due, in batches; returns how many were sent. */
  async sendDue(batch = 20): Promise<number> {
    const smtp = await this.current();
    if (!smtp) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await this.claim(batch);
      for (const row of claimed) if (await this.send(row, smtp)) sent++;
      if (claimed.length < batch) return sent;
    }
  }

  private async claim(batch: number): Promise<{ id: number; payload: Mail; attempts: number }[]> {
    const { rows } = await this.db.raw(
      `update outbox set next_attempt_at = now() + interval '5 minutes'
        where id in (select id from outbox where status = 'pending' and next_attempt_at <= now()
                      order by next_attempt_at, id limit ? for update skip locked)
        returning id, payload, attempts`,
      [batch],
    );
    return rows;
  }

  private async send(row: { id: number; payload: Mail; attempts: number }, smtp: { transport: Transporter; from: string }) {
    try {
      await smtp.transport.sendMail({ from: smtp.from, ...row.payload });
      await this.db("outbox")
        .where({ id: row.id })
        .update({ status: "sent", sent_at: this.db.fn.now(), attempts: row.attempts + 1, last_error: null });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = Math.min((this.options.retrySeconds ?? 30) * 2 ** (attempts - 1), 3600);
      await this.db("outbox")
        .where({ id: row.id })
        .update({
          attempts,
          status: attempts >= (this.options.maxAttempts ?? 10) ? "failed" : "pending",
          next_attempt_at: this.db.raw(`now() + make_interval(secs => ?)`, [delay]),
          last_error: String(error instanceof Error ? error.message : error).slice(0, 2000),
        });
      return false;
    }
  }
}
