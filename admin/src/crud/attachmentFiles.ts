import type { EntityDef } from "@erp/api/entities";
import { apiUrl } from "../providers/data";
import { fetchCsrfToken, resetCsrfToken } from "../providers/http";
import { acceptLanguage } from "../providers/i18n";
import { allowsOperation } from "./entity";

/** Whether an entity's records take files (as the API decides: unless `attachments: false`, and only where records can be edited). */
export const takesAttachments = (entity: EntityDef) => entity.attachments !== false && allowsOperation(entity, "edit");

/** What the browser shows itself: images and PDFs open in the preview, anything else downloads. */
export const previewable = (type: string) => /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(type);

/** The address of an attachment's content (`download`: as a file, never inline). */
export const attachmentUrl = (resource: string, id: string, attachment: number, download = false) =>
  `${apiUrl}/${resource}/${id}/attachments/${attachment}${download ? "?download=true" : ""}`;

/**
 * Sends one file as a multipart upload to record `id` (the session cookie, the UI language and the
 * CSRF token go along); answers the server's `{ message }`, throws its reason (the field's message:
 * a type not allowed, a name its content belies, the size cap).
 */
export const uploadAttachment = async (resource: string, id: string, file: File): Promise<{ message?: string }> => {
  const send = async () => {
    const form = new FormData();
    form.append("files", file, file.name);
    const token = await fetchCsrfToken();
    return fetch(`${apiUrl}/${resource}/${id}/attachments`, {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Accept-Language": acceptLanguage(), ...(token ? { "X-CSRF-Token": token } : {}) },
      body: form,
    });
  };
  let res = await send();
  // a CSRF token the server no longer knows (signed in again elsewhere): once more with a fresh one
  if (res.status === 403) {
    resetCsrfToken();
    res = await send();
  }
  const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  if (!res.ok) throw new Error(Object.values(body.errors ?? {})[0] ?? body.message ?? res.statusText);
  return body;
};

/** One file's outcome of `uploadAll`: its server message, or why it was refused. */
export type UploadOutcome = { file: File; ok: true; message?: string } | { file: File; ok: false; reason: string };

/**
 * Uploads files one request each, in order, to a record just saved (a new record's form holds its files
 * until then): one file refused (its type, its size) does not stop the others, and says which it was.
 */
export const uploadAll = async (resource: string, id: string, files: readonly File[]): Promise<UploadOutcome[]> => {
  const outcomes: UploadOutcome[] = [];
  for (const file of files) {
    try {
      outcomes.push({ file, ok: true, message: (await uploadAttachment(resource, id, file)).message });
    } catch (error) {
      outcomes.push({ file, ok: false, reason: (error as Error).message });
    }
  }
  return outcomes;
};
