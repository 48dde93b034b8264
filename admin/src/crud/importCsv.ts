import { apiUrl } from "../providers/data";
import { fetchCsrfToken, resetCsrfToken } from "../providers/http";
import i18n, { acceptLanguage } from "../providers/i18n";

/** One refused cell of a refused file; rows count the header as row 1. */
export type ImportRowError = { row: number; field: string; message: string };
export type ImportResult = { message: string; imported: number };

/** A refused import: the server's (already translated) message and, for a refused file, its row errors. */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly rows: ImportRowError[] = [],
  ) {
    super(message);
  }
}

export type UploadEvents = {
  /** Percent of the file sent so far. */
  onProgress?: (percent: number) => void;
  /** The file is sent; the server is reading it. */
  onUploaded?: () => void;
};

type Reply = { status: number; body: Record<string, unknown> | undefined };

/** The row errors of a 400: `rows` as sent, else read from the `errors` keys (`"<row>.<field>": text`). */
export const rowErrorsOf = (body: Record<string, unknown> | undefined): ImportRowError[] => {
  if (Array.isArray(body?.rows)) {
    return (body.rows as Record<string, unknown>[]).map((r) => ({
      row: Number(r.row),
      field: String(r.field ?? ""),
      message: String(r.message ?? ""),
    }));
  }
  const errors = body?.errors && typeof body.errors === "object" ? (body.errors as Record<string, unknown>) : {};
  return Object.entries(errors).flatMap(([key, message]) => {
    const match = /^(\d+)\.(.+)$/.exec(key);
    return match ? [{ row: Number(match[1]), field: match[2], message: String(message) }] : [];
  });
};

/** XMLHttpRequest (not fetch) for the upload progress; the session cookie, the UI language and the CSRF token go along. */
const send = (url: string, file: Blob & { name?: string }, token: string | undefined, events: UploadEvents) =>
  new Promise<Reply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", acceptLanguage());
    if (token) xhr.setRequestHeader("X-CSRF-Token", token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) events.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => events.onUploaded?.();
    xhr.onload = () => {
      let body: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ImportError(i18n.t("messages.fetchFailed"), 0));
    const form = new FormData();
    form.append("file", file, file.name ?? "import.csv");
    xhr.send(form);
  });

/**
 * POSTs a CSV to `/api/<resource>/import` as the multipart field `file`. Resolves with the server's
 * message and count (201); rejects with an ImportError carrying the server's message and row errors.
 * A 403 may be a stale CSRF token: as the data provider does, it fetches a fresh one and tries once more.
 */
export const uploadCsv = async (resource: string, file: Blob & { name?: string }, events: UploadEvents = {}): Promise<ImportResult> => {
  const url = `${apiUrl}/${resource}/import`;
  let reply = await send(url, file, await fetchCsrfToken(), events);
  if (reply.status === 403) {
    resetCsrfToken();
    reply = await send(url, file, await fetchCsrfToken(), events);
  }
  const { status, body } = reply;
  const message = typeof body?.message === "string" && body.message ? body.message : undefined;
  if (status >= 200 && status < 300) {
    const imported = Number(body?.imported ?? 0);
    return { message: message ?? i18n.t("messages.imported", { count: imported }), imported };
  }
  throw new ImportError(message ?? i18n.t("messages.unknownError"), status, status === 400 ? rowErrorsOf(body) : []);
};
