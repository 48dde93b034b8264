import type { Request } from "express";
import { allowed } from "../auth/enforcer";
import type { AppContext } from "../context";
import { presentEntity, type RegistryJson, registryJson } from "../entities";
import { languageOf } from "../i18n";

/**
 * `GET /api/meta/entities`: the merged declarations (declaration + customisation) as the signed-in
 * user receives them: labels the ADMIN set in the user's language, private custom fields only for
 * roles that may read the entity's records (`show`), and the customisation's version.
 */
export const metaFor = (ctx: Pick<AppContext, "registry" | "customisations" | "enforcer">, req: Request): RegistryJson => {
  const { registry, customisations } = ctx;
  const roles = req.session.user?.roles ?? [];
  const language = languageOf(req.get("accept-language"));
  const settings = customisations.customisation.fields;
  const entities = registry.entities.map((entity) =>
    presentEntity(entity, settings, { language, readsPrivate: allowed(ctx.enforcer, roles, entity.name, "show") }),
  );
  return { ...registryJson(registry), entities, version: customisations.version };
};
