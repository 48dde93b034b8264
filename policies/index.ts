/**
 * The role table, read by the api (Casbin enforcer) and the admin (menus, buttons) alike.
 * Resource -> menu group links come from the registry's declarations, not from policy.csv.
 */

/** The actions every resource has; modules add verbs of their own (entity and page `actions`). */
export const crudActions = ["list", "show", "create", "edit", "delete", "export", "lookup"] as const;
export type CrudAction = (typeof crudActions)[number];
/** A CRUD action or a declared verb (`post`, `complete`, ...); the registry knows which exist. */
export type PolicyAction = CrudAction | (string & {});

interface Grouped {
  name: string;
  group: string;
  /** A page policed as another object (an entity) needs no link of its own. */
  policy?: string;
}

/** g lines: each resource and each page belongs to its menu group. */
export const groupingPolicies = (declared: readonly Grouped[]): [string, string][] =>
  declared.filter((d) => !d.policy && d.name !== d.group).map((d) => [d.name, d.group]);
