import type { Registry } from "@erp/api/entities";
import i18n, { currentLanguage } from "../providers/i18n";

/**
 * A custom resource's name is data (its `caption`, in the language the registry was fetched in), not
 * a locale key: it is put where every screen looks for a resource's name (`<resource>.<resource>`:
 * the menu, titles, breadcrumbs, pickers), so the generic screens need nothing special for it.
 */
export const learnTitles = (registry: Pick<Registry, "entities">) => {
  const language = currentLanguage();
  for (const entity of registry.entities)
    if (entity.caption) i18n.addResource(language, "translation", `${entity.name}.${entity.name}`, entity.caption, { silent: true });
};
