import type { BaseKey } from "@refinedev/core";
import { apiUrl } from "../../providers/data";
import { httpClient } from "../../providers/http";

/** What `POST /api/<resource>/bulk` takes: the action, the records (ids, or every one matching the list's filter) and its values. */
export interface BulkBody {
  action: string;
  ids?: BaseKey[];
  filter?: Record<string, unknown>;
  values?: Record<string, unknown>;
}

/** What happened to one record: done, or refused with the message its one-record call answers. */
export interface BulkRecord {
  id: number;
  status: "done" | "refused";
  message?: string;
  errors?: Record<string, string>;
}

export interface BulkOutcome {
  action: string;
  count: number;
  done: number;
  refused: number;
  message: string;
  results: BulkRecord[];
}

type Line = { type: "start"; total: number } | ({ type: "record" } & BulkRecord) | ({ type: "end" } & Omit<BulkOutcome, "results">);

/** The complete lines of an NDJSON text (a line still arriving is left for the next read). */
const completeLines = (text: string): Line[] =>
  text
    .slice(0, text.lastIndexOf("\n") + 1)
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

/**
 * Runs a bulk action, the answer streamed as NDJSON so `onProgress` hears how many records are
 * through as they go (the progress bar); a refusal of the whole call (400, 403) rejects with the
 * server's message like every other write (providers/http.ts).
 */
export const runBulk = async (resource: string, body: BulkBody, onProgress: (processed: number, total: number) => void): Promise<BulkOutcome> => {
  let total = 0;
  let processed = 0;
  let read = 0;
  const response = await httpClient.post<string>(`${apiUrl}/${resource}/bulk`, body, {
    headers: { Accept: "application/x-ndjson" },
    responseType: "text",
    // the stream stays text; an error's body is JSON as everywhere else
    transformResponse: (data: unknown, headers) => {
      if (typeof data !== "string" || String(headers?.["content-type"] ?? "").includes("ndjson")) return data;
      try {
        return JSON.parse(data);
      } catch {
        return data;
      }
    },
    onDownloadProgress: (event) => {
      const text = (event.event?.target as XMLHttpRequest | undefined)?.responseText;
      if (typeof text !== "string") return;
      const end = text.lastIndexOf("\n") + 1;
      for (const line of completeLines(text.slice(read, end))) {
        if (line.type === "start") total = line.total;
        if (line.type === "record") processed++;
      }
      read = end;
      onProgress(processed, total);
    },
  });
  const lines = completeLines(String(response.data));
  const end = lines.find((line): line is Extract<Line, { type: "end" }> => line.type === "end");
  const results = lines.flatMap((line) => (line.type === "record" ? [line] : [])).map(({ type: _type, ...record }): BulkRecord => record);
  if (!end) throw new Error("bulk: the answer ended early");
  const { type: _type, ...summary } = end;
  return { ...summary, results };
};
