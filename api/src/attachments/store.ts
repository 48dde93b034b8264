import busboy from "busboy";
import type { Request } from "express";
import type { Knex } from "knex";
import type { Readable } from "node:stream";
import type { Actor } from "../actions/actor";
import { runAction } from "../actions/run";
import type { AppContext } from "../context";
import { restoreWindowHours } from "../crud/trash";
import type { EntityDef } from "../entities";
import { ApiError, msg } from "../http/errors";
import { type ChunkTable, readChunks, writeChunks } from "../storage/chunks";
import { checkContent, sampleBytes } from "./sniff";

/** Where attached files' bytes are kept (storage/chunks.ts). */
export const fileChunks: ChunkTable = { table: "file_chunks", key: "file_id" };
/** Files one upload may carry. */
export const maxFilesPerUpload = 20;
/** An incomplete file (an upload cut short by a killed process) older than this is removed by the purge. */
const staleUploadHours = 24;

export const attachmentColumns = ["id", "name", "content_type", "size", "created_by", "created_at", "deleted_at"] as const;
export interface Attachment {
  id: number;
  name: string;
  content_type: string;
  size: number;
  created_by: number | null;
  created_at: string;
  deleted_at: string | null;
}

/** Whether an entity's records take attachments: unless it opts out (`attachments: false`) or its records cannot be edited. */
export const takesAttachments = (entity: EntityDef) =>
  entity.attachments !== false && (entity.operations === undefined || entity.operations.includes("edit"));

const badUpload = () => ApiError.badRequest("badRequest");
const tooLarge = (name: string, max: number) => new ApiError(413, msg("attachmentTooLarge", { name, max }));

interface Stored {
  fileId: number;
  name: string;
  contentType: string;
  size: number;
}

/** Reads a file part: its first bytes decide whether it may be stored (`checkContent`), then the whole is written as chunks. */
const storeOne = async (db: Knex, field: string, name: string, file: Readable, max: number, started: (id: number) => void): Promise<Stored> => {
  const reader = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < sampleBytes) {
    const next = await reader.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const sample = Buffer.concat(head);
  const checked = await checkContent(name, sample);
  if (!checked.ok) throw ApiError.invalid({ [field]: checked.message });
  const [row] = await db("files").insert({ content_type: checked.contentType }).returning("id");
  const fileId = Number(row.id);
  started(fileId);
  async function* content() {
    yield sample;
    if (ended) return;
    for (let next = await reader.next(); !next.done; next = await reader.next()) yield next.value;
  }
  const written = await writeChunks(db, fileChunks, fileId, content());
  if ((file as Readable & { truncated?: boolean }).truncated) throw tooLarge(name, max / 1024 / 1024);
  await db("files").where({ id: fileId }).update({ size: written.size, chunks: written.chunks, sha256: written.sha256 });
  return { fileId, name, contentType: checked.contentType, size: written.size };
};

/**
 * Attaches the files of a multipart upload (any field name, several files) to record `id`: each is
 * checked by its content and written to the database as it arrives (chunks of 32 KB: the upload is
 * never whole in memory, and no transaction waits on the network), then all are attached in one
 * action (a history line naming them). Anything refused (a type not allowed, a name its content
 * belies, a file past the cap) stores nothing: the files already written go.
 */
export const attachUpload = async (ctx: AppContext, entity: EntityDef, id: number, req: Request, actor: Actor): Promise<Attachment[]> => {
  const max = (await ctx.attachments.maxMegabytes()) * 1024 * 1024;
  if (!req.is("multipart/form-data")) throw ApiError.invalid({ files: msg("attachmentNone") });
  if (Number(req.get("content-length") ?? 0) > maxFilesPerUpload * (max + 64 * 1024)) throw tooLarge("", max / 1024 / 1024);
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: req.headers, limits: { fileSize: max, files: maxFilesPerUpload, fields: 20 }, defParamCharset: "utf8" });
  } catch {
    throw badUpload();
  }
  const written: number[] = [];
  const stored: Stored[] = [];
  let failure: unknown;
  let work = Promise.resolve();
  let fail: (error: unknown) => void = () => undefined;
  const parsed = new Promise<void>((resolve, reject) => {
    fail = (error) => {
      failure ??= error;
      req.unpipe(form);
      reject(failure);
    };
    form.on("close", resolve);
    form.on("error", () => fail(badUpload()));
    form.on("filesLimit", () => fail(ApiError.invalid({ files: msg("attachmentTooMany", { max: maxFilesPerUpload }) })));
    req.on("error", () => fail(badUpload()));
  });
  form.on("file", (field, file, info) => {
    // busboy ends a file stream cut short with an error: the upload is refused, not the process
    file.on("error", () => fail(badUpload()));
    work = work.then(async () => {
      if (failure) return void file.resume();
      try {
        stored.push(await storeOne(ctx.db, field, info.filename || "file", file, max, (fileId) => written.push(fileId)));
      } catch (error) {
        file.resume();
        fail(error);
      }
    });
  });
  req.pipe(form);
  try {
    await parsed;
    await work;
    if (failure) throw failure;
    if (!stored.length) throw ApiError.invalid({ files: msg("attachmentNone") });
    return await runAction(
      ctx.db,
      actor,
      { action: "attach", target: entity.name, targetId: id, entity, history: "plain", note: stored.map((s) => s.name).join(", ") },
      async (trx) => {
        // the record is live (not in the trash) while its files are attached
        if (!(await trx(entity.table).where({ id }).whereNull("deleted_at").forUpdate().first("id"))) throw ApiError.notFound();
        await trx("files").whereIn("id", written).update({ complete: true });
        return trx("attachments")
          .insert(
            stored.map((s) => ({
              resource: entity.name,
              record_id: id,
              file_id: s.fileId,
              name: s.name.slice(0, 255),
              content_type: s.contentType,
              size: s.size,
              created_by: actor.userId,
            })),
          )
          .returning([...attachmentColumns]);
      },
    );
  } catch (error) {
    await work.catch(() => undefined);
    if (written.length) await ctx.db("files").whereIn("id", written).delete();
    throw error;
  }
};

/** A record's attachments, newest first: live ones, or (`deleted`) those in the trash that can still be restored. */
export const listAttachments = (db: Knex, resource: string, id: number, deleted = false): Promise<Attachment[]> =>
  db("attachments")
    .where({ resource, record_id: id })
    .modify((q) =>
      deleted ? q.whereNotNull("deleted_at").whereRaw(`deleted_at >= now() - interval '${restoreWindowHours} hours'`) : q.whereNull("deleted_at"),
    )
    .orderBy("id", "desc")
    .select([...attachmentColumns]);

/** One live attachment of a record with its file, or 404. */
export const findAttachment = async (db: Knex, resource: string, id: number, attachment: number) => {
  const row = await db("attachments as a")
    .join("files as f", "f.id", "a.file_id")
    .where({ "a.id": attachment, "a.resource": resource, "a.record_id": id, "f.complete": true })
    .whereNull("a.deleted_at")
    .first("a.id", "a.name", "a.content_type", "a.size", "a.file_id", "f.chunks");
  if (!row) throw ApiError.notFound();
  return row as { id: number; name: string; content_type: string; size: number; file_id: number; chunks: number };
};

/** An attachment's content, streamed from the database. */
export const readAttachment = (db: Knex, file: { file_id: number; size: number }) =>
  readChunks(db, fileChunks, Number(file.file_id), Number(file.size));

/** Moves an attachment to the trash (restorable for `restoreWindowHours`), or brings it back; a history line says which. */
export const trashAttachment = (ctx: AppContext, entity: EntityDef, id: number, attachment: number, actor: Actor, restore = false) =>
  runAction(
    ctx.db,
    actor,
    { action: restore ? "restore-attachment" : "detach", target: entity.name, targetId: id, entity, history: "plain" },
    async (trx) => {
      const row = await trx("attachments")
        .where({ id: attachment, resource: entity.name, record_id: id })
        .forUpdate()
        .first("name", "deleted_at", trx.raw(`deleted_at < now() - interval '${restoreWindowHours} hours' as expired`));
      if (!row) throw ApiError.notFound();
      if (restore && !row.deleted_at) throw new ApiError(409, msg("notDeleted"));
      if (restore && row.expired) throw new ApiError(409, msg("restoreExpired"));
      if (!restore && row.deleted_at) throw ApiError.notFound();
      const [changed] = await trx("attachments")
        .where({ id: attachment })
        .update(restore ? { deleted_at: null, deleted_by: null } : { deleted_at: trx.fn.now(), deleted_by: actor.userId })
        .returning([...attachmentColumns]);
      return changed as Attachment;
    },
  );

/**
 * Removes for good attachments in the trash past the restore window, those of records no longer
 * there (purged from the trash), and files no attachment holds (uploads cut short a day ago and
 * more); their chunks go with their files. Returns how many files went.
 */
export const purgeAttachments = async (ctx: Pick<AppContext, "db" | "registry">): Promise<number> => {
  const { db } = ctx;
  await db("attachments").whereRaw(`deleted_at < now() - interval '${restoreWindowHours} hours'`).delete();
  for (const entity of ctx.registry.entities)
    await db("attachments")
      .where({ resource: entity.name })
      .whereNotExists((q) =>
        q
          .select(db.raw("1"))
          .from(entity.table)
          .whereRaw("?? = attachments.record_id", [`${entity.table}.id`]),
      )
      .delete();
  const gone = await db("files")
    .whereNotExists((q) => q.select(db.raw("1")).from("attachments").whereRaw("attachments.file_id = files.id"))
    .where((q) => q.where({ complete: true }).orWhereRaw(`created_at < now() - interval '${staleUploadHours} hours'`))
    .delete()
    .returning("id");
  return gone.length;
};
