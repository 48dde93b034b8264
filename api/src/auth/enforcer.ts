import { type Enforcer, newEnforcer } from "casbin";
import { groupingPolicies, type PolicyAction } from "../../../policies";
import type { Registry } from "../entities";
import { policiesDir } from "../paths";

/** One enforcer per process, from policies/model.conf + policy.csv, plus resource and page -> group links (g). */
export const createEnforcer = async (registry: Pick<Registry, "entities" | "pages">): Promise<Enforcer> => {
  const enforcer = await newEnforcer(`${policiesDir}/model.conf`, `${policiesDir}/policy.csv`);
  await enforcer.addNamedGroupingPolicies("g", groupingPolicies([...registry.entities, ...registry.pages]));
  return enforcer;
};

/**
 * A user may act when any of their roles may. Synchronous on purpose: in async mode Casbin's g2()
 * returns a Promise, which `r.obj == p.obj || g(...)` cannot combine.
 */
export const allowed = (enforcer: Enforcer, roles: readonly string[], object: string, action: PolicyAction) =>
  roles.some((role) => decide(enforcer, role, object, action));

/** The policy files are read once at start-up, so each decision is made once per process. */
const decisions = new WeakMap<Enforcer, Map<string, boolean>>();
const decide = (enforcer: Enforcer, role: string, object: string, action: PolicyAction) => {
  let known = decisions.get(enforcer);
  if (!known) decisions.set(enforcer, (known = new Map()));
  const key = `${role}\u0000${object}\u0000${action}`;
  let decision = known.get(key);
  if (decision === undefined) known.set(key, (decision = enforcer.enforceSync(role, object, action)));
  return decision;
};
