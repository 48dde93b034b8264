import type { Grant, Registry } from "@erp/api/entities";
import { policyObjectOfPage } from "@erp/api/entities";
import type { TFunction } from "i18next";

/** The actions every object offers, in the matrix's columns. */
export const matrixActions = ["list", "show", "create", "edit", "delete", "export", "import"] as const;
/** Ticking one of these ticks what it needs to open the record (list, show). */
const writes = new Set(["create", "edit", "delete", "export", "import"]);

/** One row of the grants matrix: a menu group, or a resource or page inside it. */
export type GrantRow = { object: string; label: string; group: boolean; verbs: string[] };

/** A role's grants as the editor holds them: object -> actions (`*` = everything). */
export type Grants = Record<string, string[]>;

export const toGrants = (list: readonly Grant[]): Grants => Object.fromEntries(list.map((g) => [g.object, [...g.actions]]));
/** The actions in the matrix's order (`*`, the CRUD actions, then the verbs as ticked). */
const order = ["*", ...matrixActions];
const rank = (action: string) => (order.includes(action) ? order.indexOf(action) : order.length);
export const fromGrants = (grants: Grants): Grant[] =>
  Object.entries(grants)
    .filter(([, actions]) => actions.length)
    .map(([object, actions]) => ({ object, actions: [...actions].sort((a, b) => rank(a) - rank(b)) }));

/**
 * The matrix's rows from the registry: each menu group, then its resources (declared and custom)
 * and pages with a policy object of their own, labelled as the menu labels them.
 */
export const grantRows = (registry: Pick<Registry, "groups" | "entities" | "pages">, t: TFunction): GrantRow[] =>
  registry.groups.flatMap((group) => {
    const entities = registry.entities.filter((e) => e.group === group);
    const pages = registry.pages.filter((p) => p.group === group && p.name !== group && policyObjectOfPage(p) === p.name);
    return [
      { object: group, label: t(`menu.${group}`), group: true, verbs: [] },
      ...entities.map((e) => ({
        object: e.name,
        label: e.caption ?? t(`${e.name}.${e.name}`),
        group: false,
        verbs: [...(e.lookup ? ["lookup"] : []), ...(e.actions ?? [])],
      })),
      ...pages.map((p) => ({ object: p.name, label: t(`${p.name}.${p.name}`), group: false, verbs: [...(p.actions ?? [])] })),
    ];
  });

/** A tick or untick of one action; a write brings list and show along (a record must be opened to change it). */
export const toggle = (grants: Grants, object: string, action: string, on: boolean): Grants => {
  const current = new Set(grants[object] ?? []);
  if (on) {
    current.add(action);
    if (writes.has(action)) for (const needed of ["list", "show"]) current.add(needed);
  } else current.delete(action);
  return { ...grants, [object]: [...current] };
};
