/** One way to send a text message; the settings pick the provider (only the log provider so far). */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<{ id: string }>;
}

export interface SmsCredentials {
  api_key: string | null;
  api_secret?: string | null;
  number: string | null;
}

/**
 * The default provider: writes the message to the server's log (never the secret) and keeps the last
 * ones in memory for the tests. No message leaves the machine.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = "log";
  static readonly sent: { from: string | null; to: string; text: string }[] = [];
  constructor(private readonly credentials: SmsCredentials) {}

  async send({ to, text }: { to: string; text: string }) {
    const entry = { from: this.credentials.number, to, text };
    LogSmsProvider.sent.push(entry);
    if (LogSmsProvider.sent.length > 100) LogSmsProvider.sent.shift();
    if (process.env.NODE_ENV !== "test" && !process.env.VITEST) console.log(`[sms] to ${to}: ${text}`);
    return { id: `log-${Date.now()}-${LogSmsProvider.sent.length}` };
  }
}

const providers: Record<string, (credentials: SmsCredentials) => SmsProvider> = { log: (c) => new LogSmsProvider(c) };

/** The provider the settings name (the log provider for an unknown name). */
export const smsProvider = (name: string, credentials: SmsCredentials): SmsProvider => (providers[name] ?? providers.log)(credentials);
