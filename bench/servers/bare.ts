import { createServer } from "node:http";
import pg from "pg";
import type { BareSpec } from "../spec";
import { runChild } from "./child";

/**
 * B: the floor. node:http and pg, no framework: the app's own statements for the request (captured
 * from it), with the same concurrency, the page's rows as the JSON array and the same total headers.
 * The two type parsers are the ones api/src/db/knex.ts installs, so both bodies are byte for byte
 * the same (the bench checks).
 */
pg.types.setTypeParser(20, (value: string) => Number(value));
pg.types.setTypeParser(1082, (value: string) => value);

const spec = JSON.parse(process.env.BENCH_SPEC ?? "null") as BareSpec;
// The app's knex pool: at most 10 connections, idle ones closed after 30 s.
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });

const replay = () => {
  const results: Promise<pg.QueryResult>[] = [];
  for (const [i, { sql, bindings, after }] of spec.statements.entries())
    results[i] = Promise.all(after.map((j) => results[j])).then(() => pool.query(sql, bindings));
  return Promise.all(results);
};

const server = createServer(async (req, res) => {
  if (req.method !== "GET" || req.url !== spec.path) {
    res.writeHead(404).end();
    return;
  }
  try {
    const results = await replay();
    const body = JSON.stringify(results[spec.page].rows);
    res
      .writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Cache-Control": "no-store",
        ...spec.headers,
      })
      .end(body);
  } catch (error) {
    res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
  }
});
runChild(
  server,
  () => pool.end(),
  () => pool.totalCount - pool.idleCount + pool.waitingCount,
);
