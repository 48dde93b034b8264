import type { ErrorRequestHandler } from "express";
import { languageOf, translatorFor } from "../i18n";
import { log } from "../ops/logger";

type Params = Record<string, string | number>;
/**
 * A message key with its interpolation values: a catalogue key (`required` = `messages.required` in
 * locales/<lang>/messages.json), or a module's own full key (`vouchers.messages.unbalanced`).
 */
export type Message = { key: string; params?: Params };
export const msg = (key: string, params?: Params): Message => ({ key, params });
/** Where a message key lives in the locale files. */
export const messagePath = (key: string) => (key.includes(".") ? key : `messages.${key}`);

/** An error the client caused: status, a catalogue message and optional per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Message,
    readonly fields: Record<string, Message> = {},
    /** Extra body members, e.g. the `url` and `error` code of a failed sign-in. */
    readonly extra: Record<string, unknown> = {},
    /** Errors of a file's rows (a CSV import), answered as `rows: [{row, field, message}]`. */
    readonly rows: { row: number; field: string; message: Message }[] = [],
  ) {
    super(body.key);
  }
  static badRequest = (key: string, params?: Params) => new ApiError(400, msg(key, params));
  static notFound = () => new ApiError(404, msg("notFound"));
  /** 400 with per-field errors; the headline is the first field's message. */
  static invalid = (fields: Record<string, Message>, status = 400) => new ApiError(status, Object.values(fields)[0] ?? msg("badRequest"), fields);
}

const isBodyParserError = (error: unknown): error is { type: string; status: number } =>
  typeof error === "object" && error !== null && "type" in error && "status" in error;

/** The HTTP status a library put on its error (body-parser, the router, http-errors, objection), if any. */
const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== "object" || error === null) return undefined;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : undefined;
};

/** A JSON-schema keyword (objection's model validation, ajv) as the catalogue's message. */
const keywordMessage = (issue: { keyword?: string; params?: Record<string, unknown> }): Message => {
  switch (issue.keyword) {
    case "maxLength":
      return msg("tooLong", { max: Number(issue.params?.limit ?? 0) });
    case "minLength":
      return msg("tooShort", { min: Number(issue.params?.limit ?? 0) });
    case "enum":
      return msg("invalidChoice", { values: ((issue.params?.allowedValues as unknown[]) ?? []).join(", ") });
    case "required":
      return msg("required");
    default:
      return msg("invalidValue");
  }
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Any error a library raised about the request as the 4xx it is, with a catalogue message: a model
 * validation (objection's ValidationError, per field), a path that does not decode, a body too large
 * (also while it inflates) or compressed with garbage, an unsupported charset or encoding. Undefined
 * for anything else (a 500).
 */
export const clientError = (error: unknown): ApiError | undefined => {
  if (error instanceof ApiError) return error;
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) return undefined;
  const { name, data, type, limit } = error as { name?: string; data?: unknown; type?: string; limit?: number };
  if (name === "ValidationError" && typeof data === "object" && data !== null) {
    const fields = Object.fromEntries(
      Object.entries(data as Record<string, { keyword?: string; params?: Record<string, unknown> }[]>).map(([field, issues]) => [
        field,
        keywordMessage([issues].flat()[0] ?? {}),
      ]),
    );
    return ApiError.invalid(Object.keys(fields).length ? fields : { body: msg("invalidValue") });
  }
  if (error instanceof URIError) return ApiError.badRequest("malformedUrl");
  if (type === "entity.parse.failed") return ApiError.badRequest("malformedJson");
  if (status === 413) return new ApiError(413, msg("bodyTooLarge", { max: megabytes(limit ?? 0) }));
  if (type === "encoding.unsupported") return new ApiError(415, msg("badContentEncoding"));
  // a compressed body that does not inflate: zlib's error, given a 400 by body-parser
  if (typeof (error as { errno?: unknown }).errno === "number" || String((error as { code?: unknown }).code ?? "").startsWith("Z_"))
    return ApiError.badRequest("badContentEncoding");
  return new ApiError(status, msg("badRequest"));
};

/** Turns every error into `{message, errors}` in the user's language; unknown errors are 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const t = translatorFor(languageOf(req.get("accept-language")));
  const translate = ({ key, params }: Message) => t(messagePath(key), params);
  let apiError = clientError(error);
  if (!apiError && isBodyParserError(error) && error.type === "entity.parse.failed") apiError = ApiError.badRequest("malformedJson");
  if (!apiError) {
    // the request's line (ops/http-log.ts) says it at level error with this error, its route and its id
    // (pino-http's req.log and res.err, typed here without its augmentation, which the admin's build does not load)
    if ((req as { log?: unknown }).log) (res as { err?: Error }).err = error instanceof Error ? error : new Error(String(error));
    else log().error({ err: error, method: req.method, path: req.originalUrl.split("?")[0] }, "request failed");
    apiError = new ApiError(500, msg("unknownError"));
  }
  if (res.headersSent) return res.destroy();
  const errors = Object.fromEntries(Object.entries(apiError.fields).map(([field, m]) => [field, translate(m)]));
  const rows = apiError.rows.map((r) => ({ ...r, message: translate(r.message) }));
  res.status(apiError.status).json({
    ...apiError.extra,
    message: translate(apiError.body),
    ...(Object.keys(errors).length ? { errors } : {}),
    ...(rows.length ? { rows } : {}),
  });
};

/** A catalogue message in the request's language, for answers that succeed (e.g. "Record saved"). */
export const translate = (req: { get(name: string): string | undefined }, key: string, params?: Params) =>
  translatorFor(languageOf(req.get("accept-language")))(messagePath(key), params);
