import type { PGlite } from "@electric-sql/pglite";
import knex, { type Knex } from "knex";
import { createRequire } from "node:module";
import pg from "pg";

/**
 * The embedded database is loaded only when used: its modules cost ~40 MB of memory, which a
 * process on a PostgreSQL server (DATABASE_URL) does not need to carry.
 */
const require = createRequire(import.meta.url);
const embedded = () => ({
  PGlite: (require("@electric-sql/pglite") as typeof import("@electric-sql/pglite")).PGlite,
  pg_trgm: (require("@electric-sql/pglite/contrib/pg_trgm") as typeof import("@electric-sql/pglite/contrib/pg_trgm")).pg_trgm,
  ClientPgLite: require("knex-pglite") as unknown,
});

const oid = { int8: 20, date: 1082 } as const;

/** Both drivers answer alike: `date` as "YYYY-MM-DD", int8 (counts) as a number, numeric as a string. */
pg.types.setTypeParser(oid.int8, (value: string) => Number(value));
pg.types.setTypeParser(oid.date, (value: string) => value);

export interface DbOptions {
  /** postgres://... for a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. */
  dataDir?: string;
  /** A schema to work in (tests isolate themselves in one per file on a shared server). */
  searchPath?: string[];
  /** Open an existing PGlite instance instead (e.g. one loaded from a snapshot). */
  pglite?: PGlite;
  poolMax?: number;
}

export const createPglite = (dataDir?: string, loadDataDir?: Blob): PGlite => {
  const { PGlite, pg_trgm } = embedded();
  return new PGlite({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir,
    parsers: { [oid.date]: (value: string) => value },
  });
};

export const createDb = (options: DbOptions = {}): Knex => {
  if (options.databaseUrl) {
    return knex({
      client: "pg",
      connection: options.databaseUrl,
      searchPath: options.searchPath,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  }
  return knex({
    client: patientClient(),
    dialect: "postgres",
    connection: { pglite: options.pglite ?? createPglite(options.dataDir) } as Knex.StaticConnectionConfig,
    // One connection for everything: a wait for it is a queue, not an exhausted pool, and the first
    // one starts PostgreSQL in WebAssembly (a minute on a loaded 2-core machine, knex's default limit).
    acquireConnectionTimeout: 300_000,
  });
};

/**
 * knex-pglite's client, waiting as long for its one connection to open as for it to be free: the
 * pool's create timeout (tarn's 30 s default) is not configurable through knex-pglite, and starting
 * PostgreSQL in WebAssembly from a snapshot takes longer than that on a loaded 2-core machine.
 */
let patient: typeof knex.Client | undefined;
const patientClient = () => {
  if (patient) return patient;
  const Base = embedded().ClientPgLite as new (config: Knex.Config) => { getPoolSettings(pool: object): object };
  patient = class extends Base {
    getPoolSettings(pool: object) {
      return { ...super.getPoolSettings(pool), createTimeoutMillis: 300_000 };
    }
  } as unknown as typeof knex.Client;
  return patient;
};

/** True when the database behind `db` is the embedded PGlite (single connection). */
export const isEmbedded = (db: Knex) => db.client.config.client !== "pg";
