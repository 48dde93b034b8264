import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { Knex } from "knex";

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

/** Bytes a chunk holds (the last one fewer): a row of 256 KB is ~512 KB as hex in a backup line. */
export const chunkBytes = 256 * 1024;
/** Chunks a read fetches at a time. */
const chunksPerRead = 4;

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
  let parts: Buffer[] = [];
  let pending = 0;
  let seq = 0;
  let size = 0;
  const insert = async (data: Buffer) => {
    await db(where.table).insert({ [where.key]: id, seq: seq++, data });
  };
  for await (const piece of source) {
    const chunk = Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    hash.update(chunk);
    size += chunk.length;
    parts.push(chunk);
    pending += chunk.length;
    while (pending >= chunkBytes) {
      const all = parts.length === 1 ? parts[0] : Buffer.concat(parts, pending);
      // a copy: the chunk must not keep the rest of a larger buffer alive
      await insert(Buffer.from(all.subarray(0, chunkBytes)));
      const rest = all.subarray(chunkBytes);
      parts = rest.length ? [rest] : [];
      pending = rest.length;
    }
  }
  if (pending) await insert(Buffer.concat(parts, pending));
  return { size, chunks: seq, sha256: hash.digest("hex") };
};

const asBuffer = (data: unknown): Buffer => {
  if (Buffer.isBuffer(data)) return data;
  if (data instanceof Uint8Array) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // a driver that answers bytea as text: PostgreSQL's hex format
  if (typeof data === "string" && data.startsWith("\\x")) return Buffer.from(data.slice(2), "hex");
  throw new Error("a chunk is not binary");
};

/**
 * The content of owner `id` as a byte stream, a few chunks fetched at a time (each fetch its own
 * statement: nothing is held open while the reader is slow). `expected` chunks, when given, are
 * checked: a file whose chunks went missing fails the stream rather than ending it short.
 */
export const readChunks = (db: Knex, where: ChunkTable, id: number, expected?: number): Readable => {
  async function* chunks() {
    let last = -1;
    let count = 0;
    for (;;) {
      const rows: { seq: number; data: unknown }[] = await db(where.table)
        .where(where.key, id)
        .where("seq", ">", last)
        .orderBy("seq")
        .limit(chunksPerRead)
        .select("seq", "data");
      for (const row of rows) {
        if (Number(row.seq) !== last + 1) throw new Error(`chunk ${last + 1} of ${where.table} ${id} is missing`);
        last = Number(row.seq);
        count++;
        yield asBuffer(row.data);
      }
      if (rows.length < chunksPerRead) break;
    }
    if (expected !== undefined && count !== expected) throw new Error(`${where.table} ${id} has ${count} chunks of ${expected}`);
  }
  return Readable.from(chunks(), { objectMode: false });
};

/** Whether owner `id` has any chunk stored. */
export const hasChunks = async (db: Knex, where: ChunkTable, id: number) => Boolean(await db(where.table).where(where.key, id).first("seq"));
