import { type Enforcer, newEnforcer } from "casbin";
import { resolve } from "node:path";
import { groupingPolicies, type PolicyAction } from "../../../policies";
import { entities } from "../entities";

const policiesDir = resolve(import.meta.dirname, "../../../policies");

/** One enforcer per process, from policies/model.conf + policy.csv, plus resource -> group links (g). */
export const createEnforcer = async (): Promise<Enforcer> => {
  const enforcer = await newEnforcer(`${policiesDir}/model.conf`, `${policiesDir}/policy.csv`);
  await enforcer.addNamedGroupingPolicies("g", groupingPolicies(entities));
  return enforcer;
};

/**
 * A user may act when any of their roles may. Synchronous on purpose: in async mode Casbin's g2()
 * returns a Promise, which `r.obj == p.obj || g(...)` cannot combine.
 */
export const allowed = (enforcer: Enforcer, roles: readonly string[], object: string, action: PolicyAction) =>
  roles.some((role) => enforcer.enforceSync(role, object, action));
