import { createHash } from "node:crypto";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Knex } from "knex";
import { isEmbedded } from "../db/knex";
import { log } from "../ops/logger";

/**
 * Stored files: bytes kept in PostgreSQL (or PGlite) as rows of a chunk table, so every API process
 * on the database reads what any of them wrote. A chunk table has `(<owner key>, seq, data bytea)`
 * with its primary key on the first two: backups keep theirs in `backup_chunks` (settings module,
 * left out of backups), attachments in `file_chunks` (the engine's, backed up with the records).
 * Both ways are streamed: a write holds at most one chunk (plus what the source hands over), a read
 * fetches a few chunks at a time by key, never a whole file in memory.
 *
 * Large objects (lo_*) were not used: their rows live in pg_largeobject, outside the schema the
 * backup reads and restores table by table, and they need their own clean-up.
 */
export interface ChunkTable {
  /** The table of chunks, e.g. "file_chunks". */
  table: string;
  /** Its owner's column, e.g. "file_id". */
  key: string;
}

/**
 * Bytes a chunk holds (the last one fewer). Small enough that its hex text (64 KB: how PGlite takes and
 * gives bytea, and a backup line) is a young object V8 frees at once, not one of its large objects that
 * wait for a full collection (256 KB chunks grew the process by 70 MB for a 15 MB upload on PGlite).
 * PostgreSQL stores a bytea in ~2 KB TOAST pieces whatever the row, so nothing is lost on disk.
 */
export const chunkBytes = 32 * 1024;
/** Chunks a read fetches at a time (PGlite copies each answer whole out of its heap: fewer there). */
const chunksPerRead = (db: Knex) => (isEmbedded(db) ? 2 : 16);

export interface Written {
  size: number;
  chunks: number;
  /** Hex SHA-256 of the whole content. */
  sha256: string;
}

/**
 * Writes a stream into `where.table` as chunks 0..n of owner `id` (as they arrive: the source is read
 * only as fast as the database takes them). Pass a transaction as `db` for all or nothing; without
 * one a failure leaves the chunks already written (delete them by owner).
 */
export const writeChunks = async (db: Knex, where: ChunkTable, id: number, source: AsyncIterable<Buffer | Uint8Array>): Promise<Written> => {
  const hash = createHash("sha256");
  // one chunk's buffer, filled and written, then filled again: no garbage per piece that arrives
  const chunk = Buffer.allocUnsafe(chunkBytes);
  let filled = 0;
  let seq = 0;
  let size = 0;
  const binary = !isEmbedded(db);
  const insert = async (data: Buffer) => {
    // PGlite turns a binary parameter into hex one byte at a time (an array of 256K strings a chunk): hex text it is given
    const value = binary ? data : db.raw("decode(?, 'hex')", [data.toString("hex")]);
    await db(where.table).insert({ [where.key]: id, seq: seq++, data: value });
  };
  for await (const piece of source) {
    hash.update(piece);
    size += piece.byteLength;
    for (let offset = 0; offset < piece.byteLength; ) {
      const taken = Math.min(chunkBytes - filled, piece.byteLength - offset);
      chunk.set(piece.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === chunkBytes) {
        await insert(chunk);
        filled = 0;
      }
    }
  }
  if (filled) await insert(chunk.subarray(0, filled));
  return { size, chunks: seq, sha256: hash.digest("hex") };
};

/**
 * The content of owner `id` as a byte stream, a few chunks fetched at a time (each fetch its own
 * statement: nothing is held open while the reader is slow). The `expected` size in bytes, when given, is
 * checked: a file whose chunks went missing fails the stream rather than ending it short.
 */
export const readChunks = (db: Knex, where: ChunkTable, id: number, expected?: number): Readable => {
  const limit = chunksPerRead(db);
  async function* chunks() {
    let last = -1;
    let bytes = 0;
    for (;;) {
      const rows: { seq: number; hex: string }[] = await db(where.table)
        .where(where.key, id)
        .where("seq", ">", last)
        .orderBy("seq")
        .limit(limit)
        // as hex text, decoded natively (PGlite parses a bytea answer a byte at a time)
        .select("seq", db.raw("encode(data, 'hex') as hex"));
      for (const row of rows) {
        if (Number(row.seq) !== last + 1) throw new Error(`chunk ${last + 1} of ${where.table} ${id} is missing`);
        last = Number(row.seq);
        const data = Buffer.from(row.hex, "hex");
        bytes += data.length;
        yield data;
      }
      if (rows.length < limit) break;
    }
    if (expected !== undefined && bytes !== expected) throw new Error(`${where.table} ${id} holds ${bytes} bytes of ${expected}`);
  }
  return Readable.from(chunks(), { objectMode: false });
};

/** Whether owner `id` has any chunk stored. */
export const hasChunks = async (db: Knex, where: ChunkTable, id: number) => Boolean(await db(where.table).where(where.key, id).first("seq"));

/**
 * Sends a stored file as the answer (its headers set). Once the first bytes are out an error can no
 * longer be an answer: the connection is cut (the client sees a short file), and only a failure of
 * ours is logged, not a client that went away.
 */
export const sendStored = async (source: Readable, res: Writable & { headersSent: boolean; destroy(): void }) => {
  try {
    await pipeline(source, res);
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy();
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") log().error({ err: error }, "Sending a stored file failed");
  }
};
