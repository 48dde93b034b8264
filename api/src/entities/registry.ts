import { crudActions } from "../../../policies";
import { type EntityDef, type FieldDef, fitsInline, menuGroups, type MenuGroup, type PageDef } from "./types";

/** What a module contributes to the registry: its entity and page declarations (pure data). */
export interface RegistryPart {
  name: string;
  entities?: readonly EntityDef[];
  pages?: readonly PageDef[];
}

/**
 * Every declared resource and page, and every policy action: what the API routes, validates and
 * enforces, and what the admin builds its resources, routes, menu and access checks from (it gets
 * this object from `GET /api/meta/entities`). Built from the modules' declarations, never listed twice.
 */
export interface Registry {
  groups: readonly MenuGroup[];
  entities: readonly EntityDef[];
  pages: readonly PageDef[];
  /** CRUD actions, then every verb an entity or page declares, each once. */
  actions: readonly string[];
  entityByName: ReadonlyMap<string, EntityDef>;
  pageByName: ReadonlyMap<string, PageDef>;
  /**
   * The policy rules (role, object, action) of the signed-in user's roles, as the API's enforcer has
   * them (policies/policy.csv and the roles an ADMIN set): what the admin's access checks mirror.
   * Only in what `GET /api/meta/entities` answers.
   */
  policy?: readonly (readonly [string, string, string])[];
}

/**
 * The registry as JSON (what `GET /api/meta/entities` answers): the lookups are rebuilt on arrival.
 * `version` is the customisation's: the admin reloads when an answer names a newer one.
 */
export type RegistryJson = Pick<Registry, "groups" | "entities" | "pages" | "actions" | "policy"> & { version?: number };

export const policyObjectOfPage = (page: PageDef) => page.policy ?? page.name;

/** Verbs of one policy object (an entity or a page), as its declaration names them. */
export const verbsOf = (registry: Pick<Registry, "entityByName" | "pages">, object: string): readonly string[] =>
  registry.entityByName.get(object)?.actions ?? registry.pages.filter((p) => policyObjectOfPage(p) === object).flatMap((p) => p.actions ?? []);

/** An enum `withVerbs` (the behaviour log's action) takes every declared verb as a value too. */
const withVerbs = (entity: EntityDef, verbs: readonly string[]): EntityDef => {
  const extended = Object.entries(entity.fields).filter(([, f]) => f.type === "enum" && f.withVerbs);
  if (!extended.length) return entity;
  const fields: Record<string, FieldDef> = { ...entity.fields };
  for (const [name, field] of extended) if (field.type === "enum") fields[name] = { ...field, values: [...new Set([...field.values, ...verbs])] };
  return { ...entity, fields };
};

/**
 * Joins the parts' declarations and checks they fit together: unique names across entities, pages
 * and menu groups, refs to declared entities, routes used once, verbs that are not CRUD words.
 * A clash is a programming error: it throws at start-up (and in the tests), never at request time.
 */
export const createRegistry = (parts: readonly RegistryPart[], { checkRefs = true }: { checkRefs?: boolean } = {}): Registry => {
  const declared = parts.flatMap((part) => part.entities ?? []);
  const pages = parts.flatMap((part) => part.pages ?? []);
  const seen = new Map<string, string>(menuGroups.map((group) => [group, "menu group"]));
  const claim = (name: string, what: string) => {
    const earlier = seen.get(name);
    if (earlier) throw new Error(`registry: "${name}" (${what}) clashes with the ${earlier} of the same name`);
    seen.set(name, what);
  };
  for (const entity of declared) claim(entity.name, "entity");
  // a group's own page (the dashboard) shares the group's name
  for (const page of pages) if (page.name !== page.group) claim(page.name, "page");

  const routes = new Map<string, string>();
  for (const { name, route } of [...declared, ...pages]) {
    if (routes.has(route)) throw new Error(`registry: route ${route} of "${name}" is already "${routes.get(route)}"'s`);
    routes.set(route, name);
  }
  const entityNames = new Set(declared.map((e) => e.name));
  if (checkRefs)
    for (const entity of declared)
      for (const [name, field] of Object.entries(entity.fields)) {
        const refs = field.type === "lines" ? Object.values(field.fields) : [field];
        for (const ref of refs)
          if (ref.type === "ref" && !entityNames.has(ref.ref)) throw new Error(`registry: ${entity.name}.${name} refers to unknown "${ref.ref}"`);
        if (field.type === "lines" && field.available) {
          const { quantity, ref, from, field: shown } = field.available;
          const source = declared.find((e) => e.name === from);
          if (!(quantity in field.fields) || field.fields[ref]?.type !== "ref" || !source?.fields[ref] || !source.fields[shown])
            throw new Error(`registry: ${entity.name}.${name}'s available quantity reads unknown fields`);
        }
      }
  for (const entity of declared) {
    for (const name of entity.title ?? [])
      if (!(name in entity.fields)) throw new Error(`registry: ${entity.name}'s title names unknown field "${name}"`);
    const workflow = new Set(Object.values(entity.bulk ?? {}).flatMap((verb) => Object.keys(verb.fields)));
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.visibleWhen && !(field.visibleWhen.field in entity.fields))
        throw new Error(`registry: ${entity.name}.${name} is visible when unknown field "${field.visibleWhen.field}" says so`);
      if (field.inline && (!fitsInline(field) || workflow.has(name)))
        throw new Error(
          `registry: ${entity.name}.${name} can not be edited in a list (inline): not one writable value of a simple type, or a workflow verb's`,
        );
    }
  }
  for (const page of pages)
    if (page.policy && !entityNames.has(page.policy)) throw new Error(`registry: page "${page.name}" is policed as unknown "${page.policy}"`);

  const letters = new Map<string, string>();
  for (const { name, shortcut } of [...declared, ...pages]) {
    if (shortcut === undefined) continue;
    if (!/^[a-z]$/.test(shortcut)) throw new Error(`registry: "${name}"'s shortcut "${shortcut}" is not one lowercase letter`);
    if (letters.has(shortcut)) throw new Error(`registry: shortcut "g ${shortcut}" of "${name}" is already "${letters.get(shortcut)}"'s`);
    letters.set(shortcut, name);
  }
  // (the admin's copy holds entities the user may not read by name only, without their verbs)
  if (checkRefs)
    for (const page of pages)
      for (const command of page.commands ?? [])
        if (
          !(crudActions as readonly string[]).includes(command.verb) &&
          ![...(page.actions ?? []), ...(declared.find((e) => e.name === page.policy)?.actions ?? [])].includes(command.verb)
        )
          throw new Error(`registry: page "${page.name}"'s command "${command.name}" needs undeclared verb "${command.verb}"`);

  const verbs = [...declared, ...pages].flatMap((d) => d.actions ?? []);
  for (const verb of verbs)
    if ((crudActions as readonly string[]).includes(verb)) throw new Error(`registry: "${verb}" is a CRUD action, not a verb`);
  const actions = [...new Set([...crudActions, ...verbs])];
  const entities = declared.map((entity) => withVerbs(entity, verbs));
  return {
    groups: menuGroups,
    entities,
    pages,
    actions,
    entityByName: new Map(entities.map((e) => [e.name, e])),
    pageByName: new Map(pages.map((p) => [p.name, p])),
  };
};

export const registryJson = ({ groups, entities, pages, actions }: Registry): RegistryJson => ({ groups, entities, pages, actions });

/**
 * The registry again from its JSON (the admin, from `GET /api/meta/entities`). It holds what the
 * user may read: a reference to a resource they may not (a role an ADMIN made may read vehicles but
 * not the employees who drive them) stays a bare id, so references are not checked here.
 */
export const registryFromJson = (json: RegistryJson): Registry => ({
  ...createRegistry([{ name: "meta", entities: json.entities, pages: json.pages }], { checkRefs: false }),
  ...(json.policy ? { policy: json.policy } : {}),
});
