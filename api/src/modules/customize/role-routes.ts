import { Router } from "express";
import { defineRoute, mount } from "../../http/contract";
import { can } from "../../auth/authorize";
import type { AppContext } from "../../context";
import { actorOf } from "../../http/request";
import { changeRole, createRole, deleteRole, getRole, listRoles, roleBody, rolesObject } from "./roles";

/**
 * The roles page's API (ADMIN: the settings group):
 *   GET    /roles            every role: the seed roles (as policy.csv or as changed) and the created ones
 *   POST   /roles            a new role { name, grants, private_fields }
 *   GET    /roles/:role      one
 *   PUT    /roles/:role      its grants and private-field reading
 *   DELETE /roles/:role      a created role no user holds
 * Every change is in the behaviour log (`roles.<name>`) and reaches every process within SESSION_CACHE_MS.
 */
export const rolesRouter = (ctx: AppContext) => {
  const router = Router();
  const route = mount(router);
  const role = (params: Record<string, unknown>) => String(params.role);

  route(
    defineRoute({ method: "get", path: "/roles", summary: "Every role: the seed roles and the created ones" }),
    can(ctx, rolesObject, "list"),
    async (_req, res) => {
      res.json(await listRoles(ctx));
    },
  );

  route(
    defineRoute({ method: "post", path: "/roles", summary: "Create a role with its grants", body: roleBody, bodyCheckedBy: "handler", status: 201 }),
    can(ctx, rolesObject, "create"),
    async (req, res) => {
      res.status(201).json(await createRole(ctx, req.body, actorOf(req)));
    },
  );

  route(defineRoute({ method: "get", path: "/roles/:role", summary: "One role" }), can(ctx, rolesObject, "list"), async (req, res) => {
    res.json(await getRole(ctx, role(req.params)));
  });

  route(
    defineRoute({
      method: "put",
      path: "/roles/:role",
      summary: "A role's grants and private-field reading",
      body: roleBody,
      bodyCheckedBy: "handler",
    }),
    can(ctx, rolesObject, "edit"),
    async (req, res) => {
      res.json(await changeRole(ctx, role(req.params), req.body, actorOf(req)));
    },
  );

  route(
    defineRoute({ method: "delete", path: "/roles/:role", summary: "Delete a created role no user holds" }),
    can(ctx, rolesObject, "delete"),
    async (req, res) => {
      res.json(await deleteRole(ctx, role(req.params), actorOf(req)));
    },
  );

  return router;
};
