import iconv from "iconv-lite";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable, Transform } from "node:stream";
import { ApiError } from "../http/errors";

/**
 * The text of an uploaded CSV as Excel writes it in Hong Kong: "CSV UTF-8" (with a BOM), "Unicode
 * text" (UTF-16LE with a BOM, tab-separated), or plain "CSV" on a Traditional Chinese Windows
 * (Big5, no BOM). What is assumed, in this order:
 *   1. a byte order mark names the encoding (it wins over any parameter, as in browsers);
 *   2. else the upload's `charset` parameter (`?charset=big5`, or `Content-Type: text/csv; charset=big5`);
 *   3. else UTF-8 if the first 64 KB are valid UTF-8;
 *   4. else UTF-16LE if every other byte of a mostly-ASCII start is 0 (UTF-16 without its BOM);
 *   5. else Big5 (read as Big5-HKSCS, Big5 plus the Hong Kong characters).
 * The answer says which (`charset`, `charset_from`). Decoding streams (iconv-lite), a chunk at a time.
 */

export type CharsetSource = "bom" | "parameter" | "detected" | "default";
export interface Decoding {
  /** iconv-lite's name of the encoding. */
  encoding: string;
  /** The name shown to the user: UTF-8, UTF-16LE, UTF-16BE, Big5-HKSCS... */
  charset: string;
  from: CharsetSource;
  /** `\t` for a tab-separated header (Excel's "Unicode text"), else `,`. */
  delimiter: string;
}

const sniffBytes = 64 * 1024;

/** Names users and browsers send, to iconv-lite's; Big5 is read as its Hong Kong superset. */
const aliases: Record<string, string> = {
  "utf-8": "utf8",
  utf8: "utf8",
  "utf-16": "utf16le",
  "utf-16le": "utf16le",
  utf16le: "utf16le",
  "utf-16be": "utf16be",
  utf16be: "utf16be",
  big5: "big5hkscs",
  "big5-hkscs": "big5hkscs",
  big5hkscs: "big5hkscs",
  "x-x-big5": "big5hkscs",
};
const displayNames: Record<string, string> = { utf8: "UTF-8", utf16le: "UTF-16LE", utf16be: "UTF-16BE", big5hkscs: "Big5-HKSCS" };

/** iconv-lite's name for a charset label, or 400 "Unknown character set" for one it cannot decode. */
export const encodingOf = (label: string): string => {
  const name = label.trim().toLowerCase();
  const encoding = aliases[name] ?? name;
  if (!/^[a-z0-9_.:-]{1,40}$/.test(name) || !iconv.encodingExists(encoding))
    throw ApiError.badRequest("unknownCharset", { charset: label.slice(0, 40) });
  return encoding;
};

const isUtf8 = (head: Buffer, complete: boolean) => {
  try {
    // `stream: true` while the file goes on: a character cut at the end of the sample is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: !complete });
    return true;
  } catch {
    return false;
  }
};

/** UTF-16LE without a BOM: in mostly-ASCII text every odd byte is 0. */
const looksUtf16le = (head: Buffer) => {
  const pairs = Math.min(head.length >> 1, 512);
  if (pairs < 2) return false;
  let zeros = 0;
  for (let i = 0; i < pairs; i++) if (head[2 * i + 1] === 0 && head[2 * i] !== 0) zeros++;
  return zeros / pairs > 0.6;
};

const detect = (head: Buffer, complete: boolean, requested?: string): Omit<Decoding, "charset" | "delimiter"> => {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: "utf8", from: "bom" };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: "utf16le", from: "bom" };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: "utf16be", from: "bom" };
  if (requested) return { encoding: encodingOf(requested), from: "parameter" };
  if (looksUtf16le(head)) return { encoding: "utf16le", from: "detected" };
  if (isUtf8(head, complete)) return { encoding: "utf8", from: "default" };
  return { encoding: "big5hkscs", from: "detected" };
};

/** How to read the CSV in `path`: its encoding (see above) and delimiter. */
export const decodingOf = async (path: string, requested?: string): Promise<Decoding> => {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, sniffBytes));
    await file.read(head, 0, head.length, 0);
    const found = detect(head, size <= sniffBytes, requested || undefined);
    const header = iconv.decode(head, found.encoding).split(/\r?\n/, 1)[0] ?? "";
    const delimiter = header.includes("\t") && !header.includes(",") ? "\t" : ",";
    return { ...found, charset: displayNames[found.encoding] ?? found.encoding.toUpperCase(), delimiter };
  } finally {
    await file.close();
  }
};

/** The file's text, decoded as it is read (iconv-lite drops a BOM). */
export const decodedText = (path: string, { encoding }: Decoding): Readable => {
  const bytes = createReadStream(path);
  const text = bytes.pipe(iconv.decodeStream(encoding) as unknown as Transform);
  bytes.on("error", (error) => text.destroy(error));
  return text;
};

/** The charset an upload names: `?charset=`, else the Content-Type's `charset` parameter. */
export const requestedCharset = (query: unknown, contentType: string | undefined): string | undefined => {
  const fromQuery = typeof query === "string" ? query : undefined;
  if (fromQuery) return fromQuery;
  const match = /;\s*charset="?([^";]+)"?/i.exec(contentType ?? "");
  return match?.[1];
};
