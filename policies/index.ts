/**
 * The role table, read by the api (Casbin enforcer) and the admin (menus, buttons) alike.
 * Resource -> menu group links come from the entity declarations, not from policy.csv.
 */
export const policyActions = ["list", "show", "create", "edit", "delete", "export", "lookup"] as const;
export type PolicyAction = (typeof policyActions)[number];

/** g lines: each resource belongs to its menu group. */
export const groupingPolicies = (entities: readonly { name: string; group: string }[]): [string, string][] =>
  entities.map((entity) => [entity.name, entity.group]);
