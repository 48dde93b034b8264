import { menuGroups, type EntityDef } from "@erp/api/entities";
import type { ResourceProps } from "@refinedev/core";
import type { TFunction } from "i18next";
import { allowsOperation } from "./crud/entity";

/**
 * Refine resources from the entity registry: one node per menu group that has entities
 * (`menu.<group>`), a node per menuParent inside it (`menu.<parent>`), then each entity with its
 * list/create/edit/show routes (create and edit only where its `operations` allow them). Groups and
 * parents without entities are left out.
 */
export const buildResources = (entities: readonly EntityDef[], t: TFunction): ResourceProps[] => {
  const resources: ResourceProps[] = [];
  const names = new Set(entities.map((entity) => entity.name));
  const claim = (name: string) => {
    if (names.has(name)) throw new Error(`menu node "${name}" clashes with a resource of the same name`);
    names.add(name);
  };

  for (const group of menuGroups) {
    const members = entities.filter((entity) => entity.group === group);
    if (members.length === 0) continue;
    claim(group);
    resources.push({ name: group, meta: { label: t(`menu.${group}`) } });

    const parents = [...new Set(members.flatMap((entity) => (entity.menuParent ? [entity.menuParent] : [])))];
    for (const parent of parents) {
      claim(parent);
      resources.push({ name: parent, meta: { parent: group, label: t(`menu.${parent}`) } });
    }

    for (const entity of members) {
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
  }
  return resources;
};
