import { type PolicyRule, policyRules } from "../../../policies";

export { policyRules };
/**
 * policies/model.conf evaluated in the browser without Casbin (Casbin with its CSV parser, glob
 * matcher and Buffer shim weighed ~42 KB on the wire on every signed-in page). The model is small:
 *
 *   m = r.sub == p.sub && (r.obj == p.obj || g(r.obj, p.obj)) && (p.act == "*" || r.act == p.act)
 *
 * with `g` the resource -> menu group links (transitive, as Casbin's role manager). The API keeps
 * Casbin (api/src/auth/enforcer.ts); policy.test.ts checks that both answer alike on the real
 * policy for every role, object and action, and that model.conf still says the above.
 */

export const policyMatcher = 'r.sub == p.sub && (r.obj == p.obj || g(r.obj, p.obj)) && (p.act == "*" || r.act == p.act)';

export interface PolicyEnforcer {
  enforceSync(sub: string, obj: string, act: string): boolean;
}

/** A `p` rule: role, object, action. */
export type Rule = Pick<PolicyRule, "sub" | "obj" | "act">;

export const policyEnforcer = (rules: readonly Rule[], grouping: readonly (readonly [string, string])[]): PolicyEnforcer => {
  const parents = new Map<string, string[]>();
  for (const [child, parent] of grouping) parents.set(child, [...(parents.get(child) ?? []), parent]);
  const ancestors = new Map<string, Set<string>>();
  const ancestorsOf = (obj: string) => {
    let found = ancestors.get(obj);
    if (found) return found;
    found = new Set<string>();
    const queue = [...(parents.get(obj) ?? [])];
    while (queue.length) {
      const next = queue.shift()!;
      if (found.has(next)) continue;
      found.add(next);
      queue.push(...(parents.get(next) ?? []));
    }
    ancestors.set(obj, found);
    return found;
  };
  return {
    enforceSync: (sub, obj, act) =>
      rules.some((p) => sub === p.sub && (obj === p.obj || ancestorsOf(obj).has(p.obj)) && (p.act === "*" || act === p.act)),
  };
};
