import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
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
const { app } = await createApp({ db });
const pool = db.client.pool as { numUsed(): number; numPendingAcquires(): number } | undefined;
runChild(createServer(app), () => db.destroy(), () => (pool ? pool.numUsed() + pool.numPendingAcquires() : 0));
