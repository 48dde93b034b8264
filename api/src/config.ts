import { join, resolve } from "node:path";
import { repoRoot } from "./paths";

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  /** A PostgreSQL server; without it the app runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Where backups are written (BACKUP_DIR, default <dataDir>/backups). */
  backupDir: string;
  /** Built admin SPA served at /. */
  adminDist: string;
  seedDemo: boolean;
  /** The demo accounts' password (DEMO_PASSWORD), written with the demo data on first start. */
  demoPassword: string;
  /**
   * The language the demo records are named in (DEMO_LANGUAGE: `en`, the default, or `zh_Hant`),
   * chosen when the demo is written: every name in one language, never "Web hosting 網站寄存".
   */
  demoLanguage: "en" | "zh_Hant";
  production: boolean;
  /** Express `trust proxy` behind a TLS-terminating proxy. */
  trustProxy?: string;
  /** AUTH_GENERIC_ERRORS=true: an unknown e-mail and a wrong password answer the same message. */
  genericAuthErrors: boolean;
  /**
   * Worker processes behind the one port (WEB_CONCURRENCY; default: the machine's cores on
   * PostgreSQL). PGlite is one process per data directory, so always 1 there (cluster.ts).
   */
  webConcurrency?: number;
  /** The company's time zone: where a day and a month start and end (APP_TIME_ZONE). */
  timeZone: string;
  /** METRICS_TOKEN: the bearer token `GET /api/metrics` wants; unset, the metrics are not served (404). */
  metricsToken?: string;
  mail: {
    /** e.g. smtp://user:pass@mail.example.com:587; without it mail waits in the outbox. */
    smtpUrl?: string;
    from?: string;
    retrySeconds: number;
  };
}

/** The demo accounts' password unless DEMO_PASSWORD says otherwise (README); refused in production. */
export const defaultDemoPassword = "erp-demo-2026";

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 3000),
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(repoRoot, env.DATA_DIR ?? "data"),
  backupDir: resolve(repoRoot, env.BACKUP_DIR ?? join(env.DATA_DIR ?? "data", "backups")),
  adminDist: resolve(repoRoot, "admin/dist"),
  seedDemo: env.SEED_DEMO !== "false",
  demoPassword: env.DEMO_PASSWORD || defaultDemoPassword,
  demoLanguage: env.DEMO_LANGUAGE === "zh_Hant" ? "zh_Hant" : "en",
  production: env.NODE_ENV === "production",
  trustProxy: env.TRUST_PROXY || undefined,
  genericAuthErrors: env.AUTH_GENERIC_ERRORS === "true",
  webConcurrency: env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : undefined,
  timeZone: env.APP_TIME_ZONE || "Asia/Hong_Kong",
  metricsToken: env.METRICS_TOKEN || undefined,
  mail: {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || undefined,
    retrySeconds: Number(env.MAIL_RETRY_SECONDS ?? 30),
  },
});
