import type { Knex } from "knex";
import pg from "pg";
import { openDatabase } from "../api/src/db/open";
import { seedLarge } from "../seed/large";

/** A database of its own on the local server: the bench never writes into `test` or the app's. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/erp_bench";

const loopback = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Creates the database if missing (through `postgres`), migrates it, returns a knex on it. */
export const openBenchDatabase = async (url = benchDatabaseUrl): Promise<Knex> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!loopback.has(target.hostname)) throw new Error(`The bench only talks to a local server, not ${target.hostname}`);
  if (!name || name === "test" || name === "postgres") throw new Error(`Refusing to use database "${name}" for the bench`);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`Created database ${name}.`);
    }
  } finally {
    await client.end();
  }
  return openDatabase({ databaseUrl: url, dataDir: "" });
};

/** Seeds (with --reset semantics) when a table has fewer live rows than the case needs. */
export const ensureRows = async (db: Knex, needs: Record<string, number>) => {
  const short: string[] = [];
  for (const [table, rows] of Object.entries(needs)) {
    const found = Number((await db(table).whereNull("deleted_at").count({ n: "*" }).first())?.n ?? 0);
    if (found < rows) short.push(`${table} has ${found.toLocaleString("en")} live rows, needs ${rows.toLocaleString("en")}`);
  }
  if (!short.length) return;
  console.log(`${short.join("; ")}: seeding with seed/large.ts...`);
  await seedLarge(db, { tables: Object.keys(needs), counts: needs, reset: true, log: (line) => console.log(`  ${line}`) });
};
