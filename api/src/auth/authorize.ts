import type { Enforcer } from "casbin";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { crudActions, type PolicyAction } from "../../../policies";
import { policyObjectOfPage, type Registry, verbsOf } from "../entities";
import { ApiError, msg } from "../http/errors";
import { allowed } from "./enforcer";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  roles: string[];
}

declare module "express-session" {
  interface SessionData {
    user?: SessionUser;
  }
}

/** The policy object of a request: a fixed name or, for the generic router, the :resource param. */
export type PolicyObject = string | ((req: Request) => string);

declare module "express-serve-static-core" {
  interface Request {
    /** The action the policy granted, when a route accepts several (e.g. `list`, else `lookup`). */
    granted?: PolicyAction;
  }
}

/** Marks a handler with the decision it enforces, so the route x role test can find every route's policy. */
export type PolicedHandler = RequestHandler & { policy: { object: PolicyObject; actions: readonly PolicyAction[] } };

/**
 * 401 without a signed-in user, 403 (translated) when none of the user's roles may do any of the
 * actions (tried in order) on `object`; the first one granted is left in `req.granted`.
 */
export const authorize = (enforcer: Enforcer, object: PolicyObject, ...actions: [PolicyAction, ...PolicyAction[]]): PolicedHandler => {
  const handler = (req: Request, _res: Response, next: NextFunction) => {
    const user = req.session?.user;
    if (!user) return next(new ApiError(401, msg("sessionRequired")));
    const name = typeof object === "function" ? object(req) : object;
    req.granted = actions.find((action) => allowed(enforcer, user.roles, name, action));
    next(req.granted ? undefined : new ApiError(403, msg("forbidden")));
  };
  return Object.assign(handler, { policy: { object, actions } });
};

/** Routes anyone may call, signed in or not (sign-in itself, health). */
export const publicRoute = (handler: RequestHandler = (_req, _res, next) => next()) => Object.assign(handler, { publicRoute: true as const });

/** Routes every signed-in user may call whatever their roles (what the registry declares, for the admin). */
export const signedInRoute = (handler: RequestHandler) => Object.assign(handler, { signedInRoute: true as const });

/**
 * `authorize` for a module's route, checked when the router is built: the object must be a declared
 * entity, page or menu group, and each action a CRUD action or a verb that object declares. A typo
 * fails at start-up (and in every test), never as a silent 403.
 */
export const can = (
  { enforcer, registry }: { enforcer: Enforcer; registry: Registry },
  object: string,
  ...actions: [PolicyAction, ...PolicyAction[]]
): PolicedHandler => {
  const known =
    registry.entityByName.has(object) ||
    registry.pages.some((page) => policyObjectOfPage(page) === object) ||
    (registry.groups as readonly string[]).includes(object);
  if (!known) throw new Error(`authorize: "${object}" is not a declared entity, page or menu group`);
  const verbs = verbsOf(registry, object);
  for (const action of actions)
    if (!(crudActions as readonly string[]).includes(action) && !verbs.includes(action))
      throw new Error(`authorize: "${action}" is not an action of "${object}" (declare it in its \`actions\`)`);
  return authorize(enforcer, object, ...actions);
};
