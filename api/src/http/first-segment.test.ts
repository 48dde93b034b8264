import express, { Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { enteredByFirstSegment } from "./first-segment";

const appWith = (router: Router) => {
  const app = express();
  app.use("/api", enteredByFirstSegment(router));
  app.use((_req, res) => void res.status(404).send("passed by"));
  return app;
};

describe("enteredByFirstSegment", () => {
  const router = Router();
  router.get("/orders/:id/status", (req, res) => void res.send(`status of ${req.params.id}`));
  const nested = Router();
  nested.get("/reports/sales.csv", (_req, res) => void res.send("csv"));
  router.use(nested);

  it("enters the router for its routes' first segments, as Express matches them (case-insensitive), nested routers too", async () => {
    const app = appWith(router);
    expect((await request(app).get("/api/orders/7/status")).text).toBe("status of 7");
    expect((await request(app).get("/api/ORDERS/7/status")).text).toBe("status of 7");
    expect((await request(app).get("/api/reports/sales.csv")).text).toBe("csv");
    expect((await request(app).get("/api/orders")).text).toBe("passed by");
    expect((await request(app).get("/api/customers/7/status")).text).toBe("passed by");
    expect((enteredByFirstSegment(router) as unknown as { stack: unknown }).stack).toBe((router as unknown as { stack: unknown }).stack);
  });

  it("knows a route that begins with parameters by its first word and where it stands", async () => {
    const views = Router();
    views.get("/:resource/views", (req, res) => void res.send(`views of ${req.params.resource}`));
    views.get("/:resource/:id/notes", (req, res) => void res.send(`notes of ${req.params.resource} ${req.params.id}`));
    const app = appWith(views);
    expect((await request(app).get("/api/orders/views")).text).toBe("views of orders");
    expect((await request(app).get("/api/orders/VIEWS/")).text).toBe("views of orders");
    expect((await request(app).get("/api/orders/7/notes")).text).toBe("notes of orders 7");
    expect((await request(app).get("/api/orders")).text).toBe("passed by");
    expect((await request(app).get("/api/orders/7")).text).toBe("passed by");
    expect((await request(app).get("/api/views")).text).toBe("passed by");
  });

  it("leaves a router whose routes may answer any path as it is", () => {
    const any = Router();
    any.get("/:resource", (_req, res) => void res.send("list"));
    expect(enteredByFirstSegment(any)).toBe(any);
    const pattern = Router();
    pattern.get("/:resource{/:id}/views", (_req, res) => void res.send("views"));
    expect(enteredByFirstSegment(pattern)).toBe(pattern);
    const withMiddleware = Router();
    withMiddleware.use((_req, _res, next) => next());
    withMiddleware.get("/orders", (_req, res) => void res.send("x"));
    expect(enteredByFirstSegment(withMiddleware)).toBe(withMiddleware);
  });
});
