import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { actorOf } from "../../http/request";
import { resourceShape } from "./resource-body";
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
  const route = mount(router);
  const name = (params: Record<string, unknown>) => String(params.name);

  route(
    defineRoute({ method: "get", path: "/customize/resources", summary: "Every custom resource, the trash too" }),
    can(ctx, "customize", "list"),
    async (_req, res) => {
      res.json(await listResources(ctx));
    },
  );

  route(
    defineRoute({
      method: "post",
      path: "/customize/resources",
      summary: "Declare a custom resource: its table is created",
      body: resourceShape,
      bodyCheckedBy: "handler",
      status: 201,
    }),
    can(ctx, "customize", "add-resource"),
    async (req, res) => {
      res.status(201).json(await createResource(ctx, req.body, actorOf(req)));
    },
  );

  route(
    defineRoute({ method: "get", path: "/customize/resources/:name", summary: "One custom resource" }),
    can(ctx, "customize", "list"),
    async (req, res) => {
      res.json(await getResource(ctx.db, name(req.params)));
    },
  );

  route(
    defineRoute({
      method: "patch",
      path: "/customize/resources/:name",
      summary: "Rename, regroup, relabel a custom resource or change its fields",
      body: resourceShape,
      bodyCheckedBy: "handler",
    }),
    can(ctx, "customize", "change-resource"),
    async (req, res) => {
      res.json(await changeResource(ctx, name(req.params), req.body, actorOf(req)));
    },
  );

  route(
    defineRoute({ method: "delete", path: "/customize/resources/:name", summary: "Move a custom resource to the trash for 48 hours" }),
    can(ctx, "customize", "delete-resource"),
    async (req, res) => {
      res.json(await deleteResource(ctx, name(req.params), actorOf(req)));
    },
  );

  route(
    defineRoute({ method: "post", path: "/customize/resources/:name/restore", summary: "Restore a custom resource from the trash" }),
    can(ctx, "customize", "restore-resource"),
    async (req, res) => {
      res.json(await restoreResource(ctx, name(req.params), actorOf(req)));
    },
  );

  return router;
};
