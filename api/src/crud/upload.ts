import busboy from "busboy";
import type { Request } from "express";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable, Transform } from "node:stream";
import { ApiError } from "../http/errors";

/** CSV files up to this size are imported (100k customers are ~15 MB). */
export const maxImportMegabytes = 50;
const maxBytes = maxImportMegabytes * 1024 * 1024;
const tooLarge = () => new ApiError(413, { key: "csvTooLarge", params: { max: maxImportMegabytes } });
const csvTypes = ["text/csv", "text/plain", "application/csv"];

/** Passes bytes through until there are more than `maxBytes`, then fails with 413. */
const limited = () => {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? tooLarge() : null, chunk);
    },
  });
};

/**
 * The CSV of an import request as a stream, read as it arrives (never held whole in memory): a
 * `text/csv` body, or the multipart field `file`. Anything else reads as empty ("Empty data").
 */
export const csvUpload = (req: Request): Readable => {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes + 64 * 1024) throw tooLarge();
  if (req.is("multipart/form-data")) {
    const out = new PassThrough();
    const form = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1 } });
    let found = false;
    form.on("file", (name, file) => {
      if (name !== "file" || found) return void file.resume();
      found = true;
      file.on("limit", () => out.destroy(tooLarge()));
      file.pipe(out);
    });
    form.on("close", () => found || out.end());
    form.on("error", (error) => out.destroy(error as Error));
    req.on("error", (error) => out.destroy(error));
    req.pipe(form);
    return out;
  }
  if (req.is(csvTypes)) {
    // Not pipeline(): it would destroy the request, and with it the connection the 413 goes back on.
    const body = limited();
    req.on("error", (error) => body.destroy(error));
    return req.pipe(body);
  }
  req.resume();
  return Readable.from([]);
};

/** After an answer that did not read the whole upload (a bad header, a refusal), the rest is drained, not parsed. */
export const drain = (req: Request) => {
  if (req.readableEnded) return;
  req.unpipe();
  req.resume();
};

/**
 * Writes an upload to a private temporary file as it arrives (the size limit still applies), so an
 * import reads a local file: however slowly the upload comes in, no transaction waits on it.
 */
export const spool = async (source: Readable): Promise<{ path: string; remove: () => Promise<void> }> => {
  const dir = await mkdtemp(join(tmpdir(), "erp-import-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, "upload.csv");
  try {
    await new Promise<void>((done, fail) => {
      const file = createWriteStream(path, { mode: 0o600 });
      source.on("error", (error) => {
        file.destroy();
        fail(error);
      });
      file.on("error", fail);
      file.on("finish", done);
      source.pipe(file);
    });
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
};
