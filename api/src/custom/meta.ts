import type { Request } from "express";
import { allowed, readsPrivateFields, rulesOf } from "../auth/enforcer";
import type { AppContext } from "../context";
import { lookupView } from "../crud/lookup";
import { type EntityDef, presentEntity, type RegistryJson, registryJson } from "../entities";
import { languageOfRequest } from "../http/request";

/**
 * An entity the user may not read, as a name only: no field, no column, no lookup. The admin still
 * knows its route (to say "Your role does not allow you to open this page" rather than "not found",
 * and to resolve a readable entity's reference to it); its definition stays with the roles that read it.
 */
const unreadable = (entity: EntityDef): EntityDef => ({
  name: entity.name,
  table: entity.table,
  group: entity.group,
  route: entity.route,
  ...(entity.menuParent ? { menuParent: entity.menuParent } : {}),
  label: "id",
  fields: {},
  defaultSort: { field: "id", order: "asc" },
  operations: [],
});

/**
 * `GET /api/meta/entities`: the merged declarations (declaration + customisation) as the signed-in
 * user receives them: whole only the entities the user's roles may read (list or show), the lookup
 * view (id, the lookup fields, public custom fields) of those they may only look up, and the others
 * by name only (SALES received the fields of users, salaries, payrolls and the behaviour log); labels
 * the ADMIN set in the user's language, private fields only for roles that may read the entity's
 * records (`show`) and read private fields (`/api/roles`), the policy rules of the user's roles (the
 * admin's menu and buttons mirror them), and the customisation's version.
 */
export const metaFor = (ctx: Pick<AppContext, "registry" | "customisations" | "enforcer">, req: Request): RegistryJson => {
  const { registry, customisations } = ctx;
  const roles = req.session.user?.roles ?? [];
  const language = languageOfRequest(req);
  const settings = customisations.customisation.fields;
  const can = (entity: EntityDef, action: string) => allowed(ctx.enforcer, roles, entity.name, action);
  const readsPrivate = readsPrivateFields(ctx.enforcer, roles);
  const entities = registry.entities.flatMap((entity) => {
    if (can(entity, "list") || can(entity, "show"))
      return [presentEntity(entity, settings, { language, readsPrivate: readsPrivate && can(entity, "show") })];
    if (can(entity, "lookup")) return [presentEntity(lookupView(entity), settings, { language, readsPrivate: false })];
    return [unreadable(entity)];
  });
  return { ...registryJson(registry), entities, policy: rulesOf(ctx.enforcer, roles), version: customisations.version };
};
