import { createServer } from "node:http";
import pg from "pg";
import type { BareSpec } from "../spec";
import { runChild } from "./child";

/**
 * B: the floor. node:http and pg, no framework: the same SQL as the app (captured from it), the page
 * and the count in parallel, the same headers and the same JSON array. The two type parsers are the
 * ones api/src/db/knex.ts installs, so both bodies are byte for byte the same (the bench checks).
 */
pg.types.setTypeParser(20, (value: string) => Number(value));
pg.types.setTypeParser(1082, (value: string) => value);

const spec = JSON.parse(process.env.BENCH_SPEC ?? "null") as BareSpec;
// The app's knex pool: at most 10 connections, idle ones closed after 30 s.
const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10, idleTimeoutMillis: 30_000 });
const run = ({ sql, bindings }: { sql: string; bindings: unknown[] }) => pool.query(sql, bindings);

const estimateOf = async () => {
  if (!spec.count?.estimate) throw new Error("an estimate is needed and none was captured");
  const plan = (await run(spec.count.estimate)).rows[0]["QUERY PLAN"];
  return Math.round((typeof plan === "string" ? JSON.parse(plan) : plan)[0].Plan["Plan Rows"]) as number;
};

const total = async (): Promise<{ total: number; estimated: boolean } | undefined> => {
  if (!spec.count) return undefined;
  const { cap } = spec.count;
  if (spec.count.estimateFirst) {
    const estimate = await estimateOf();
    if (estimate > cap) return { total: estimate, estimated: true };
  }
  if (!spec.count.query) throw new Error("a count is needed and none was captured");
  const { rows } = await run(spec.count.query);
  const count = Number(rows[0].count);
  if (count <= cap) return { total: count, estimated: false };
  return { total: Math.max(await estimateOf(), cap + 1), estimated: true };
};

const server = createServer(async (req, res) => {
  if (req.method !== "GET" || req.url !== spec.path) {
    res.writeHead(404).end();
    return;
  }
  try {
    const [page, counted] = await Promise.all([run(spec.page), total()]);
    const body = JSON.stringify(page.rows);
    const headers: Record<string, string | number> = {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
    };
    if (counted) headers["X-Total-Count"] = String(counted.total);
    if (counted?.estimated) headers["X-Total-Count-Estimated"] = "true";
    res.writeHead(200, headers).end(body);
  } catch (error) {
    res.writeHead(500, { "Content-Type": "text/plain" }).end(String(error));
  }
});
runChild(server, () => pool.end(), () => pool.totalCount - pool.idleCount + pool.waitingCount);
