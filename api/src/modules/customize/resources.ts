import type { Knex } from "knex";
import type { Actor } from "../../actions/actor";
import { restoreWindowHours } from "../../crud/trash";
import { bumpVersion, readResources, resourceFromRow, resourceRow } from "../../custom/live";
import { type CustomResource, type Grant, liveFields, type Registry } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import type { TableOf } from "./conversion";
import { type Ctx, customisationChange } from "./fields";
import { parseNewResource, parseResourceChange } from "./resource-body";
import { alterResourceTable, createResourceTable, dropColumns, dropResourceTable, newTableName, syncResourceKeys } from "./resource-tables";

/**
 * Custom resources: declared, changed (renamed, regrouped, fields added, renamed, converted,
 * removed), deleted to the trash and restored, each in one transaction with its table's change, the
 * behaviour-log line and the customisation's version bump (every process takes it within the cache
 * time, this one at once). The records are then served at `/api/<name>` by the generic engine.
 */

/** What the API answers of a resource: its declaration, with the removed fields apart (restorable for 48 hours). */
export const resourceView = (resource: CustomResource) => ({
  name: resource.name,
  labels: resource.labels,
  group: resource.group,
  icon: resource.icon,
  position: resource.position,
  label: resource.label,
  table: resource.table,
  fields: liveFields(resource),
  removed_fields: resource.fields.filter((field) => field.deleted_at),
  deleted_at: resource.deleted_at ?? null,
});

/** Every resource, the trash too (the customize page lists both). */
export const listResources = async (ctx: Ctx) => (await readResources(ctx.db, { trash: true })).map(resourceView);

export const getResource = async (db: Knex, name: string) => {
  const resource = (await readResources(db, { trash: true })).find((r) => r.name === name);
  if (!resource) throw ApiError.notFound();
  return resourceView(resource);
};

const toRow = (resource: CustomResource, actor: Actor) => resourceRow(resource, actor.userId);

const fromRow = (row: Record<string, unknown>): CustomResource & { expired?: boolean } => ({
  ...resourceFromRow(row),
  expired: Boolean(row.expired),
});

/** A resource's row, locked for the change: a live one, or one in the trash. */
const lockResource = async (trx: Knex.Transaction, name: string, { trashed = false } = {}) => {
  const query = trx("custom_resources").where({ name }).forUpdate();
  const row = await (trashed ? query.whereNotNull("deleted_at") : query.whereNull("deleted_at")).first(
    "*",
    trx.raw(`deleted_at < now() - interval '${restoreWindowHours} hours' as expired`),
  );
  if (!row) throw ApiError.notFound();
  return fromRow(row);
};

/** Tables of reference targets: the registry's, and the resource's own (a reference to itself). */
const tablesFor =
  (registry: Registry, resource: Pick<CustomResource, "name" | "table">): TableOf =>
  (name) =>
    name === resource.name ? resource.table : registry.entityByName.get(name)?.table;

const nameTaken = async (trx: Knex.Transaction, name: string) => {
  const taken = await trx("custom_resources").where({ name }).first("deleted_at");
  if (!taken) return;
  const message = msg(taken.deleted_at ? "customize.messages.nameInTrash" : "customize.messages.nameTaken", { name });
  throw new ApiError(409, message, { name: message });
};

export const createResource = async (ctx: Ctx, body: unknown, actor: Actor) => {
  const parsed = parseNewResource(ctx.registry, body);
  await customisationChange(ctx, actor, "add-resource", parsed.name, async (trx) => {
    await nameTaken(trx, parsed.name);
    const resource: CustomResource = { ...parsed, fields: parsed.fields, table: await newTableName(trx, parsed.name) };
    await createResourceTable(trx, resource, tablesFor(ctx.registry, resource));
    await trx("custom_resources").insert({ ...toRow(resource, actor), created_by: actor.userId });
  });
  await ctx.customisations.load();
  return getResource(ctx.db, parsed.name);
};

/** A grant list with one object renamed (or, with `to` undefined, left out). */
const regrant = (grants: Grant[], from: string, to?: string): Grant[] =>
  grants.flatMap((grant) => (grant.object !== from ? [grant] : to ? [{ ...grant, object: to }] : []));

/** Everything that names a resource follows its new name: other resources' references, custom fields, layouts, views, roles. */
const renameEverywhere = async (trx: Knex.Transaction, from: string, to: string) => {
  for (const row of await trx("custom_resources").whereNot({ name: from }).select("id", "fields")) {
    const fields = (row.fields as CustomResource["fields"]).map((field) => (field.ref === from ? { ...field, ref: to } : field));
    if (JSON.stringify(fields) !== JSON.stringify(row.fields))
      await trx("custom_resources")
        .where({ id: row.id })
        .update({ fields: JSON.stringify(fields) });
  }
  await trx("field_settings").where({ entity: from }).update({ entity: to });
  await trx.raw(`update field_settings set definition = jsonb_set(definition, '{ref}', to_jsonb(?::text)) where definition->>'ref' = ?`, [to, from]);
  await trx("list_layouts").where({ entity: from }).update({ entity: to });
  await trx("saved_views").where({ entity: from }).update({ entity: to });
  for (const role of await trx("roles").select("name", "grants"))
    if ((role.grants as Grant[]).some((grant) => grant.object === from))
      await trx("roles")
        .where({ name: role.name })
        .update({ grants: JSON.stringify(regrant(role.grants, from, to)) });
};

export const changeResource = async (ctx: Ctx, name: string, body: unknown, actor: Actor) => {
  const renamed = await customisationChange(ctx, actor, "change-resource", name, async (trx) => {
    const current = await lockResource(trx, name);
    const { next, plan } = parseResourceChange(ctx.registry, current, body);
    if (next.name !== current.name) {
      await nameTaken(trx, next.name);
      next.fields = next.fields.map((field) => (field.ref === current.name ? { ...field, ref: next.name } : field));
      await renameEverywhere(trx, current.name, next.name);
    }
    await alterResourceTable(trx, next, plan, tablesFor(ctx.registry, next));
    await trx("custom_resources")
      .where({ name: current.name })
      .update({ ...toRow(next, actor), updated_at: trx.fn.now() });
    return next.name;
  });
  await ctx.customisations.load();
  return getResource(ctx.db, renamed);
};

/** Live declarations that refer to a resource: other resources' fields, custom fields of any entity. */
const referrers = async (trx: Knex.Transaction, name: string): Promise<string[]> => {
  const resources = (await trx("custom_resources").whereNull("deleted_at").whereNot({ name }).select("name", "fields")) as {
    name: string;
    fields: CustomResource["fields"];
  }[];
  const fields = (await trx("field_settings")
    .where({ custom: true })
    .whereNull("deleted_at")
    .whereRaw("definition->>'ref' = ?", [name])
    .select("entity", "name")) as { entity: string; name: string }[];
  return [
    ...resources.flatMap((r) => liveFields(r).flatMap((field) => (field.ref === name ? [`${r.name}.${field.key}`] : []))),
    ...fields.map((f) => `${f.entity}.${f.name}`),
  ];
};

/** To the trash: out of the API, the menu and every screen at once; its table and records stay for the restore window. */
export const deleteResource = async (ctx: Ctx, name: string, actor: Actor) => {
  await customisationChange(ctx, actor, "delete-resource", name, async (trx) => {
    await lockResource(trx, name);
    const by = await referrers(trx, name);
    if (by.length) throw new ApiError(409, msg("customize.messages.referenced", { name, by: by.join(", ") }));
    await trx("custom_resources").where({ name }).update({ deleted_at: trx.fn.now(), updated_by: actor.userId, updated_at: trx.fn.now() });
  });
  await ctx.customisations.load();
  return getResource(ctx.db, name);
};

export const restoreResource = async (ctx: Ctx, name: string, actor: Actor) => {
  await customisationChange(ctx, actor, "restore-resource", name, async (trx) => {
    const current = await lockResource(trx, name, { trashed: true });
    if (current.expired) throw new ApiError(409, msg("restoreExpired"));
    const tableOf = tablesFor(ctx.registry, current);
    const gone = liveFields(current).find((field) => field.type === "ref" && !tableOf(field.ref!));
    if (gone)
      throw new ApiError(409, msg("customize.messages.unknownRef", { ref: gone.ref! }), {
        [gone.key]: msg("customize.messages.unknownRef", { ref: gone.ref! }),
      });
    await syncResourceKeys(trx, current, tableOf);
    await trx("custom_resources").where({ name }).update({ deleted_at: null, updated_by: actor.userId, updated_at: trx.fn.now() });
  });
  await ctx.customisations.load();
  return getResource(ctx.db, name);
};

const expired = (deletedAt: string | Date | null | undefined) =>
  Boolean(deletedAt) && Date.now() - new Date(deletedAt as string).getTime() > restoreWindowHours * 3600 * 1000;

/**
 * The trash's end: resources deleted longer ago than the restore window go with their tables (and
 * everything that named them: layouts, views, custom fields, grants); fields removed that long ago
 * lose their columns. One transaction per resource. Returns how many resources and fields went.
 */
export const purgeResources = async (ctx: Ctx): Promise<{ resources: number; fields: number }> => {
  const purged = { resources: 0, fields: 0 };
  for (const resource of await readResources(ctx.db, { trash: true })) {
    const goes = expired(resource.deleted_at);
    const columns = resource.fields.filter((field) => expired(field.deleted_at)).map((field) => field.key);
    if (!goes && !columns.length) continue;
    await ctx.db.transaction(async (trx) => {
      await bumpVersion(trx);
      if (goes) {
        await dropResourceTable(trx, resource.table);
        await trx("custom_resources").where({ name: resource.name }).delete();
        await trx("field_settings").where({ entity: resource.name }).delete();
        await trx("list_layouts").where({ entity: resource.name }).delete();
        await trx("saved_views").where({ entity: resource.name }).delete();
        for (const role of await trx("roles").select("name", "grants"))
          if ((role.grants as Grant[]).some((grant) => grant.object === resource.name))
            await trx("roles")
              .where({ name: role.name })
              .update({ grants: JSON.stringify(regrant(role.grants, resource.name)) });
        purged.resources++;
      } else {
        await dropColumns(trx, resource.table, columns);
        const fields = resource.fields.filter((field) => !columns.includes(field.key));
        await trx("custom_resources")
          .where({ name: resource.name })
          .update({ fields: JSON.stringify(fields) });
        purged.fields += columns.length;
      }
    });
  }
  if (purged.resources || purged.fields) await ctx.customisations.load();
  return purged;
};
