import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Knex } from "knex";
import { currentNames } from "../../db/migrations/renamed";
import { ApiError, msg } from "../../http/errors";
import { backedUpTables, backupFormat, backupVersion, migrationNames, writableColumns } from "./backup";

/** A file that is not a whole backup of this application (not gzip, cut short, changed by hand...). */
const corrupt = (detail: string) => Object.assign(new ApiError(400, msg("backups.messages.corrupt")), { detail });
/** A whole backup, but of another schema (another version of the application) or another application. */
const foreign = () => new ApiError(400, msg("backups.messages.foreign"));

interface Header {
  format: string;
  version: number;
  migrations: string[];
  tables: string[];
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * What a restore reads at most: a record's line (a row, a logo of 512 KB as hex is ~1 MB) and the
 * whole file unpacked. A gzip bomb (a few hundred KB unpacking to gigabytes, with or without a
 * newline) is refused while it inflates, with 413, before it costs memory.
 */
export const restoreLimits = { lineMegabytes: 16, inflatedMegabytes: 16 * 1024 };
const megabyte = 1024 * 1024;

/**
 * Lines of a gzip'd backup, split on the bytes (a line never grows past `lineMegabytes`, where
 * readline would build a string until V8 gives up and the process ends); a broken gzip stream
 * surfaces as `corrupt`, a line or a total past the limits as 413.
 */
const linesOf = (source: Readable, limits = restoreLimits) => {
  const gunzip = createGunzip();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    gunzip.destroy();
  };
  source.on("error", fail);
  gunzip.on("error", fail);
  source.pipe(gunzip);
  const maxLine = limits.lineMegabytes * megabyte;
  const maxTotal = limits.inflatedMegabytes * megabyte;
  const lineTooLong = () => new ApiError(413, msg("backups.messages.lineTooLong", { max: limits.lineMegabytes }));
  return {
    async *[Symbol.asyncIterator]() {
      let parts: Buffer[] = [];
      let pending = 0;
      let total = 0;
      try {
        for await (const chunk of gunzip as AsyncIterable<Buffer>) {
          total += chunk.length;
          if (total > maxTotal) throw new ApiError(413, msg("backups.messages.inflatedTooLarge", { max: limits.inflatedMegabytes }));
          let start = 0;
          for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
            if (pending + end - start > maxLine) throw lineTooLong();
            parts.push(chunk.subarray(start, end));
            yield Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
            parts = [];
            pending = 0;
            start = end + 1;
          }
          pending += chunk.length - start;
          if (pending > maxLine) throw lineTooLong();
          if (start < chunk.length) parts.push(chunk.subarray(start));
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw corrupt(String(error));
      } finally {
        gunzip.destroy();
      }
      if (failure) throw failure instanceof ApiError ? failure : corrupt(failure.message);
      if (pending) yield Buffer.concat(parts).toString("utf8").replace(/\r$/, "");
    },
  };
};

const parse = (line: string) => {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    throw corrupt("a line is not JSON");
  }
};

/** Foreign keys that touch the restored tables, to drop and add again (validated) around the load. */
const foreignKeys = async (trx: Knex.Transaction, tables: ReadonlySet<string>) => {
  const { rows } = (await trx.raw(
    `select c.conname as name, src.relname as source, dst.relname as target, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c
       join pg_class src on src.oid = c.conrelid
       join pg_class dst on dst.oid = c.confrelid
      where c.contype = 'f' and src.relnamespace = current_schema()::regnamespace`,
  )) as { rows: { name: string; source: string; target: string; definition: string }[] };
  return rows.filter((fk) => tables.has(fk.source) || tables.has(fk.target));
};

/** Serial columns whose sequences follow the restored ids. */
const sequences = async (trx: Knex.Transaction, tables: readonly string[]) =>
  (await trx("information_schema.columns")
    .whereRaw("table_schema = current_schema()")
    .whereIn("table_name", tables as string[])
    .where("column_default", "like", "nextval(%")
    .select("table_name", "column_name")) as { table_name: string; column_name: string }[];

/**
 * Replaces the data of every backed-up table with the backup's, all or nothing: the header is
 * checked first (format, version, the same migrations and tables as this database), then, in one
 * transaction, the tables are emptied and loaded from the stream, every table's row count checked
 * against the file, the sequences set, the foreign keys added again (so they are validated) and
 * every session ended. Anything wrong (a corrupt or cut-short file, a row that does not fit) rolls
 * the whole of it back: the data stays as it was.
 */
export const restoreFrom = async (
  db: Knex,
  source: Readable,
  within: (trx: Knex.Transaction) => Promise<void>,
  limits = restoreLimits,
): Promise<{ tables: number; rows: number }> => {
  const iterator = linesOf(source, limits)[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await iterator.next();
    return done ? undefined : (value as string);
  };
  const first = await next();
  if (first === undefined) throw corrupt("empty");
  const header = parse(first) as unknown as Header;
  if (header.format !== backupFormat) throw foreign();
  if (header.version !== backupVersion || !Array.isArray(header.migrations) || !Array.isArray(header.tables)) throw foreign();
  const [migrations, tables] = await Promise.all([migrationNames(db), backedUpTables(db)]);
  // a backup written before migrations were renamed names them as they were
  if (!sameList(currentNames(header.migrations), migrations) || !sameList([...header.tables].sort(), tables)) throw foreign();

  const load = async (trx: Knex.Transaction) => {
    const set = new Set(tables);
    // nobody reads or writes these tables while they are replaced
    await trx.raw(`lock table ${tables.map(() => "??").join(", ")} in access exclusive mode`, tables);
    const keys = await foreignKeys(trx, set);
    for (const fk of keys) await trx.raw("alter table ?? drop constraint ??", [fk.source, fk.name]);
    for (const table of tables) await trx.raw("alter table ?? disable trigger user", [table]);
    await trx.raw(`truncate ${tables.map(() => "??").join(", ")}`, tables);

    const seen = new Set<string>();
    let total = 0;
    let complete = false;
    for (let line = await next(); line !== undefined; line = await next()) {
      if (complete) throw corrupt("data after the end");
      const start = parse(line);
      if (start.complete === true) {
        if (start.rows !== total) throw corrupt("row count");
        complete = true;
        continue;
      }
      const table = start.table as string;
      if (typeof table !== "string" || !set.has(table) || seen.has(table)) throw corrupt(`table ${table}`);
      seen.add(table);
      const columns = await writableColumns(trx, table);
      if (!Array.isArray(start.columns) || !sameList(start.columns as string[], columns)) throw foreign();
      const list = columns.map((c) => trx.raw("??", [c]).toQuery()).join(", ");
      let batch: string[] = [];
      let bytes = 0;
      let rows = 0;
      const flush = async () => {
        if (!batch.length) return;
        await trx.raw(`insert into ?? (${list}) select ${list} from jsonb_populate_recordset(null::??, ?::jsonb)`, [
          table,
          table,
          `[${batch.join(",")}]`,
        ]);
        batch = [];
        bytes = 0;
      };
      for (;;) {
        const row = await next();
        if (row === undefined) throw corrupt(`cut short in ${table}`);
        if (row.startsWith('{"r":') && row.endsWith("}")) {
          const text = row.slice(5, -1);
          batch.push(text);
          bytes += text.length;
          rows++;
          if (batch.length >= 1000 || bytes > 4_000_000) await flush();
          continue;
        }
        await flush();
        const end = parse(row);
        if (end.end !== table || end.rows !== rows) throw corrupt(`end of ${table}`);
        break;
      }
      total += rows;
    }
    if (!complete || seen.size !== set.size) throw corrupt("incomplete");

    for (const table of tables) await trx.raw("alter table ?? enable trigger user", [table]);
    // the foreign keys come back validated: a dangling reference refuses the whole restore here
    for (const fk of keys) await trx.raw(`alter table ?? add constraint ?? ${fk.definition}`, [fk.source, fk.name]);
    // Only once every check has passed, the sequences: a sequence is not rolled back with the
    // transaction, so it only ever moves forward (past the restored ids and past where it was). A
    // restore refused afterwards leaves at most a gap in the ids, never an id handed out twice.
    for (const { table_name, column_name } of await sequences(trx, tables)) {
      const sequence = await trx.raw("select pg_get_serial_sequence(?, ?) as name", [table_name, column_name]);
      const name = rowsOf(sequence)[0].name as string;
      await trx.raw(
        `select setval(?::regclass, greatest(coalesce((select max(??) from ??), 0) + 1,
           (select case when is_called then last_value + 1 else last_value end from ${name})), false)`,
        [name, column_name, table_name],
      );
    }
    // everyone signs in again (the users, their roles and passwords may all have changed)
    await trx("sessions").delete();
    await trx("dashboard_cache").delete();
    await within(trx);
    return { tables: tables.length, rows: total };
  };
  return db.transaction(load).catch((error: unknown) => {
    // a row the database refuses (a changed file, a key that no longer matches) is the file's fault
    if (error instanceof ApiError) throw error;
    throw corrupt(error instanceof Error ? error.message : String(error));
  });
};
