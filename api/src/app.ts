import type { Enforcer } from "casbin";
import express from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Knex } from "knex";
import { publicRoute } from "./auth/authorize";
import { requireCsrf } from "./auth/csrf";
import { createEnforcer } from "./auth/enforcer";
import { authRouter } from "./auth/routes";
import { loadSecret } from "./auth/secret";
import { keepAlive, sessionMiddleware } from "./auth/session";
import { createLookupServices, createServices, type Services } from "./crud/registry";
import { crudRouter } from "./crud/router";
import { ApiError, errorHandler, msg } from "./http/errors";
import { commissionsRouter } from "./modules/commissions/routes";
import { Mailer } from "./modules/mail/outbox";
import { ordersRouter } from "./modules/orders/routes";
import type { OrdersService } from "./modules/orders/service";

export interface AppOptions {
  db: Knex;
  /** Built admin SPA to serve at /, if present. */
  adminDist?: string;
  /** Behind a TLS-terminating proxy: Express's `trust proxy` value (cookies then get `secure`). */
  trustProxy?: string;
  /** Sends the outbox; from SMTP_URL / MAIL_FROM by default. The caller starts and stops it. */
  mailer?: Mailer;
}

export interface App {
  app: express.Express;
  services: Services;
  enforcer: Enforcer;
  mailer: Mailer;
}

/** Business actions beyond CRUD, then the generic router for every declared resource; 404 for the rest. */
export const resourceRoutes = (db: Knex, services: Services, enforcer: Enforcer) => {
  const routes = express.Router();
  routes.use(ordersRouter(services.get("orders") as OrdersService, enforcer));
  routes.use(commissionsRouter(db, enforcer));
  routes.use(crudRouter(services, createLookupServices(db), enforcer));
  routes.use((_req, _res, next) => next(ApiError.notFound()));
  return routes;
};

export const createApp = async ({ db, adminDist, trustProxy = process.env.TRUST_PROXY, mailer = Mailer.fromEnv(db) }: AppOptions): Promise<App> => {
  const [secret, enforcer] = await Promise.all([loadSecret(db), createEnforcer()]);
  const services = createServices(db);
  const orders = services.get("orders") as OrdersService;
  orders.mailer = mailer;
  const app = express();
  app.disable("x-powered-by");
  // API answers are no-store; hashing each body for an ETag is work for nothing.
  app.set("etag", false);
  if (trustProxy) app.set("trust proxy", /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === "true" || trustProxy);

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Access-Control-Expose-Headers": "X-Total-Count, X-Total-Count-Estimated" });
    next();
  });
  api.get(
    "/health",
    publicRoute(async (_req, res) => {
      await db.raw("select 1");
      res.json({ status: "ok" });
    }),
  );
  api.use(sessionMiddleware(db, secret), keepAlive);
  api.use(express.json({ limit: "1mb" }));
  api.use(
    "/auth",
    express.urlencoded({ extended: false, limit: "16kb" }),
    requireCsrf(secret, (req) => req.path === "/_log"),
    publicRoute(authRouter(db, secret)),
  );
  // Everything else: a session first (401), then the CSRF token on writes (403), then the role (403).
  api.use((req, _res, next) => next(req.session.user ? undefined : new ApiError(401, msg("sessionRequired"))));
  api.use(requireCsrf(secret));
  api.use(resourceRoutes(db, services, enforcer));
  app.use("/api", api);

  if (adminDist && existsSync(join(adminDist, "index.html"))) {
    app.use(express.static(adminDist, { index: false, maxAge: "1h" }));
    app.get("/{*splat}", (_req, res) => res.sendFile(join(adminDist, "index.html")));
  }
  app.use(errorHandler);
  return { app, services, enforcer, mailer };
};
