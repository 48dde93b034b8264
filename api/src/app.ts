import express from "express";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Knex } from "knex";
import { crudRouter } from "./crud/router";
import { createServices, type Services } from "./crud/registry";
import { ApiError, errorHandler } from "./http/errors";

export interface AppOptions {
  db: Knex;
  /** Built admin SPA to serve at /, if present. */
  adminDist?: string;
}

export interface App {
  app: express.Express;
  services: Services;
}

export const createApp = ({ db, adminDist }: AppOptions): App => {
  const services = createServices(db);
  const app = express();
  app.disable("x-powered-by");

  const api = express.Router();
  api.use((_req, res, next) => {
    res.set({ "Cache-Control": "no-store", "Access-Control-Expose-Headers": "X-Total-Count, X-Total-Count-Estimated" });
    next();
  });
  api.use(express.json({ limit: "1mb" }));
  api.get("/health", async (_req, res) => {
    await db.raw("select 1");
    res.json({ status: "ok" });
  });
  api.use(crudRouter(services));
  api.use((_req, _res, next) => next(ApiError.notFound()));
  app.use("/api", api);

  if (adminDist && existsSync(join(adminDist, "index.html"))) {
    app.use(express.static(adminDist, { index: false, maxAge: "1h" }));
    app.get("/{*splat}", (_req, res) => res.sendFile(join(adminDist, "index.html")));
  }
  app.use(errorHandler);
  return { app, services };
};
