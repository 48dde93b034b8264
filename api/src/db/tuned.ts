import type { Knex } from "knex";
import pg from "pg";
import { isEmbedded } from "./knex";
import { prepared } from "./prepared";

/**
 * Read-only statements that need planner settings of their own (the global search: bitmap scans only,
 * one generic plan per connection), run in one round trip.
 *
 * On a PostgreSQL server they go through a small pool of connections of their own, opened with those
 * settings (and the app's search path), as named prepared statements whose parameters are sent once per
 * distinct value. Through the app's pool the same statement cost four round trips (begin, the settings,
 * the statement, commit) and a parameter per placeholder: the global search sent ~150 copies of the
 * query, and its writes to the socket were a fifth of the API's CPU (issue 26's bench: 192 -> 319
 * searches/s for an order number). On PGlite (one connection, in process) they run in a transaction
 * with the settings made local to it.
 */

type Settings = Readonly<Record<string, string>>;

/** Connections per pool: a few, the statements are short and read-only; the app's own pool keeps the rest. */
const connections = 4;
/** An idle connection closes after this long, and never keeps the process alive. */
const idleMs = 10_000;

const pools = new WeakMap<Knex, Map<string, pg.Pool>>();

const poolFor = (db: Knex, settings: Settings): pg.Pool => {
  const key = JSON.stringify(settings);
  let byKey = pools.get(db);
  if (!byKey) pools.set(db, (byKey = new Map()));
  let pool = byKey.get(key);
  if (!pool) {
    const config = db.client.config as { connection: string | pg.PoolConfig; searchPath?: string | string[] };
    const searchPath = [config.searchPath ?? []].flat();
    const options = [
      ...(searchPath.length ? [`-c search_path=${searchPath.join(",")}`] : []),
      ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
    ].join(" ");
    const connection = typeof config.connection === "string" ? { connectionString: config.connection } : config.connection;
    pool = new pg.Pool({ ...connection, max: connections, idleTimeoutMillis: idleMs, allowExitOnIdle: true, options });
    // an error of an idle connection (the server restarted) ends that connection only
    pool.on("error", () => {});
    byKey.set(key, pool);
  }
  return pool;
};

/** knex's native statement with one `$n` per distinct value, where knex binds one per placeholder. */
const onePerValue = (sql: string, bindings: readonly unknown[]) => {
  const numbers = new Map<unknown, number>();
  const values: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = bindings[Number(n) - 1];
    let number = numbers.get(value);
    if (number === undefined) {
      values.push(value);
      number = values.length;
      numbers.set(value, number);
    }
    return `$${number}`;
  });
  return { text, values };
};

/**
 * The rows of `sql` (knex `?` placeholders) run under `settings`. The statement's text may not hold a
 * `$` of its own (its values go in `bindings`); its text should depend on declarations only, not on
 * a request's values, as it is prepared once per connection.
 */
export const tunedRows = async <Row>(db: Knex, settings: Settings, sql: string, bindings: readonly Knex.RawBinding[]): Promise<Row[]> => {
  if (isEmbedded(db)) {
    return db.transaction(async (trx) => {
      await trx.raw(
        `select ${Object.keys(settings)
          .map(() => "set_config(?, ?, true)")
          .join(", ")}`,
        Object.entries(settings).flat(),
      );
      return (await trx.raw(sql, bindings as Knex.RawBinding[])).rows as Row[];
    });
  }
  const native = db
    .raw(sql, bindings as Knex.RawBinding[])
    .toSQL()
    .toNative();
  const { text, values } = onePerValue(native.sql, native.bindings);
  return (await poolFor(db, settings).query({ text, values, name: prepared(text).name })).rows as Row[];
};
