import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Enforcer } from "casbin";
import express from "express";
import type { Knex } from "knex";
import { runChild } from "./child";

/**
 * A: the real app, as server.ts builds it (minus the admin SPA and the timers), from this checkout
 * or from BENCH_APP_ROOT (another checkout or worktree, to measure a change against the same B).
 */
const root = process.env.BENCH_APP_ROOT ?? resolve(import.meta.dirname, "../..");
const load = <T>(path: string): Promise<T> => import(pathToFileURL(resolve(root, path)).href);
const { createApp } = await load<typeof import("../../api/src/app")>("api/src/app.ts");
const { createDb } = await load<typeof import("../../api/src/db/knex")>("api/src/db/knex.ts");

const db = createDb({ databaseUrl: process.env.BENCH_DATABASE_URL });
/** BENCH_APP_AUTH=off: the same routes without session store, CSRF and Casbin (auth-overhead.ts). */
const app = process.env.BENCH_APP_AUTH === "off" ? await withoutAuth(db) : (await createApp({ db })).app;
const pool = db.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
runChild(createServer(app), () => db.destroy(), () => (pool ? pool.numUsed() + pool.numPendingAcquires() : 0));

/** The app's CRUD stack with a fixed signed-in user and a policy that allows everything. */
async function withoutAuth(db: Knex) {
  const { createServices, createLookupServices } = await load<typeof import("../../api/src/crud/registry")>("api/src/crud/registry.ts");
  const { crudRouter } = await load<typeof import("../../api/src/crud/router")>("api/src/crud/router.ts");
  const { errorHandler } = await load<typeof import("../../api/src/http/errors")>("api/src/http/errors.ts");
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
  api.use(crudRouter(createServices(db), createLookupServices(db), allowAll));
  bare.use("/api", api);
  bare.use(errorHandler);
  return bare;
}
