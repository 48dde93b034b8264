import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { validateFields } from "../../crud/validate";
import { type EntityDef, type FieldSetting, isColumn, layoutPageSizes, type ListLayout } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { parseLabels } from "./definition";
import { applied, type Ctx, customisationChange, entityOf } from "./fields";

/**
 * What an ADMIN changes of the declared fields (labels in either language, required where the code
 * left them optional, never the reverse) and of the list (columns, default sort, page size).
 */

export const relabelling = { labels: { type: "json" }, required: { type: "boolean" } } as const;

/** A declared field's labels and required mark, checked, in a change's transaction. */
export const writeRelabel = async (trx: Knex.Transaction, declared: EntityDef | undefined, name: string, body: unknown, actor: Actor) => {
  const field = declared?.fields[name];
  if (!declared || !field) throw ApiError.notFound();
  const entityName = declared.name;
  const input = validateFields(relabelling, body ?? {});
  if (input.required === false && field.required)
    throw new ApiError(422, msg("customize.messages.requiredStays"), { required: msg("customize.messages.requiredStays") });
  if (input.required && (field.readOnly || !isColumn(field)))
    throw new ApiError(422, msg("customize.messages.notRequirable"), { required: msg("customize.messages.notRequirable") });
  const current = (await trx("field_settings").where({ entity: entityName, name, custom: false }).forUpdate().first()) as FieldSetting | undefined;
  const labels = input.labels === undefined || input.labels === null ? (current?.labels ?? {}) : parseLabels(input.labels, false);
  const required = input.required ?? current?.definition.required ?? false;
  const row = {
    labels: JSON.stringify(labels),
    definition: JSON.stringify(required ? { required: true } : {}),
    updated_by: actor.userId,
    updated_at: trx.fn.now(),
  };
  if (!Object.keys(labels).length && !required) await trx("field_settings").where({ entity: entityName, name, custom: false }).delete();
  else if (current) await trx("field_settings").where({ id: current.id }).update(row);
  else await trx("field_settings").insert({ ...row, entity: entityName, name, custom: false, created_by: actor.userId });
};

export const relabelField = async (ctx: Ctx, entityName: string, name: string, body: unknown, actor: Actor): Promise<void> => {
  entityOf(ctx, entityName);
  const declared = ctx.customisations.declared.entityByName.get(entityName);
  if (!declared?.fields[name]) throw ApiError.notFound();
  await customisationChange(ctx, actor, "relabel", `${entityName}.${name}`, (trx) => writeRelabel(trx, declared, name, body, actor));
  await applied(ctx, entityName);
};

export const arranging = { columns: { type: "json" }, sort: { type: "json" }, page_size: { type: "integer" } } as const;
const systemSortable = ["id", "created_at", "updated_at"];

/** Columns a list may show: the entity's values (not child lines, not passwords) and the timestamps it lists. */
const listable = (entity: EntityDef, name: string) =>
  (entity.fields[name] && isColumn(entity.fields[name])) || (entity.timestamps as readonly string[] | undefined)?.includes(name);

const parseLayout = (entity: EntityDef, body: unknown): Omit<ListLayout, "entity"> => {
  const input = validateFields(arranging, body ?? {});
  const { columns, sort } = input as { columns?: unknown; sort?: unknown };
  if (columns !== undefined && columns !== null) {
    if (!Array.isArray(columns) || !columns.length || new Set(columns).size !== columns.length || columns.some((c) => typeof c !== "string"))
      throw ApiError.invalid({ columns: msg("invalidValue") });
    const unknown = (columns as string[]).filter((name) => !listable(entity, name));
    if (unknown.length) throw ApiError.invalid({ columns: msg("customize.messages.unknownFields", { fields: unknown.join(", ") }) });
  }
  if (sort !== undefined && sort !== null) {
    const { field, order } = sort as { field?: unknown; order?: unknown };
    if (typeof field !== "string" || !(entity.fields[field]?.sortable || systemSortable.includes(field)))
      throw ApiError.invalid({ sort: msg("unknownSort", { field: String(field) }) });
    if (order !== "asc" && order !== "desc") throw ApiError.invalid({ sort: msg("badSortOrder") });
  }
  const pageSize = input.page_size ?? null;
  if (pageSize !== null && !(layoutPageSizes as readonly number[]).includes(pageSize))
    throw ApiError.invalid({ page_size: msg("invalidChoice", { values: layoutPageSizes.join(", ") }) });
  return {
    columns: (columns as string[] | null | undefined) ?? null,
    sort: sort ? { field: (sort as ListLayout["sort"])!.field, order: (sort as ListLayout["sort"])!.order } : null,
    page_size: pageSize,
  };
};

/** The list of an entity as the ADMIN arranges it, in a change's transaction; all three unset = as declared. */
export const writeLayout = async (trx: Knex.Transaction, entity: EntityDef, body: unknown, actor: Actor) => {
  const layout = parseLayout(entity, body);
  if (!layout.columns && !layout.sort && !layout.page_size) return void (await trx("list_layouts").where({ entity: entity.name }).delete());
  const row = {
    entity: entity.name,
    columns: layout.columns && JSON.stringify(layout.columns),
    sort: layout.sort && JSON.stringify(layout.sort),
    page_size: layout.page_size,
    updated_by: actor.userId,
    updated_at: trx.fn.now(),
  };
  await trx("list_layouts").insert(row).onConflict("entity").merge();
};

export const arrangeList = async (ctx: Ctx, entityName: string, body: unknown, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  parseLayout(entity, body);
  await customisationChange(ctx, actor, "arrange", entityName, (trx) => writeLayout(trx, entity, body, actor));
  await applied(ctx, entityName);
};

/** Everything the customize page shows of an entity: every custom field (hidden and deleted ones too), the declared fields' changes, the layout. */
export const customState = async (ctx: Ctx, entityName: string) => {
  entityOf(ctx, entityName);
  const [rows, layout] = await Promise.all([
    ctx.db("field_settings").where({ entity: entityName }).orderBy(["position", "id"]).select("*") as Promise<
      (FieldSetting & Record<string, unknown>)[]
    >,
    ctx.db("list_layouts").where({ entity: entityName }).first("columns", "sort", "page_size") as Promise<Omit<ListLayout, "entity"> | undefined>,
  ]);
  const field = ({ name, definition, labels, position, hidden, deleted_at, updated_at }: FieldSetting & Record<string, unknown>) => ({
    name,
    definition,
    labels,
    position,
    hidden,
    deleted_at,
    updated_at,
  });
  return {
    entity: entityName,
    version: ctx.customisations.version,
    fields: rows.filter((row) => row.custom).map(field),
    declared: Object.fromEntries(
      rows.filter((row) => !row.custom).map((row) => [row.name, { labels: row.labels, required: Boolean(row.definition.required) }]),
    ),
    layout: layout ?? { columns: null, sort: null, page_size: null },
  };
};
