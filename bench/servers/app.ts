import { createServer } from "node:http";
import type { Enforcer } from "casbin";
import express from "express";
import type { Knex } from "knex";
import { createApp, resourceRoutes } from "../../api/src/app";
import { createContext } from "../../api/src/compose";
import { createDb } from "../../api/src/db/knex";
import { modules } from "../../api/src/modules";
import { errorHandler } from "../../api/src/http/errors";
import { runChild } from "./child";

/**
 * A: the real app, as server.ts builds it (minus the admin SPA and the timers), bundled by esbuild
 * and run by plain node as `npm start` runs it (children.ts), from this checkout or from
 * BENCH_APP_ROOT (another checkout or worktree, to measure a change against the same B).
 */

const db = createDb({ databaseUrl: process.env.BENCH_DATABASE_URL });
/**
 * BENCH_HISTORY=off: products declared `history: false` (their writes keep no history lines and take
 * no snapshot), the rest as it is: the "before" of the record history's cost, measured by
 * `product-edit-history` against this child started without it, on the same code and data.
 */
const served =
  process.env.BENCH_HISTORY === "off"
    ? modules.map((module) => ({
        ...module,
        entities: module.entities?.map((entity) => (entity.name === "products" ? { ...entity, history: false as const } : entity)),
      }))
    : modules;
/** BENCH_APP_AUTH=off: the same routes without session store, CSRF and Casbin (auth-overhead.ts). */
const app = process.env.BENCH_APP_AUTH === "off" ? await withoutAuth(db) : (await createApp({ db, modules: served })).app;
const pool = db.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
runChild(
  createServer(app),
  () => db.destroy(),
  () => (pool ? pool.numUsed() + pool.numPendingAcquires() : 0),
);

/** The app's routes (the same resourceRoutes createApp mounts) with a fixed signed-in user and a policy that allows everything. */
async function withoutAuth(db: Knex) {
  const allowAll = { enforceSync: () => true } as unknown as Enforcer;
  const bare = express();
  bare.disable("x-powered-by");
  bare.set("etag", false);
  const api = express.Router();
  api.use((req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Access-Control-Expose-Headers": "X-Total-Count, X-Total-Count-Estimated" });
    (req as unknown as { session: object }).session = { user: { id: 1, name: "Bench", email: "bench@example.com", roles: ["SALES"] } };
    next();
  });
  api.use(express.json({ limit: "1mb" }));
  const context = await createContext({ db, modules });
  api.use(resourceRoutes({ ...context, enforcer: allowAll }, modules));
  bare.use("/api", api);
  bare.use(errorHandler);
  return bare;
}
