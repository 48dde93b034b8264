import busboy from "busboy";
import type { Request } from "express";
import { createWriteStream } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough, Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError } from "../http/errors";

/** CSV files up to this size are imported (100k customers are ~15 MB). */
export const maxImportMegabytes = 50;
const maxBytes = maxImportMegabytes * 1024 * 1024;
const tooLarge = () => new ApiError(413, { key: "csvTooLarge", params: { max: maxImportMegabytes } });
const csvTypes = ["text/csv", "text/plain", "application/csv"];
/** A multipart body that is not whole (no boundary, cut short, a broken part header) is not a CSV file. */
const invalidCsv = () => ApiError.badRequest("invalidCsv");

/**
 * An upload stream whose failure is kept until someone reads it: an error emitted before the reader
 * attaches its listener (the reader awaits a temporary folder first) must not end the process as an
 * unhandled 'error' event. The reader sees it as `errored` (pipeline() and for-await both do).
 */
const guarded = <T extends Readable>(stream: T): T => {
  stream.on("error", () => undefined);
  return stream;
};

/**
 * A request body as a stream of at most `max` bytes, counted as they arrive (a body sent without its
 * length too), failing with `tooLarge()` past them. Not pipeline(): it would destroy the request,
 * and with it the connection the 413 goes back on.
 */
export const limitedBody = (req: Request, max: number, tooLarge: () => Error): Readable => {
  let bytes = 0;
  const body = guarded(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(bytes > max ? tooLarge() : null, chunk);
      },
    }),
  );
  // a client that goes away mid-body: nobody reads the answer, but nothing is left half-read either
  req.on("error", () => body.destroy(ApiError.badRequest("badRequest")));
  return req.pipe(body);
};

/**
 * The CSV of an import request as a stream, read as it arrives (never held whole in memory): a
 * `text/csv` body, or the multipart field `file`. Anything else reads as empty ("Empty data").
 * Every stream on the way has its errors handled: a body cut short or without its closing boundary
 * fails the stream with "Invalid CSV file format", never the process.
 */
export const csvUpload = (req: Request): Readable => {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes + 64 * 1024) throw tooLarge();
  if (req.is("multipart/form-data")) {
    let form: busboy.Busboy;
    try {
      form = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1 } });
    } catch {
      throw invalidCsv(); // no boundary, or a malformed Content-Type
    }
    const out = guarded(new PassThrough());
    let found = false;
    form.on("file", (name, file) => {
      // busboy destroys a file stream with "Unexpected end of file" when the form ends early
      file.on("error", () => out.destroy(invalidCsv()));
      if (name !== "file" || found) return void file.resume();
      found = true;
      file.on("limit", () => out.destroy(tooLarge()));
      file.pipe(out);
    });
    form.on("close", () => found || out.end());
    form.on("error", () => out.destroy(invalidCsv()));
    // a client that goes away mid-body: nobody reads the answer, the spool is removed all the same
    req.on("error", () => out.destroy(invalidCsv()));
    req.pipe(form);
    return out;
  }
  if (req.is(csvTypes)) return limitedBody(req, maxBytes, tooLarge);
  req.resume();
  return Readable.from([]);
};

/** After an answer that did not read the whole upload (a bad header, a refusal), the rest is drained, not parsed. */
export const drain = (req: Request) => {
  if (req.readableEnded) return;
  req.unpipe();
  req.resume();
};

/** Spool folders are named after the process that made them, so a later start can tell a dead one's. */
const spoolPrefix = "erp-import-";

/**
 * Writes an upload to a private temporary file as it arrives (the size limit still applies), so an
 * import reads a local file: however slowly the upload comes in, no transaction waits on it. The
 * folder goes with the file when the upload fails or is refused; `removeDeadSpools` takes those of a
 * process that was killed.
 */
export const spool = async (source: Readable): Promise<{ path: string; remove: () => Promise<void> }> => {
  guarded(source);
  const dir = await mkdtemp(join(tmpdir(), `${spoolPrefix}${process.pid}-`));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, "upload.csv");
  try {
    await pipeline(source, createWriteStream(path, { mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path, remove };
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Removes the spool folders of processes that no longer run (killed during an import); returns how many. */
export const removeDeadSpools = async (dir = tmpdir()): Promise<number> => {
  const names = await readdir(dir).catch(() => [] as string[]);
  const dead = names.filter((name) => {
    const pid = Number(/^erp-import-(\d+)-/.exec(name)?.[1]);
    return pid > 0 && pid !== process.pid && !alive(pid);
  });
  await Promise.all(dead.map((name) => rm(join(dir, name), { recursive: true, force: true })));
  return dead.length;
};
