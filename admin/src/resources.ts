import type { Registry } from "@erp/api/entities";
import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import { allowsOperation } from "./crud/entity";

/**
 * Refine resources from the registry: one node per menu group that has entities or pages
 * (`menu.<group>`), a node per menuParent inside it (`menu.<parent>`), then each entity with its
 * list/create/edit/show routes (create and edit only where its `operations` allow them) and each page
 * with its route (`<page>.<page>` labels it, as `<resource>.<resource>` labels an entity). A group's
 * own page (the dashboard) is the group's node itself. Groups and parents without members are left out.
 */
export const buildResources = (registry: Pick<Registry, "groups" | "entities" | "pages">, t: TFunction): ResourceProps[] => {
  const resources: ResourceProps[] = [];
  const names = new Set([...registry.entities.map((entity) => entity.name), ...registry.pages.filter((p) => p.name !== p.group).map((p) => p.name)]);
  const claim = (name: string) => {
    if (names.has(name)) throw new Error(`menu node "${name}" clashes with a resource of the same name`);
    names.add(name);
  };

  for (const group of registry.groups) {
    const entities = registry.entities.filter((entity) => entity.group === group);
    const pages = registry.pages.filter((page) => page.group === group && page.name !== group);
    const own = registry.pages.find((page) => page.name === group);
    if (entities.length === 0 && pages.length === 0 && !own) continue;
    resources.push({ name: group, list: own?.route, meta: { label: t(`menu.${group}`) } });

    const parents = new Set([...entities, ...pages].flatMap((member) => (typeof member.menuParent === "string" ? [member.menuParent] : [])));
    for (const parent of parents) {
      claim(parent);
      resources.push({ name: parent, meta: { parent: group, label: t(`menu.${parent}`) } });
    }

    for (const entity of entities) {
      resources.push({
        name: entity.name,
        list: entity.route,
        create: allowsOperation(entity, "create") ? `${entity.route}/create` : undefined,
        edit: allowsOperation(entity, "edit") ? `${entity.route}/edit/:id` : undefined,
        show: `${entity.route}/show/:id`,
        meta: {
          parent: entity.menuParent ?? group,
          label: t(`${entity.name}.${entity.name}`),
          canDelete: allowsOperation(entity, "delete"),
        },
      });
    }
    for (const page of pages)
      resources.push({
        name: page.name,
        list: page.route,
        meta: { parent: page.menuParent || group, label: t(`${page.name}.${page.name}`), hide: page.menuParent === false, icon: page.icon },
      });
  }
  return resources;
};
