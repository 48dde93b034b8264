import { Router, type Request } from "express";
import { ApiError } from "../http/errors";
import { exportColumns, sendCsv } from "./csv";
import { parseListQuery } from "./query";
import type { Services } from "./registry";
import type { Actor, CrudService } from "./service";

declare module "express-serve-static-core" {
  interface Request {
    service?: CrudService;
  }
}

const idOf = (req: Request) => {
  const id = String(req.params.id);
  if (!/^\d{1,9}$/.test(id)) throw ApiError.notFound();
  return Number(id);
};
const serviceOf = (req: Request) => req.service!;
const actorOf = (req: Request): Actor => ({ userId: (req as { user?: { id: number } }).user?.id ?? null });

/** One router serves every declared resource, as DESIGN.md's REST contract says. */
export const crudRouter = (services: Services) => {
  const router = Router();

  router.param("resource", (req, _res, next, name: string) => {
    req.service = services.get(name);
    next(req.service ? undefined : ApiError.notFound());
  });

  router.get("/:resource/export.csv", async (req, res) => {
    const service = serviceOf(req);
    const query = parseListQuery(service.entity, req.query, { paged: false });
    await sendCsv(res, `${service.entity.name}.csv`, exportColumns(service.entity), service.exportRows(query));
  });

  router.get("/:resource", async (req, res) => {
    const service = serviceOf(req);
    const { rows, total, estimated } = await service.list(parseListQuery(service.entity, req.query));
    res.set("X-Total-Count", String(total));
    if (estimated) res.set("X-Total-Count-Estimated", "true");
    res.json(rows);
  });

  router.get("/:resource/:id", async (req, res) => {
    res.json(await serviceOf(req).get(idOf(req)));
  });

  router.post("/:resource", async (req, res) => {
    res.status(201).json(await serviceOf(req).create(req.body, actorOf(req)));
  });

  router.patch("/:resource/:id", async (req, res) => {
    res.json(await serviceOf(req).update(idOf(req), req.body, actorOf(req)));
  });

  router.delete("/:resource/:id", async (req, res) => {
    res.json(await serviceOf(req).remove(idOf(req), actorOf(req)));
  });

  router.post("/:resource/:id/restore", async (req, res) => {
    res.json(await serviceOf(req).restore(idOf(req), actorOf(req)));
  });

  return router;
};
