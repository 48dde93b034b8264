import { entities, menuGroups, type EntityDef } from "@erp/api/entities";
import type { AccessControlProvider, CanParams } from "@refinedev/core";
import type { Enforcer } from "casbin";
import { groupingPolicies, type PolicyAction } from "../../../policies";
import modelText from "../../../policies/model.conf?raw";
import policyText from "../../../policies/policy.csv?raw";

/**
 * Refine's actions (buttons, routes, menu) -> the policy's actions. The one place this mapping
 * lives: anything not listed is refused.
 */
export const policyActionOf: Readonly<Record<string, PolicyAction>> = {
  list: "list",
  show: "show",
  create: "create",
  clone: "create",
  import: "create",
  edit: "edit",
  delete: "delete",
  // the trash exists to restore from; restoring is the API's `delete` permission
  restore: "delete",
  trash: "delete",
  export: "export",
};

/**
 * The same enforcer the API builds (api/src/auth/enforcer.ts): policies/model.conf + policy.csv
 * as they are, plus the resource -> menu group `g` lines from the entity declarations.
 */
export const createEnforcer = async (declared: readonly EntityDef[] = entities): Promise<Enforcer> => {
  // its own chunk, loaded with the first question (the login page never asks one)
  const [{ newEnforcer, newModelFromString, StringAdapter }, { Buffer }] = await Promise.all([import("casbin"), import("buffer")]);
  // casbin's config parser uses Node's global Buffer; in the browser, the `buffer` package's
  if (!("Buffer" in globalThis)) Object.assign(globalThis, { Buffer });
  const enforcer = await newEnforcer(newModelFromString(modelText), new StringAdapter(policyText));
  enforcer.enableAutoSave(false); // the g lines live in memory only (StringAdapter cannot save)
  await enforcer.addNamedGroupingPolicies("g", groupingPolicies(declared));
  return enforcer;
};

/**
 * The policy object of a Refine resource: an entity and a menu group are objects themselves; a
 * menu parent (e.g. "product" inside sales) follows its group. Anything else has none.
 */
export const policyObjectOf = (resource: string | undefined, declared: readonly EntityDef[] = entities): string | undefined => {
  if (!resource) return undefined;
  if (declared.some((entity) => entity.name === resource)) return resource;
  if ((menuGroups as readonly string[]).includes(resource)) return resource;
  return declared.find((entity) => entity.menuParent === resource)?.group;
};

/** Whether any of `roles` may do `action` (a Refine action) on `resource` (a Refine resource name). */
export const allowed = (enforcer: Enforcer, roles: readonly string[], resource: string | undefined, action: string, declared = entities): boolean => {
  const object = policyObjectOf(resource, declared);
  const policyAction = policyActionOf[action];
  if (!object || !policyAction) return false;
  // synchronous, as on the server: async `enforce` cannot combine g() in the matcher
  return roles.some((role) => enforcer.enforceSync(role, object, policyAction));
};

/**
 * Refine's accessControlProvider: the user's roles (from the session, via `getRoles`) against the
 * policy files. No session, no roles: nothing is allowed.
 */
export const createAccessControlProvider = (getRoles: () => Promise<readonly string[]>, declared = entities): AccessControlProvider => {
  let enforcer: Promise<Enforcer> | undefined;
  return {
    can: async ({ resource, action }: CanParams) => {
      enforcer ??= createEnforcer(declared);
      const [ready, roles] = await Promise.all([enforcer, getRoles().catch(() => [] as readonly string[])]);
      return { can: allowed(ready, roles, resource, action, declared) };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      // answers are per signed-in user: dropped as soon as nothing shows them (e.g. on the login page)
      queryOptions: { gcTime: 0 },
    },
  };
};
