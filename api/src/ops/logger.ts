import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

/**
 * What a log line never carries: credentials, cookies, tokens, headers, bodies. Request lines are
 * built field by field (ops/http-log.ts: no header, no body, no query string); this is the net under
 * the rest (an object logged by hand, an error a library filled in). Exact paths only: a wildcard
 * (`*.password`) made every request's line cost twice as much.
 */
export const redactPaths = [
  "password",
  "token",
  "secret",
  "cookie",
  "authorization",
  "headers",
  "body",
  "req.headers",
  "req.body",
  "res.headers",
  "err.password",
  "err.headers",
  "err.body",
  "err.config",
  "err.request",
  "err.response",
];

/** LOG_LEVEL (fatal, error, warn, info, debug, trace, silent); default info. The tests' setup makes it silent unless set. */
export const logLevel = (env: NodeJS.ProcessEnv = process.env) => env.LOG_LEVEL || "info";

export interface LoggerOptions {
  level?: string;
  /** Where lines go (a test's capture); default stdout. */
  destination?: DestinationStream;
  /** Human-readable lines (pino-pretty in a worker thread); default: when stdout is a terminal. */
  pretty?: boolean;
}

/**
 * The process's structured log: one JSON object per line (time, level, pid, hostname, msg, fields),
 * what an orchestrator's collector reads; readable lines instead when a person watches a terminal.
 */
export const createLogger = ({ level = logLevel(), destination, pretty = Boolean(process.stdout.isTTY) }: LoggerOptions = {}): Logger => {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (pretty)
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid,hostname", singleLine: true } },
    });
  return pino(options);
};

let processLogger: Logger | undefined;

/** The process's logger (created on first use, so the tests' LOG_LEVEL applies). An app may be given another (createApp's `logger`). */
export const log = (): Logger => {
  processLogger ??= createLogger();
  return processLogger;
};

/** Ends with the error message alone where a line has no room for the stack (a job's failure). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
