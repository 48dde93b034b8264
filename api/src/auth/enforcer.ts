import { readFileSync } from "node:fs";
import { type Enforcer, newEnforcer, newModelFromString, StringAdapter } from "casbin";
import { groupingPolicies, type PolicyAction, policyRules } from "../../../policies";
import { type Grant, type Registry, roles as seedRoles, type StoredRole } from "../entities";
import { policiesDir } from "../paths";

/** policies/policy.csv: the seed roles' default policy, and policies/model.conf, read once. */
const seedPolicy = policyRules(readFileSync(`${policiesDir}/policy.csv`, "utf8"));
const modelText = readFileSync(`${policiesDir}/model.conf`, "utf8");

/** A seed role's grants as policy.csv gives them, one per object (what `/api/roles` shows of an unchanged seed role). */
export const defaultGrants = (role: string): Grant[] => {
  const grants = new Map<string, string[]>();
  for (const rule of seedPolicy.filter((r) => r.sub === role)) grants.set(rule.obj, [...(grants.get(rule.obj) ?? []), rule.act]);
  return [...grants].map(([object, actions]) => ({ object, actions }));
};

/**
 * The `p` rules in effect: policy.csv's for every seed role an ADMIN has not changed, then each
 * stored role's grants (a stored seed role replaces its policy.csv lines, never adds to them).
 */
export const policyOf = (stored: readonly StoredRole[]): [string, string, string][] => {
  const replaced = new Set(stored.map((role) => role.name));
  return [
    ...seedPolicy.filter((rule) => !replaced.has(rule.sub)).map((rule): [string, string, string] => [rule.sub, rule.obj, rule.act]),
    ...stored.flatMap((role) =>
      role.grants.flatMap((grant) => grant.actions.map((action): [string, string, string] => [role.name, grant.object, action])),
    ),
  ];
};

/** Roles whose users read private fields: the seed roles unless changed, and stored roles that say so. */
const privateReaders = (stored: readonly StoredRole[]): Set<string> => {
  const readers = new Set<string>(seedRoles);
  for (const role of stored) role.private_fields ? readers.add(role.name) : readers.delete(role.name);
  return readers;
};
/** What each live enforcer was built from: the roles that read private fields, and the `p` rules by role. */
const built = new WeakMap<Enforcer, { readers: ReadonlySet<string>; rules: ReadonlyMap<string, [string, string, string][]> }>();
const rulesByRole = (rules: [string, string, string][]) => {
  const byRole = new Map<string, [string, string, string][]>();
  for (const rule of rules) byRole.set(rule[0], [...(byRole.get(rule[0]) ?? []), rule]);
  return byRole;
};

/**
 * One enforcer per process: policies/model.conf, the policy in effect (policy.csv and the roles an
 * ADMIN stored) and the resource and page -> menu group links (g) of every declaration, custom
 * resources included. Built from text: no adapter writes anything back.
 */
export const createEnforcer = async (registry: Pick<Registry, "entities" | "pages">, stored: readonly StoredRole[] = []): Promise<Enforcer> => {
  const rules = policyOf(stored);
  const lines = [
    ...rules.map((rule) => `p, ${rule.join(", ")}`),
    ...groupingPolicies([...registry.entities, ...registry.pages]).map(([child, parent]) => `g, ${child}, ${parent}`),
  ];
  const enforcer = await newEnforcer(newModelFromString(modelText), new StringAdapter(lines.join("\n")));
  built.set(enforcer, { readers: privateReaders(stored), rules: rulesByRole(rules) });
  return enforcer;
};

/**
 * Puts a new policy into a live enforcer (roles or custom resources changed): the new model, with its
 * role links, replaces the old one in one synchronous step, so no request ever sees half a policy,
 * and the decisions made under the old one are forgotten.
 */
export const refreshEnforcer = async (enforcer: Enforcer, registry: Pick<Registry, "entities" | "pages">, stored: readonly StoredRole[]) => {
  const fresh = await createEnforcer(registry, stored);
  enforcer.setModel(fresh.getModel());
  enforcer.setRoleManager(fresh.getRoleManager());
  built.set(enforcer, built.get(fresh)!);
  decisions.delete(enforcer);
};

/** The `p` rules of these roles in the enforcer (what the admin mirrors for the signed-in user). */
export const rulesOf = (enforcer: Enforcer, roles: readonly string[]): [string, string, string][] =>
  [...new Set(roles)].flatMap((role) => built.get(enforcer)?.rules.get(role) ?? []);

/** Whether any of these roles reads fields marked private. */
export const readsPrivateFields = (enforcer: Enforcer, roles: readonly string[]): boolean => {
  const readers = built.get(enforcer)?.readers;
  return roles.some((role) => readers?.has(role) ?? (seedRoles as readonly string[]).includes(role));
};

/**
 * A user may act when any of their roles may. Synchronous on purpose: in async mode Casbin's g2()
 * returns a Promise, which `r.obj == p.obj || g(...)` cannot combine.
 */
export const allowed = (enforcer: Enforcer, roles: readonly string[], object: string, action: PolicyAction) =>
  roles.some((role) => decide(enforcer, role, object, action));

/** Each decision is made once per policy: the cache is dropped whenever the policy is replaced. */
const decisions = new WeakMap<Enforcer, Map<string, boolean>>();
const decide = (enforcer: Enforcer, role: string, object: string, action: PolicyAction) => {
  let known = decisions.get(enforcer);
  if (!known) decisions.set(enforcer, (known = new Map()));
  const key = `${role}\u0000${object}\u0000${action}`;
  let decision = known.get(key);
  if (decision === undefined) known.set(key, (decision = enforcer.enforceSync(role, object, action)));
  return decision;
};
