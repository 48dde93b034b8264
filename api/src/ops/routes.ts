import { createHash, timingSafeEqual } from "node:crypto";
import { type Router, Router as router } from "express";
import type { Knex } from "knex";
import { z } from "zod";
import { publicRoute } from "../auth/authorize";
import { assembleMigrations } from "../db/migrations";
import { defineRoute, mount } from "../http/contract";
import { ApiError, msg } from "../http/errors";
import type { ModuleDef } from "../modules/module";
import type { Metrics } from "./metrics";

/** How long readiness waits for the database before it says it is not ready. */
const readyTimeoutMs = 2000;

export interface Readiness {
  ready: boolean;
  database: "reachable" | "unreachable";
  /** Migrations of this code the database has not applied (a process started on a schema not yet migrated). */
  pendingMigrations: number;
}

/** Ready when the database answers (within 2 s) and has applied every migration this code lists. */
export const readiness = async (db: Knex, modules: readonly ModuleDef[]): Promise<Readiness> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error("timeout")), readyTimeoutMs);
  });
  try {
    const applied = new Set(await Promise.race([db("knex_migrations").pluck("name") as Promise<string[]>, timeout]));
    const pendingMigrations = assembleMigrations(modules).filter((m) => !applied.has(m.name)).length;
    return { ready: pendingMigrations === 0, database: "reachable", pendingMigrations };
  } catch {
    return { ready: false, database: "unreachable", pendingMigrations: 0 };
  } finally {
    clearTimeout(timer);
  }
};

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** The bearer token of a request equals `token` (compared in constant time). */
const bearerIs = (header: string | undefined, token: string) => {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
};

export const opsRoutes = {
  health: defineRoute({
    method: "get",
    path: "/health",
    summary: "Liveness: the process is up and serving (no database call)",
    tag: "meta",
    answer: z.object({ status: z.literal("ok") }),
  }),
  ready: defineRoute({
    method: "get",
    path: "/ready",
    summary: "Readiness: the database answers and every migration is applied (503 otherwise)",
    tag: "meta",
    answer: z.object({
      status: z.enum(["ready", "not ready"]),
      database: z.enum(["reachable", "unreachable"]),
      pendingMigrations: z.number().int(),
    }),
  }),
  metrics: defineRoute({
    method: "get",
    path: "/metrics",
    summary: "Prometheus metrics (text format), with the METRICS_TOKEN as a bearer token: 404 while none is set, 401 without it",
    tag: "meta",
    produces: "text/plain",
  }),
};

/**
 * Liveness, readiness and metrics, served before the session (no cookie is read or set): what an
 * orchestrator and a Prometheus scraper call. The metrics are readable only with the token from the
 * environment (METRICS_TOKEN), never with a session: without the variable the route is not served
 * (404), with it a request without the right bearer token gets 401.
 */
export const operationsRouter = ({
  db,
  modules,
  metrics,
  metricsToken,
  clusterMetrics,
}: {
  db: Knex;
  modules: readonly ModuleDef[];
  metrics: Metrics;
  metricsToken?: string;
  /** Under the cluster (cluster.ts): every worker's metrics, gathered by the primary. */
  clusterMetrics?: () => Promise<string>;
}): Router => {
  const routes = router();
  const route = mount(routes);
  route(opsRoutes.health, publicRoute(), async () => ({ status: "ok" as const }));
  route(opsRoutes.ready, publicRoute(), async (_req, res) => {
    const state = await readiness(db, modules);
    const answer = {
      status: state.ready ? ("ready" as const) : ("not ready" as const),
      database: state.database,
      pendingMigrations: state.pendingMigrations,
    };
    // answered here: the declared answer goes out as 200, and not ready is a 503
    res.status(state.ready ? 200 : 503).json(answer);
    return answer;
  });
  route(opsRoutes.metrics, publicRoute(), async (req, res) => {
    if (!metricsToken) throw ApiError.notFound();
    if (!bearerIs(req.get("authorization"), metricsToken)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new ApiError(401, msg("metricsTokenRequired"));
    }
    // a worker that does not report within prom-client's 5 s (a loaded machine) fails the scrape with a
    // 503, never with partial figures: a counter summed without one worker would seem to go back
    const text = clusterMetrics
      ? await clusterMetrics().catch(() => {
          throw new ApiError(503, msg("metricsUnavailable"));
        })
      : await metrics.registry.metrics();
    res.set("Content-Type", metrics.registry.contentType).send(text);
  });
  return routes;
};
