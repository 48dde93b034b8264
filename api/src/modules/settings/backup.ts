import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { createGzip } from "node:zlib";
import type { Knex } from "knex";
import type { AppContext } from "../../context";
import { type ChunkTable, readChunks, writeChunks } from "../../storage/chunks";

/**
 * Backups: a consistent snapshot of every table (one repeatable-read, read-only transaction), written
 * as gzip'd lines while it is read (a cursor, never the whole table in memory):
 *   {"format":"erp-crm-backup","version":1,"created_at":..., "migrations":[...], "tables":[...]}
 *   {"table":"customers","columns":["id",...]}
 *   {"r":<the row as PostgreSQL's to_jsonb writes it>}      (one per row)
 *   {"end":"customers","rows":123}
 *   ...
 *   {"complete":true,"rows":4567}
 * Rows stay PostgreSQL's own JSON text from end to end (numeric, bytea, timestamps are never
 * re-parsed by JavaScript): the restore hands them back to jsonb_populate_recordset.
 */
export const backupFormat = "erp-crm-backup";
export const backupVersion = 1;

/**
 * Tables a backup leaves out: the schema's bookkeeping (migrations), who is signed in, the job
 * schedule, the outbox's transport state, the backups themselves, app_meta (the session secret) and
 * the secrets (write-only: no backup download may hold them; a restore keeps the current ones), and
 * the dashboard's cached figures (computed again after a restore).
 */
export const excludedTables = new Set([
  "knex_migrations",
  "knex_migrations_lock",
  "sessions",
  "jobs",
  "outbox",
  "backups",
  "backup_chunks",
  "secrets",
  "app_meta",
  "dashboard_cache",
]);

/** The tables a backup holds, by name (the same list on both sides of a restore). */
export const backedUpTables = async (db: Knex): Promise<string[]> => {
  const rows: { table_name: string }[] = await db("information_schema.tables")
    .whereRaw("table_schema = current_schema()")
    .andWhere({ table_type: "BASE TABLE" })
    .orderBy("table_name")
    .select("table_name");
  return rows.map((r) => r.table_name).filter((name) => !excludedTables.has(name));
};

/** A table's columns a restore writes (generated ones are computed again), in order. */
export const writableColumns = async (db: Knex, table: string): Promise<string[]> => {
  const rows: { column_name: string }[] = await db("information_schema.columns")
    .whereRaw("table_schema = current_schema()")
    .andWhere({ table_name: table, is_generated: "NEVER" })
    .orderBy("ordinal_position")
    .select("column_name");
  return rows.map((r) => r.column_name);
};

/** The migrations this database has run: a backup restores only into the same schema. */
export const migrationNames = async (db: Knex): Promise<string[]> => (await db("knex_migrations").orderBy("name").pluck("name")) as string[];

/** Where a backup's file is kept: in the database, as chunks (storage/chunks.ts), so every process reads it. */
export const backupChunks: ChunkTable = { table: "backup_chunks", key: "backup_id" };
/** A backup's file as a stream, from the database (checked against the size on its row). */
export const readBackup = (db: Knex, row: { id: number; size: number | string | null }) =>
  readChunks(db, backupChunks, row.id, Number(row.size ?? 0));

/**
 * The local file a backup is written through before it goes into the database (`.part` while the
 * snapshot runs), and where backups made before they were kept in the database lie (copied in by
 * `importLocalBackups`).
 */
export const backupFile = (ctx: Pick<AppContext, "config">, id: number) => join(ctx.config.backupDir, `backup-${id}.ndjson.gz`);

/** Rows fetched at a time: fewer for a table with binary columns (a file's chunk is 32 KB, 64 KB as hex). */
const batchOf = async (db: Knex, table: string) => {
  const binary = await db("information_schema.columns")
    .whereRaw("table_schema = current_schema()")
    .andWhere({ table_name: table, data_type: "bytea" })
    .first("column_name");
  return binary ? 64 : 2000;
};

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);

export interface BackupProgress {
  tables_done: number;
  tables_total: number;
}

/**
 * Writes the snapshot of backup `id` into the database: first to a local temporary file while the
 * snapshot's transaction reads (on PGlite that transaction holds the one connection), then, the
 * snapshot done, from that file into `backup_chunks` in one transaction (a killed run leaves no
 * chunks that look whole); returns its size and row count. `progress` is told after each table.
 */
export const writeSnapshot = async (ctx: AppContext, id: number, progress?: (p: BackupProgress) => void): Promise<{ size: number; rows: number }> => {
  await mkdir(ctx.config.backupDir, { recursive: true, mode: 0o700 });
  const temporary = `${backupFile(ctx, id)}.part`;
  const gzip = createGzip({ level: 6 });
  // the file holds the users' password hashes: this user's alone, whatever the umask
  const out = createWriteStream(temporary, { mode: 0o600 });
  gzip.pipe(out);
  const finished = once(out, "close");
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };
  let total = 0;
  try {
    await ctx.db.transaction(
      async (trx) => {
        const tables = await backedUpTables(trx);
        const migrations = await migrationNames(trx);
        await write(JSON.stringify({ format: backupFormat, version: backupVersion, created_at: new Date().toISOString(), migrations, tables }));
        let done = 0;
        for (const table of tables) {
          const columns = await writableColumns(trx, table);
          await write(JSON.stringify({ table, columns }));
          const list = columns.map((c) => trx.raw("??", [c]).toQuery()).join(", ");
          await trx.raw(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from (select ${list} from ??) t`, [table]);
          let rows = 0;
          const size = await batchOf(trx, table);
          for (;;) {
            const batch = rowsOf(await trx.raw(`fetch ${size} from backup_rows`));
            for (const row of batch) await write(`{"r":${row.j as string}}`);
            rows += batch.length;
            if (batch.length < size) break;
          }
          await trx.raw("close backup_rows");
          await write(JSON.stringify({ end: table, rows }));
          total += rows;
          progress?.({ tables_done: ++done, tables_total: tables.length });
        }
        await write(JSON.stringify({ complete: true, rows: total }));
      },
      { isolationLevel: "repeatable read", readOnly: true },
    );
    gzip.end();
    await finished;
    const { size } = await ctx.db.transaction(async (trx) => {
      await trx(backupChunks.table).where(backupChunks.key, id).delete();
      return writeChunks(trx, backupChunks, id, createReadStream(temporary));
    });
    return { size, rows: total };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
};
