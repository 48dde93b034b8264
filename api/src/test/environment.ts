import { defaultDemoPassword } from "../config";

/**
 * TEST SCAFFOLDING: what the caller's shell holds never reaches a test. `npm start`'s variables
 * (README: DEMO_PASSWORD, DATABASE_URL, PORT, SMTP_URL...) are removed from the test process
 * (setup file below), and a child server gets exactly the variables its test names.
 */

/** Every variable the app reads (config.ts, auth/session.ts, auth/secret.ts, seed/). */
export const appVariables = [
  "PORT",
  "DATABASE_URL",
  "DATA_DIR",
  "SEED_DEMO",
  "DEMO_PASSWORD",
  "DEMO_LANGUAGE",
  "NODE_ENV",
  "TRUST_PROXY",
  "AUTH_GENERIC_ERRORS",
  "APP_TIME_ZONE",
  "SMTP_URL",
  "MAIL_FROM",
  "MAIL_RETRY_SECONDS",
  "SESSION_SECRET",
  "SESSION_CACHE_MS",
  "SESSION_IDLE_MINUTES",
  "SEED_TIMING",
  "WEB_CONCURRENCY",
  "METRICS_TOKEN",
  "LOG_LEVEL",
] as const;

/** The demo accounts' password a test server is started with (stated, never read from the shell). */
export const testDemoPassword = defaultDemoPassword;

/** The caller's environment without the app's variables (PATH, HOME... stay: node and tsx need them). */
export const withoutAppVariables = (env: NodeJS.ProcessEnv = process.env): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !(appVariables as readonly string[]).includes(entry[0]),
    ),
  );

/**
 * The environment of a server process a test starts: nothing of the caller's app variables, the
 * demo password, embedded database, no SMTP and the default time zone stated, then `explicit`.
 */
export const childEnv = (explicit: Record<string, string>): Record<string, string> => ({
  ...withoutAppVariables(),
  NODE_ENV: "test",
  DEMO_PASSWORD: testDemoPassword,
  APP_TIME_ZONE: "Asia/Hong_Kong",
  SEED_DEMO: "true",
  // a server's lines are what some tests read (server.test.ts: file modes, spools)
  LOG_LEVEL: "info",
  ...explicit,
});
