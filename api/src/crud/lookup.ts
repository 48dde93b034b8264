import type { EntityDef } from "../entities";
import { CrudService } from "./service";

/** The lookup view of each (customised) declaration, built once per declaration object. */
const views = new WeakMap<EntityDef, EntityDef>();

/**
 * The part of a declaration a lookup role sees: id, the `lookup` fields (searchable, sortable and
 * filterable), and the ADMIN's custom fields that are not marked private.
 */
export const lookupView = (entity: EntityDef): EntityDef => {
  const names = entity.lookup ?? [entity.label];
  const fields: EntityDef["fields"] = Object.fromEntries(
    names.map((name) => [name, { ...entity.fields[name], searchable: true, sortable: true, filterable: true }]),
  );
  for (const [name, field] of Object.entries(entity.fields)) if (field.custom && !field.private) fields[name] = field;
  const defaultSort = names.includes(entity.defaultSort.field) ? entity.defaultSort : { field: names[0], order: "asc" as const };
  return { ...entity, fields, defaultSort, timestamps: [], columns: undefined };
};

/**
 * What a role that may only `lookup` a resource sees of it: id, the declaration's `lookup` fields
 * and the custom fields that are not private, which alone it may search, filter and sort by.
 * Nothing else is selected from the table.
 */
export class LookupService extends CrudService {
  override get entity(): EntityDef {
    const entity = super.entity;
    return views.get(entity) ?? views.set(entity, lookupView(entity)).get(entity)!;
  }

  protected override get columnNames() {
    return [
      "id",
      ...Object.entries(this.entity.fields)
        .filter(([, f]) => !f.custom)
        .map(([name]) => name),
    ];
  }
}
