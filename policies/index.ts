/**
 * The role table, read by the api (Casbin enforcer) and the admin (menus, buttons) alike.
 * Resource -> menu group links come from the registry's declarations, not from policy.csv.
 */

/** The actions every resource has; modules add verbs of their own (entity and page `actions`). */
export const crudActions = ["list", "show", "create", "edit", "delete", "export", "import", "lookup"] as const;
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

export interface PolicyRule {
  sub: string;
  obj: string;
  act: string;
}

/** The `p` lines of a policy.csv text (comments and blank lines skipped). */
export const policyRules = (text: string): PolicyRule[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(",").map((cell) => cell.trim()))
    .filter(([type]) => type === "p")
    .map(([, sub, obj, act]) => ({ sub, obj, act }));
