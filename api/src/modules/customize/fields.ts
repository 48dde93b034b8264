import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { runAction } from "../../actions/run";
import type { AppContext } from "../../context";
import { restoreWindowHours } from "../../crud/trash";
import { bumpVersion } from "../../custom/live";
import { type CustomDefinition, customPrefix, type EntityDef, type FieldSetting, type Registry } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { blockingRows, changesValues, convertValues, removeValues } from "./conversion";
import { parseFieldChange, parseNewField } from "./definition";
import { syncAllIndexes } from "./indexes";
import { log } from "../../ops/logger";

/**
 * An ADMIN's custom fields: added, changed (a type change checked against the values there are),
 * hidden, reordered, deleted to the trash (values kept for the restore window) and restored. Each
 * change is one transaction with its behaviour-log line and the customisation's version bump; this
 * process reloads as soon as it commits, the others within the cache time (custom/live.ts).
 */

export type Ctx = Pick<AppContext, "db" | "registry" | "customisations">;

export const entityOf = (ctx: Ctx, name: string): EntityDef => {
  const entity = ctx.registry.entityByName.get(name);
  if (!entity) throw ApiError.notFound();
  return entity;
};

/** A change to the customisation: the version bumped first (its row lock queues concurrent changes), then the work. */
export const customisationChange = <T>(ctx: Ctx, actor: Actor, action: string, target: string, work: (trx: Knex.Transaction) => Promise<T>) =>
  runAction(ctx.db, actor, { action, target: target.slice(0, 60) }, async (trx) => {
    await bumpVersion(trx);
    return work(trx);
  });

/** After a change committed: this process takes it at once, and the entity's indexes follow its fields. */
export const applied = async (ctx: Ctx, entity: string) => {
  await ctx.customisations.load();
  const failed = await syncAllIndexes(ctx.db, [ctx.registry.entityByName.get(entity)!]);
  if (failed.length) log().error({ failed }, `customize: indexes not made: ${failed.join("; ")}`);
};

const blocked = (count: number, definition: CustomDefinition, field: string) => {
  const message = msg("customize.messages.valuesBlock", { count, type: definition.type });
  return new ApiError(409, message, { [field]: message });
};

const json = (value: unknown) => JSON.stringify(value);

/** A new custom field, in a change's transaction (the version already bumped): checked against the values there are. */
export const insertField = async (trx: Knex.Transaction, registry: Registry, entity: EntityDef, body: unknown, actor: Actor) => {
  const { key, labels, definition } = parseNewField(registry, entity, body);
  const name = `${customPrefix}${key}`;
  const taken = await trx("field_settings").where({ entity: entity.name, name }).first("deleted_at");
  if (taken) {
    const message = msg(taken.deleted_at ? "customize.messages.keyInTrash" : "customize.messages.keyClash", { key });
    throw new ApiError(409, message, { key: message });
  }
  // values may be there already (a purged field's, data loaded by hand): the new field must take them
  const count = await blockingRows(trx, entity.table, name, definition, registry);
  if (count) throw blocked(count, definition, "type");
  const last = await trx("field_settings").where({ entity: entity.name, custom: true }).max({ position: "position" }).first();
  await trx("field_settings").insert({
    entity: entity.name,
    name,
    custom: true,
    definition: json(definition),
    labels: json(labels),
    position: Number(last?.position ?? -1) + 1,
    created_by: actor.userId,
    updated_by: actor.userId,
  });
  return name;
};

export const addField = async (ctx: Ctx, entityName: string, body: unknown, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  const key = typeof (body as { key?: unknown })?.key === "string" ? String((body as { key: string }).key).toLowerCase() : "";
  await customisationChange(ctx, actor, "add-field", `${entity.name}.${customPrefix}${key}`, (trx) =>
    insertField(trx, ctx.registry, entity, body, actor),
  );
  await applied(ctx, entity.name);
};

/** A live custom field's row, locked for the change. */
const lockField = async (trx: Knex.Transaction, entity: string, name: string, { deleted = false } = {}) => {
  const query = trx("field_settings").where({ entity, name, custom: true }).forUpdate();
  const row = (await (deleted ? query.whereNotNull("deleted_at") : query.whereNull("deleted_at")).first(
    "*",
    trx.raw(`deleted_at < now() - interval '${restoreWindowHours} hours' as expired`),
  )) as (FieldSetting & { expired: boolean }) | undefined;
  if (!row) throw ApiError.notFound();
  return row;
};

/** A change to a custom field, in a change's transaction: a type or choice change checked against the values, and converted. */
export const updateField = async (trx: Knex.Transaction, registry: Registry, entity: EntityDef, name: string, body: unknown, actor: Actor) => {
  const current = await lockField(trx, entity.name, name);
  const change = parseFieldChange(registry, current.definition, body);
  const { definition } = change;
  if (changesValues(current.definition, definition)) {
    const count = await blockingRows(trx, entity.table, name, definition, registry);
    const field = definition.type !== current.definition.type ? "type" : definition.type === "enum" ? "values" : "ref";
    if (count) throw blocked(count, definition, field);
    await convertValues(trx, entity.table, name, current.definition, definition);
  }
  await trx("field_settings")
    .where({ id: current.id })
    .update({
      definition: json(definition),
      ...(change.labels ? { labels: json(change.labels) } : {}),
      ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
      ...(change.position === undefined ? {} : { position: change.position }),
      updated_by: actor.userId,
      updated_at: trx.fn.now(),
    });
};

export const changeField = async (ctx: Ctx, entityName: string, name: string, body: unknown, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  await customisationChange(ctx, actor, "change-field", `${entity.name}.${name}`, (trx) => updateField(trx, ctx.registry, entity, name, body, actor));
  await applied(ctx, entity.name);
};

/** To the trash: gone from the API and every screen at once; its values stay for the restore window. */
export const deleteField = async (ctx: Ctx, entityName: string, name: string, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  await customisationChange(ctx, actor, "delete-field", `${entity.name}.${name}`, async (trx) => {
    const current = await lockField(trx, entity.name, name);
    await trx("field_settings").where({ id: current.id }).update({ deleted_at: trx.fn.now(), updated_by: actor.userId, updated_at: trx.fn.now() });
  });
  await applied(ctx, entity.name);
};

export const restoreField = async (ctx: Ctx, entityName: string, name: string, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  await customisationChange(ctx, actor, "restore-field", `${entity.name}.${name}`, async (trx) => {
    const current = await lockField(trx, entity.name, name, { deleted: true });
    if (current.expired) throw new ApiError(409, msg("restoreExpired"));
    await trx("field_settings").where({ id: current.id }).update({ deleted_at: null, updated_by: actor.userId, updated_at: trx.fn.now() });
  });
  await applied(ctx, entity.name);
};

/** The custom fields in the order given (forms, show page, default columns). */
export const reorderFields = async (ctx: Ctx, entityName: string, names: unknown, actor: Actor): Promise<void> => {
  const entity = entityOf(ctx, entityName);
  if (!Array.isArray(names) || names.some((n) => typeof n !== "string") || new Set(names).size !== names.length)
    throw ApiError.invalid({ names: msg("invalidValue") });
  await customisationChange(ctx, actor, "arrange", entity.name, async (trx) => {
    const rows = (await trx("field_settings")
      .where({ entity: entity.name, custom: true })
      .whereNull("deleted_at")
      .forUpdate()
      .select("id", "name")) as {
      id: number;
      name: string;
    }[];
    const ids = new Map(rows.map((row) => [row.name, row.id]));
    const unknown = (names as string[]).filter((name) => !ids.has(name));
    if (unknown.length) throw ApiError.invalid({ names: msg("customize.messages.unknownFields", { fields: unknown.join(", ") }) });
    for (const [position, name] of (names as string[]).entries())
      await trx("field_settings")
        .where({ id: ids.get(name) })
        .update({ position });
  });
  await applied(ctx, entity.name);
};

/**
 * Fields deleted longer ago than the restore window go for good, with their values (one
 * transaction per field: the values and the definition go together). Returns how many went.
 */
export const purgeDeletedFields = async (ctx: Ctx): Promise<number> => {
  const expired = (await ctx
    .db("field_settings")
    .where({ custom: true })
    .whereRaw(`deleted_at < now() - interval '${restoreWindowHours} hours'`)
    .select("id", "entity", "name")) as Pick<FieldSetting, "id" | "entity" | "name">[];
  for (const field of expired) {
    const entity = ctx.customisations.declared.entityByName.get(field.entity);
    await ctx.db.transaction(async (trx) => {
      await bumpVersion(trx);
      if (entity) await removeValues(trx, entity.table, field.name);
      await trx("field_settings").where({ id: field.id }).delete();
    });
  }
  if (expired.length) await ctx.customisations.load();
  return expired.length;
};
