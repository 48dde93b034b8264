import { extname } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { type Message, msg } from "../http/errors";

/** Bytes of a file's start its type is told from (file-type reads at most this many for the kinds allowed). */
export const sampleBytes = 4100;

/** What may be attached, by the kind its content is (never the name it came with): the MIME type it is stored and served as. */
export const allowedTypes: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  zip: "application/zip",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
};

/**
 * The kinds of content a name's extension promises: a file named `.pdf` must be a PDF. An office
 * document is a zip inside; its own kind is told only when its first entry says so, so a zip is taken
 * for one. A name with another extension (or none) is taken for what its content is.
 */
const promised: Readonly<Record<string, readonly string[]>> = {
  pdf: ["pdf"],
  png: ["png"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  gif: ["gif"],
  webp: ["webp"],
  docx: ["docx", "zip"],
  xlsx: ["xlsx", "zip"],
  pptx: ["pptx", "zip"],
  odt: ["odt", "zip"],
  ods: ["ods", "zip"],
  zip: ["zip", "docx", "xlsx", "pptx", "odt", "ods"],
  txt: ["txt"],
  csv: ["txt"],
};

/** Shown inline (a preview in the browser); anything else downloads. */
export const previewable = (contentType: string) => /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/.test(contentType);

/** Plain UTF-8 text (no NUL, valid but for a character the sample cut in two): what a .txt or .csv holds. */
const isText = (sample: Buffer) => {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
};

/** The kind a file's first bytes say it is (`txt` for plain text), or undefined. */
export const kindOf = async (sample: Buffer): Promise<string | undefined> => {
  const found = await fileTypeFromBuffer(sample);
  if (found) return found.ext;
  return sample.length && isText(sample) ? "txt" : undefined;
};

export type Checked = { ok: true; contentType: string } | { ok: false; message: Message };

/**
 * Whether a file of `name` whose content starts with `sample` may be attached, and as which type: its
 * content must be of an allowed kind, and the kind its extension promises. The type is the content's.
 */
export const checkContent = async (name: string, sample: Buffer): Promise<Checked> => {
  const extension = extname(name).slice(1).toLowerCase();
  const kind = await kindOf(sample);
  const expected = promised[extension];
  if (expected && !(kind && expected.includes(kind)))
    return { ok: false, message: msg("attachmentMismatch", { name, expected: extension.toUpperCase(), found: kind ? kind.toUpperCase() : "?" }) };
  if (!kind || !allowedTypes[kind]) return { ok: false, message: msg("attachmentType", { name }) };
  const type = kind === "txt" && extension === "csv" ? allowedTypes.csv : allowedTypes[kind];
  return { ok: true, contentType: type };
};
