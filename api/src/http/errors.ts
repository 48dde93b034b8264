import type { ErrorRequestHandler } from "express";
import { languageOf, translatorFor } from "../i18n";

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

/** Turns every error into `{message, errors}` in the user's language; unknown errors are 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const t = translatorFor(languageOf(req.get("accept-language")));
  const translate = ({ key, params }: Message) => t(messagePath(key), params);
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (isBodyParserError(error) && error.type === "entity.parse.failed") apiError = ApiError.badRequest("malformedJson");
  else if (isBodyParserError(error) && error.status >= 400 && error.status < 500) apiError = new ApiError(error.status, msg("badRequest"));
  else {
    console.error(`[${req.method} ${req.originalUrl.split("?")[0]}]`, error);
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
