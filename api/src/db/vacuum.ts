import type { Knex } from "knex";
import { isEmbedded } from "./knex";

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * PGlite has no autovacuum: after a refused million-row import the customers page went from 4 ms
 * to 22 ms and stayed so. This does autovacuum's work with autovacuum's default thresholds: VACUUM
 * ANALYZE a table whose dead rows passed 50 + 20% of its live ones, ANALYZE one whose changes since
 * the last analyze passed 50 + 10%. One statement per table (nothing is half-done if the process
 * dies). On a PostgreSQL server autovacuum does it, and this does nothing. Returns what it did.
 */
export const vacuumWhereDead = async (db: Knex): Promise<{ vacuumed: string[]; analyzed: string[] }> => {
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  if (!isEmbedded(db)) return done;
  // the statistics of the last statements reach pg_stat_user_tables once flushed
  await db.raw("select pg_stat_force_next_flush()");
  const tables = rowsOf<{ relname: string; vacuum: boolean; analyze: boolean }>(
    await db.raw(
      `select relname,
              n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
              n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
         from pg_stat_user_tables
        where schemaname = current_schema()
          and (n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
        order by relname`,
    ),
  );
  for (const { relname, vacuum } of tables) {
    await db.raw(vacuum ? "vacuum (analyze) ??" : "analyze ??", [relname]);
    (vacuum ? done.vacuumed : done.analyzed).push(relname);
  }
  return done;
};
