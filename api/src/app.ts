import express from "express";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Knex } from "knex";
import { publicRoute, signedInRoute } from "./auth/authorize";
import { requireCsrf } from "./auth/csrf";
import { authRouter } from "./auth/routes";
import { loadSecret } from "./auth/secret";
import { keepAlive, sessionMiddleware } from "./auth/session";
import type { Clock } from "./clock";
import type { Config } from "./config";
import { createContext } from "./compose";
import type { AppContext } from "./context";
import { globalSearch, searchRoute } from "./crud/global-search";
import { crudRouter } from "./crud/router";
import { notesRouter } from "./notes/routes";
import { metaFor } from "./custom/meta";
import { adminStatic } from "./http/admin-static";
import { enteredByFirstSegment } from "./http/first-segment";
import { jsonDepthLimit } from "./http/depth";
import { securityHeaders } from "./http/headers";
import { sendCompressedJson } from "./http/compressed-json";
import { ApiError, errorHandler, msg } from "./http/errors";
import { defineRoute, mount } from "./http/contract";
import { JobRunner } from "./jobs/runner";
import { openApiRoutes } from "./openapi/routes";
import { clusterMetricsOf } from "./ops/cluster-metrics";
import { requestLogging } from "./ops/http-log";
import { type Logger, log } from "./ops/logger";
import { createMetrics, type Metrics } from "./ops/metrics";
import { operationsRouter } from "./ops/routes";
import { modules as defaultModules } from "./modules";
import type { Mailer } from "./mail/outbox";
import type { ModuleDef } from "./modules/module";

export interface AppOptions {
  db: Knex;
  /** The modules to serve (default: every module of modules/index.ts; tests add fixtures). */
  modules?: readonly ModuleDef[];
  /** Default: read from the environment. */
  config?: Config;
  clock?: Clock;
  /** Sends the outbox; from the configuration's mail settings by default. The server starts the jobs that use it. */
  mailer?: Mailer;
  /** Built admin SPA to serve at /, if present. */
  adminDist?: string;
  /** Where the app's lines go (default: the process's logger, ops/logger.ts); tests capture them. */
  logger?: Logger;
}

export interface App {
  app: express.Express;
  context: AppContext;
  modules: readonly ModuleDef[];
  /** The modules' jobs; the server starts it, tests tick it. */
  jobs: JobRunner;
  /** The Prometheus registry and what feeds it (ops/metrics.ts). */
  metrics: Metrics;
}

/**
 * The customisation's freshness check, every module's business actions, the registry for the admin,
 * then the generic router for every declared resource; 404 for the rest.
 */
export const resourceRoutes = (ctx: AppContext, modules: readonly ModuleDef[]) => {
  const routes = express.Router();
  routes.use(ctx.customisations.middleware);
  for (const module of modules) if (module.routes) routes.use(enteredByFirstSegment(module.routes(ctx)));
  mount(routes)(
    defineRoute({
      method: "get",
      path: "/meta/entities",
      summary: "The merged entity declarations, pages, policy rules and customisation version, as the user's roles receive them",
      tag: "meta",
      produces: "application/json",
    }),
    signedInRoute((_req, _res, next) => next()),
    async (req, res) => sendCompressedJson(req, res, metaFor(ctx, req)),
  );
  // every signed-in user; each entity, page and action inside is checked against their roles
  mount(routes)(
    searchRoute,
    signedInRoute((_req, _res, next) => next()),
    async (req, _res, { query }) => globalSearch(ctx, req, query),
  );
  // notes on any record and the notifications of their mentions, before the generic /:resource routes
  routes.use(notesRouter(ctx));
  routes.use(crudRouter(ctx));
  routes.use((_req, _res, next) => next(ApiError.notFound()));
  return routes;
};

export const createApp = async ({ db, modules = defaultModules, config, clock, mailer, adminDist, logger = log() }: AppOptions): Promise<App> => {
  const [context, secret] = await Promise.all([createContext({ db, modules, config, clock, mailer }), loadSecret(db)]);
  const app = express();
  const metrics = createMetrics({ db, logger });
  // a cluster's worker answers a scrape with every worker's metrics (ops/cluster-metrics.ts)
  const clusterMetrics = cluster.isWorker ? clusterMetricsOf(metrics.registry) : undefined;
  // first: every request gets its id (X-Request-Id), its log line and its place in the metrics
  app.use(requestLogging(logger), metrics.middleware);
  app.disable("x-powered-by");
  // API answers are no-store; hashing each body for an ETag is work for nothing.
  app.set("etag", false);
  const { trustProxy } = context.config;
  if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === "true" || trustProxy);
  app.use(securityHeaders({ behindTls: Boolean(trustProxy) }));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Access-Control-Expose-Headers": "X-Total-Count, X-Total-Count-Estimated, X-Customisation-Version" });
    next();
  });
  // liveness, readiness and metrics: before the session, for orchestrators and scrapers (ops/routes.ts)
  api.use(enteredByFirstSegment(operationsRouter({ db, modules, metrics, metricsToken: context.config.metricsToken, clusterMetrics })));
  api.use(sessionMiddleware(db, secret), keepAlive);
  // 1 MB of JSON at most, also when it arrives compressed (counted while it inflates), 32 levels deep
  api.use(express.json({ limit: "1mb" }), jsonDepthLimit);
  api.use(
    "/auth",
    express.urlencoded({ extended: false, limit: "16kb" }),
    requireCsrf(secret, (req) => req.path === "/_log"),
    publicRoute(authRouter(db, secret, { genericErrors: context.config.genericAuthErrors })),
  );
  // Everything else: a session first (401), then the CSRF token on writes (403), then the role (403).
  api.use((req, _res, next) => next(req.session.user ? undefined : new ApiError(401, msg("sessionRequired"))));
  api.use(requireCsrf(secret));
  // the reference of everything mounted on `api`, read from its own route list at each request
  api.use(enteredByFirstSegment(openApiRoutes(context, () => api.stack)));
  api.use(resourceRoutes(context, modules));
  app.use("/api", api);

  if (adminDist && existsSync(join(adminDist, "index.html"))) app.use(adminStatic(adminDist));
  app.use(errorHandler);
  return {
    app,
    context,
    modules,
    jobs: new JobRunner(
      context,
      modules.flatMap((module) => module.jobs ?? []),
      { logger, observe: metrics.observeJob },
    ),
    metrics,
  };
};
