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
 * searches/s for an order number). A statement is compiled once (`tunedStatement`), so a request
 * only gives its values. On PGlite (one connection, in process) they run in a transaction with the
 * settings made local to it.
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

/**
 * A statement whose `?` placeholders are named (`slots`, one per `?` in order; a name may come back):
 * compiled once into the server's form, one `$n` per name, its values sent once each however many
 * places use them.
 */
export interface TunedStatement {
  /** With `?` placeholders, for knex (PGlite). */
  sql: string;
  slots: readonly string[];
  /** With `$n` placeholders, one per name of `names`. */
  text: string;
  names: readonly string[];
  /** Its name as a prepared statement on a server's connections. */
  prepared: string;
}

export const tunedStatement = (sql: string, slots: readonly string[]): TunedStatement => {
  const names: string[] = [];
  let at = 0;
  const text = sql.replace(/\?/g, () => {
    const slot = slots[at++];
    if (slot === undefined) throw new Error(`a tuned statement has more placeholders than its ${slots.length} slots`);
    const number = names.includes(slot) ? names.indexOf(slot) : names.push(slot) - 1;
    return `$${number + 1}`;
  });
  if (at !== slots.length) throw new Error(`a tuned statement has ${at} placeholders for ${slots.length} slots`);
  return { sql, slots, text, names, prepared: prepared(text).name };
};

/** The rows of a statement run under `settings`, its slots given their `values`. */
export const tunedRows = async <Row>(
  db: Knex,
  settings: Settings,
  statement: TunedStatement,
  values: Readonly<Record<string, unknown>>,
): Promise<Row[]> => {
  const given = (slot: string) => {
    if (!(slot in values)) throw new Error(`no value for the slot ${slot}`);
    return values[slot];
  };
  if (isEmbedded(db)) {
    return db.transaction(async (trx) => {
      await trx.raw(
        `select ${Object.keys(settings)
          .map(() => "set_config(?, ?, true)")
          .join(", ")}`,
        Object.entries(settings).flat(),
      );
      return (await trx.raw(statement.sql, statement.slots.map(given) as Knex.RawBinding[])).rows as Row[];
    });
  }
  const pool = poolFor(db, settings);
  return (await pool.query({ text: statement.text, values: statement.names.map(given), name: statement.prepared })).rows as Row[];
};
