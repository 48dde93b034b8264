import { policyObjectOfPage, type Registry } from "@erp/api/entities";
import type { AccessControlProvider, CanParams } from "@refinedev/core";
import { groupingPolicies } from "../../../policies";
import policyText from "../../../policies/policy.csv?raw";
import { type PolicyEnforcer, policyEnforcer, policyRules } from "./policy";

/** What the access check needs of the registry (the API's, served at /api/meta/entities). */
export type AccessRegistry = Pick<Registry, "groups" | "entities" | "pages" | "actions" | "policy">;

/**
 * Refine's actions (buttons, routes, menu) -> the policy's actions: Refine's names for CRUD, and every
 * verb the registry declares as itself. Anything else is refused.
 */
const refineActions: Readonly<Record<string, string>> = {
  list: "list",
  show: "show",
  create: "create",
  clone: "create",
  import: "import",
  edit: "edit",
  delete: "delete",
  // the trash exists to restore from; restoring is the API's `delete` permission
  restore: "delete",
  trash: "delete",
  export: "export",
};

export const policyActionOf = (registry: Pick<Registry, "actions">, action: string): string | undefined =>
  refineActions[action] ?? (registry.actions.includes(action) ? action : undefined);

/** policy.csv: the default policy, for a registry that does not carry the user's rules (component tests). */
const defaultRules = policyRules(policyText);

/**
 * The same decisions as the enforcer the API builds (api/src/auth/enforcer.ts): the user's rules as the
 * API has them (the registry's `policy`: policy.csv and the roles an ADMIN set), plus the resource and
 * page -> menu group `g` lines from the registry (custom resources too), under model.conf's matcher (policy.ts).
 */
export const createEnforcer = async (registry: Pick<Registry, "entities" | "pages" | "policy">): Promise<PolicyEnforcer> =>
  policyEnforcer(
    registry.policy?.map(([sub, obj, act]) => ({ sub, obj, act })) ?? defaultRules,
    groupingPolicies([...registry.entities, ...registry.pages]),
  );

/**
 * The policy object of a Refine resource: an entity and a menu group are objects themselves, a page
 * is its policy object, a menu parent (e.g. "product" inside sales) follows its group. Anything else has none.
 */
export const policyObjectOf = (registry: Pick<Registry, "groups" | "entities" | "pages">, resource: string | undefined): string | undefined => {
  if (!resource) return undefined;
  if (registry.entities.some((entity) => entity.name === resource)) return resource;
  const page = registry.pages.find((p) => p.name === resource);
  if (page) return policyObjectOfPage(page);
  if ((registry.groups as readonly string[]).includes(resource)) return resource;
  return [...registry.entities, ...registry.pages].find((member) => member.menuParent === resource)?.group;
};

/** Whether any of `roles` may do `action` (a Refine action or a verb) on `resource` (a Refine resource name). */
export const allowed = (
  enforcer: PolicyEnforcer,
  registry: AccessRegistry,
  roles: readonly string[],
  resource: string | undefined,
  action: string,
): boolean => {
  const object = policyObjectOf(registry, resource);
  const policyAction = policyActionOf(registry, action);
  if (!object || !policyAction) return false;
  // synchronous, as on the server: async `enforce` cannot combine g() in the matcher
  if (roles.some((role) => enforcer.enforceSync(role, object, policyAction))) return true;
  // a menu group or node shows when the user may open any of its members (a role granted one resource of a group)
  if (policyAction !== "list" || !resource) return false;
  const members = [...registry.entities, ...registry.pages].filter(
    (member) => member.name !== resource && (member.menuParent === resource || (member.group === resource && !member.menuParent)),
  );
  return members.some((member) => allowed(enforcer, registry, roles, member.name, "list"));
};

/**
 * Refine's accessControlProvider: the user's roles (from the session, via `getRoles`) against the
 * policy files and the registry (loaded once signed in, via `getRegistry`). No session, no roles:
 * nothing is allowed.
 */
export const createAccessControlProvider = (
  getRoles: () => Promise<readonly string[]>,
  getRegistry: () => Promise<AccessRegistry>,
): AccessControlProvider => {
  const enforcers = new WeakMap<AccessRegistry, Promise<PolicyEnforcer>>();
  const enforcerFor = (registry: AccessRegistry) => {
    let enforcer = enforcers.get(registry);
    if (!enforcer) enforcers.set(registry, (enforcer = createEnforcer(registry)));
    return enforcer;
  };
  return {
    can: async ({ resource, action }: CanParams) => {
      const roles = await getRoles().catch(() => [] as readonly string[]);
      if (!roles.length) return { can: false };
      const registry = await getRegistry();
      return { can: allowed(await enforcerFor(registry), registry, roles, resource, action) };
    },
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
      // answers are per signed-in user: dropped as soon as nothing shows them (e.g. on the login page)
      queryOptions: { gcTime: 0 },
    },
  };
};
