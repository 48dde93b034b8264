import { Router } from "express";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { actorOf } from "../../http/request";
import { changeResource, createResource, deleteResource, getResource, listResources, restoreResource } from "./resources";

/**
 * Custom resources (ADMIN: the customize page), mounted before `/customize/:resource` so these
 * paths are never read as a resource's customisation:
 *   GET    /customize/resources                    every custom resource, the trash too
 *   POST   /customize/resources                    declare one: its table is created       (add-resource)
 *   GET    /customize/resources/:name              one
 *   PATCH  /customize/resources/:name              rename, regroup, relabel, change fields   (change-resource)
 *   DELETE /customize/resources/:name              to the trash for 48 hours                 (delete-resource)
 *   POST   /customize/resources/:name/restore      back from the trash                       (restore-resource)
 * Its records are then at /api/<name>, served by the generic router.
 */
export const resourcesRouter = (ctx: AppContext) => {
  const router = Router();
  const name = (params: Record<string, unknown>) => String(params.name);

  router.get("/customize/resources", can(ctx, "customize", "list"), async (_req, res) => {
    res.json(await listResources(ctx));
  });

  router.post("/customize/resources", can(ctx, "customize", "add-resource"), async (req, res) => {
    res.status(201).json(await createResource(ctx, req.body, actorOf(req)));
  });

  router.get("/customize/resources/:name", can(ctx, "customize", "list"), async (req, res) => {
    res.json(await getResource(ctx.db, name(req.params)));
  });

  router.patch("/customize/resources/:name", can(ctx, "customize", "change-resource"), async (req, res) => {
    res.json(await changeResource(ctx, name(req.params), req.body, actorOf(req)));
  });

  router.delete("/customize/resources/:name", can(ctx, "customize", "delete-resource"), async (req, res) => {
    res.json(await deleteResource(ctx, name(req.params), actorOf(req)));
  });

  router.post("/customize/resources/:name/restore", can(ctx, "customize", "restore-resource"), async (req, res) => {
    res.json(await restoreResource(ctx, name(req.params), actorOf(req)));
  });

  return router;
};
