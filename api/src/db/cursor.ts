import type { Knex } from "knex";

/**
 * Every row of a statement, fetched through a server-side cursor `batch` rows at a time in a
 * read-only transaction of its own (rolled back at the end): a CSV export of a million rows keeps
 * memory flat. Used by the lists' and the reports' exports.
 */
export async function* cursorRows<T>(db: Knex, { sql, bindings }: { sql: string; bindings: readonly unknown[] }, batch: number): AsyncGenerator<T> {
  const trx = await db.transaction();
  try {
    await trx.raw(`declare export_rows no scroll cursor for ${sql}`, bindings as Knex.RawBinding[]);
    for (;;) {
      const { rows } = await trx.raw(`fetch ${batch} from export_rows`);
      if (!rows.length) break;
      yield* rows as T[];
    }
  } finally {
    await trx.rollback().catch(() => undefined);
  }
}
