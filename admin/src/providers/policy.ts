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

interface Rule {
  sub: string;
  obj: string;
  act: string;
}

/** The `p` lines of policy.csv (comments and blank lines skipped). */
export const policyRules = (text: string): Rule[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split(",").map((cell) => cell.trim()))
    .filter(([type]) => type === "p")
    .map(([, sub, obj, act]) => ({ sub, obj, act }));

export const policyEnforcer = (policyText: string, grouping: readonly (readonly [string, string])[]): PolicyEnforcer => {
  const rules = policyRules(policyText);
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
