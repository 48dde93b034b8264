import type { EntityDef } from "../entities";
import { CrudService, type ServiceContext } from "./service";

/**
 * What a role that may only `lookup` a resource sees of it: id and the declaration's `lookup`
 * fields, which alone it may search, filter and sort by. Nothing else is selected from the table.
 */
export class LookupService extends CrudService {
  constructor(entity: EntityDef, ctx: ServiceContext) {
    const names = entity.lookup ?? [entity.label];
    const fields = Object.fromEntries(
      names.map((name) => [name, { ...entity.fields[name], searchable: true, sortable: true, filterable: true }]),
    ) as EntityDef["fields"];
    const defaultSort = names.includes(entity.defaultSort.field) ? entity.defaultSort : { field: names[0], order: "asc" as const };
    super({ ...entity, fields, defaultSort, timestamps: [] }, ctx);
  }

  protected override get columnNames() {
    return ["id", ...Object.keys(this.entity.fields)];
  }
}
