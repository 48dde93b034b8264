import type { Request } from "express";
import { allowed } from "../auth/enforcer";
import type { AppContext } from "../context";
import { lookupView } from "../crud/lookup";
import { type EntityDef, presentEntity, type RegistryJson, registryJson } from "../entities";
import { languageOf } from "../i18n";

/**
 * `GET /api/meta/entities`: the merged declarations (declaration + customisation) as the signed-in
 * user receives them: only the entities the user's roles may read (list or show), the lookup view
 * (id, the lookup fields, public custom fields) of those they may only look up, and none of the
 * others (SALES received users, salaries, payrolls and the behaviour log); labels the ADMIN set in
 * the user's language, private custom fields only for roles that may read the entity's records
 * (`show`), and the customisation's version.
 */
export const metaFor = (ctx: Pick<AppContext, "registry" | "customisations" | "enforcer">, req: Request): RegistryJson => {
  const { registry, customisations } = ctx;
  const roles = req.session.user?.roles ?? [];
  const language = languageOf(req.get("accept-language"));
  const settings = customisations.customisation.fields;
  const can = (entity: EntityDef, action: string) => allowed(ctx.enforcer, roles, entity.name, action);
  const entities = registry.entities.flatMap((entity) => {
    if (can(entity, "list") || can(entity, "show")) return [presentEntity(entity, settings, { language, readsPrivate: can(entity, "show") })];
    if (can(entity, "lookup")) return [presentEntity(lookupView(entity), settings, { language, readsPrivate: false })];
    return [];
  });
  // a page policed as an entity the user may not read goes with it (the admin checks that every page's entity is there)
  const served = new Set(entities.map((e) => e.name));
  const pages = registry.pages.filter((page) => !page.policy || served.has(page.policy));
  return { ...registryJson(registry), entities, pages, version: customisations.version };
};
