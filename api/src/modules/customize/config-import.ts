import type { Actor } from "../../actions/actor";
import { recordBehaviour } from "../../behaviour/log";
import { bumpVersion, readResources, readRoles, readSettings, resourceRow } from "../../custom/live";
import { type CustomResource, customPrefix, type FieldSetting, liveFields, mergeRegistry, type Registry } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { type Change, type Configuration, type Conflict, type ExportCtx, parseConfiguration, same, type Trx } from "./config-file";
import { insertField, updateField } from "./fields";
import { syncAllIndexes } from "./indexes";
import { writeLayout, writeRelabel } from "./layout";
import { parseNewResource, parseResourceChange } from "./resource-body";
import { alterResourceTable, createResourceTable, newTableName, syncResourceKeys } from "./resource-tables";
import { keepRoleManager, managersUnder, parseGrants } from "./roles";
import { log } from "../../ops/logger";

/**
 * A configuration file applied to this instance (`POST /api/customize/import`): what is in the
 * file is added or brought to what the file says; nothing the file does not name is removed. A
 * dry run lists every change and every conflict and writes nothing (the changes are tried in a
 * transaction that is rolled back, so a conflict only the data shows is found too); an apply is
 * all or nothing, refused while there is any conflict.
 */

type Existing = {
  resources: CustomResource[];
  fields: FieldSetting[];
  layouts: Map<string, unknown>;
  roles: Map<string, unknown>;
  settings: Record<string, unknown>;
  /** The ADMIN's templates, by `event/channel/language`. */
  templates: Map<string, { subject: string | null; body: string }>;
};

const templateTarget = (t: { event: string; channel: string; language: string }) => `${t.event}/${t.channel}/${t.language}`;

const readExisting = async (ctx: ExportCtx, db: ExportCtx["db"] = ctx.db): Promise<Existing> => ({
  resources: await readResources(db, { trash: true }),
  fields: (await db("field_settings").select("*")) as FieldSetting[],
  layouts: new Map(
    (await db("list_layouts").select("entity", "columns", "sort", "page_size")).map((l: { entity: string }) => [
      l.entity,
      { ...l, entity: undefined },
    ]),
  ),
  roles: new Map((await readRoles(db)).map((role) => [role.name, role])),
  settings: await ctx.modules.settings.store.portable.read(db),
  templates: new Map((await ctx.modules.settings.templates.portable.read(db)).map((t) => [templateTarget(t), { subject: t.subject, body: t.body }])),
});

/** Changes and the conflicts seen from the declarations alone: types that differ, keys in the trash, entities not here. */
const plan = (registry: Registry, doc: Configuration, here: Existing) => {
  const changes: Change[] = [];
  const conflicts: Conflict[] = [];
  const differs = (target: string, existing: string, incoming: string) => msg("customize.messages.typeDiffers", { target, existing, incoming });
  for (const resource of doc.resources ?? []) {
    const current = here.resources.find((r) => r.name === resource.name);
    if (current?.deleted_at)
      conflicts.push({ kind: "resource", target: resource.name, message: msg("customize.messages.nameInTrash", { name: resource.name }) });
    else if (!current) changes.push({ kind: "resource", target: resource.name, action: "add" });
    else {
      for (const field of resource.fields) {
        const had = current.fields.find((f) => f.key === field.key);
        if (had && had.type !== field.type)
          conflicts.push({
            kind: "resource",
            target: `${resource.name}.${field.key}`,
            message: differs(`${resource.name}.${field.key}`, had.type, field.type),
          });
      }
      const { table: _, deleted_at: __, ...mine } = { ...current, fields: liveFields(current).map(({ deleted_at: ___, ...f }) => f) };
      if (!same(mine, resource)) changes.push({ kind: "resource", target: resource.name, action: "change" });
    }
  }
  const entities = new Set([...registry.entities.map((e) => e.name), ...(doc.resources ?? []).map((r) => r.name)]);
  const unknownEntity = (kind: Change["kind"], target: string, entity: string) =>
    conflicts.push({ kind, target, message: msg("customize.messages.unknownEntity", { entity }) });
  for (const field of doc.custom_fields ?? []) {
    const target = `${field.entity}.${customPrefix}${field.key}`;
    if (!entities.has(field.entity)) unknownEntity("custom_field", target, field.entity);
    const row = here.fields.find((f) => f.entity === field.entity && f.name === `${customPrefix}${field.key}` && f.custom);
    if (row?.deleted_at) conflicts.push({ kind: "custom_field", target, message: msg("customize.messages.keyInTrash", { key: field.key }) });
    else if (row && row.definition.type !== field.definition.type)
      conflicts.push({ kind: "custom_field", target, message: differs(target, String(row.definition.type), String(field.definition.type)) });
    else if (!row) changes.push({ kind: "custom_field", target, action: "add" });
    else if (
      !same(
        [row.definition, row.labels, row.position, row.hidden],
        [field.definition, field.labels, field.position ?? row.position, field.hidden ?? false],
      )
    )
      changes.push({ kind: "custom_field", target, action: "change" });
  }
  for (const relabel of doc.relabels ?? []) {
    const target = `${relabel.entity}.${relabel.field}`;
    const row = here.fields.find((f) => f.entity === relabel.entity && f.name === relabel.field && !f.custom);
    if (!row || !same([row.labels, Boolean(row.definition.required)], [relabel.labels, Boolean(relabel.required)]))
      changes.push({ kind: "relabel", target, action: row ? "change" : "add" });
  }
  for (const layout of doc.layouts ?? []) {
    if (!entities.has(layout.entity)) unknownEntity("layout", layout.entity, layout.entity);
    else if (!same(here.layouts.get(layout.entity), { ...layout, entity: undefined }))
      changes.push({ kind: "layout", target: layout.entity, action: here.layouts.has(layout.entity) ? "change" : "add" });
  }
  for (const role of doc.roles ?? [])
    if (!same(here.roles.get(role.name), role))
      changes.push({ kind: "role", target: role.name, action: here.roles.has(role.name) ? "change" : "add" });
  for (const [key, value] of Object.entries(doc.settings ?? {}))
    if (!same(here.settings[key], value)) changes.push({ kind: "setting", target: key, action: "change" });
  for (const template of doc.templates ?? []) {
    const target = templateTarget(template);
    const had = here.templates.get(target);
    if (!had || had.subject !== (template.subject ?? null) || had.body !== template.body)
      changes.push({ kind: "template", target, action: had ? "change" : "add" });
  }
  return { changes, conflicts };
};

/** A refusal met while applying one item: the item's conflict. */
class ItemConflict extends Error {
  constructor(readonly conflict: Conflict) {
    super(conflict.message.key);
  }
}
const item = async <T>(kind: Change["kind"], target: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ItemConflict({ kind, target, message: Object.values(error.fields)[0] ?? error.body });
  }
};

/** The registry as it will be: these resources (and the live ones the file does not name) in it. */
const registryWith = (ctx: ExportCtx, resources: readonly CustomResource[], fields: readonly FieldSetting[]) =>
  mergeRegistry(ctx.customisations.declared, { fields, layouts: [], resources, roles: [] });

/** Every change of the file in one transaction (the caller commits or rolls back). */
const apply = async (ctx: ExportCtx, trx: Trx, doc: Configuration, changes: Change[], actor: Actor) => {
  await bumpVersion(trx);
  const here = await readExisting(ctx, trx);
  const live = here.resources.filter((r) => !r.deleted_at);
  const incoming = (doc.resources ?? []).map((r) => ({ ...r, table: live.find((l) => l.name === r.name)?.table ?? "" }) as CustomResource);
  const planned = [...live.filter((r) => !incoming.some((i) => i.name === r.name)), ...incoming];
  const tables = new Map(live.map((r) => [r.name, r.table]));
  const tableOf = (registry: Registry) => (name: string) =>
    tables.get(name) ?? (tables.has(name) ? undefined : registry.entityByName.get(name)?.table);
  const fieldsNow = await readSettings(trx);
  const made: CustomResource[] = [];
  for (const resource of doc.resources ?? []) {
    const current = live.find((r) => r.name === resource.name);
    await item("resource", resource.name, async () => {
      if (current) {
        const registry = registryWith(ctx, planned, fieldsNow);
        const { next, plan: fieldPlan } = parseResourceChange(registry, current, resource);
        await alterResourceTable(trx, next, fieldPlan, tableOf(registry));
        await trx("custom_resources")
          .where({ name: current.name })
          .update({ ...resourceRow(next, actor.userId), updated_at: trx.fn.now() });
      } else {
        // parsed against the registry as it will be, less itself (its name is not taken by itself)
        const registry = registryWith(
          ctx,
          planned.filter((r) => r.name !== resource.name),
          fieldsNow,
        );
        const parsed = parseNewResource(registry, resource);
        const created: CustomResource = { ...parsed, table: await newTableName(trx, parsed.name) };
        tables.set(created.name, created.table);
        await createResourceTable(trx, created, tableOf(registry));
        await trx("custom_resources").insert({ ...resourceRow(created, actor.userId), created_by: actor.userId });
        made.push(created);
      }
    });
  }
  // references between the new resources, now that every table is there
  const withResources = registryWith(ctx, await readResources(trx), fieldsNow);
  for (const resource of made) await item("resource", resource.name, () => syncResourceKeys(trx, resource, tableOf(withResources)));

  for (const field of doc.custom_fields ?? []) {
    const target = `${field.entity}.${customPrefix}${field.key}`;
    const change = changes.find((c) => c.kind === "custom_field" && c.target === target);
    if (!change) continue;
    await item("custom_field", target, async () => {
      const entity = withResources.entityByName.get(field.entity);
      if (!entity) throw ApiError.invalid({ entity: msg("customize.messages.unknownEntity", { entity: field.entity }) });
      const body = { ...field.definition, labels: field.labels };
      const name = `${customPrefix}${field.key}`;
      if (change.action === "add") await insertField(trx, withResources, entity, { ...body, key: field.key }, actor);
      await updateField(
        trx,
        withResources,
        entity,
        name,
        { ...body, hidden: field.hidden ?? false, ...(field.position === undefined ? {} : { position: field.position }) },
        actor,
      );
    });
  }
  for (const relabel of doc.relabels ?? [])
    if (changes.some((c) => c.kind === "relabel" && c.target === `${relabel.entity}.${relabel.field}`))
      await item("relabel", `${relabel.entity}.${relabel.field}`, () => {
        const declared = ctx.customisations.declared.entityByName.get(relabel.entity);
        // a field the code requires stays so whatever the file says
        const required = declared?.fields[relabel.field]?.required ? undefined : Boolean(relabel.required);
        return writeRelabel(trx, declared, relabel.field, { labels: relabel.labels, required }, actor);
      });
  const full = registryWith(ctx, await readResources(trx), await readSettings(trx));
  for (const layout of doc.layouts ?? [])
    if (changes.some((c) => c.kind === "layout" && c.target === layout.entity))
      await item("layout", layout.entity, () =>
        writeLayout(trx, full.entityByName.get(layout.entity)!, { columns: layout.columns, sort: layout.sort, page_size: layout.page_size }, actor),
      );
  for (const role of doc.roles ?? [])
    if (changes.some((c) => c.kind === "role" && c.target === role.name))
      await item("role", role.name, async () => {
        const grants = parseGrants(full, role.grants);
        const row = { grants: JSON.stringify(grants), private_fields: role.private_fields, updated_by: actor.userId, updated_at: trx.fn.now() };
        await trx("roles")
          .insert({ ...row, name: role.name, created_by: actor.userId })
          .onConflict("name")
          .merge(row);
      });
  if (changes.some((c) => c.kind === "role"))
    await item("role", "roles", async () => keepRoleManager(trx, await managersUnder(full, await readRoles(trx))));
  if (changes.some((c) => c.kind === "setting"))
    await item("setting", "settings", () => ctx.modules.settings.store.portable.write(trx, doc.settings ?? {}, actor.userId));
  for (const template of doc.templates ?? [])
    if (changes.some((c) => c.kind === "template" && c.target === templateTarget(template)))
      await item("template", templateTarget(template), () => ctx.modules.settings.templates.portable.write(trx, [template], actor.userId));
  for (const change of changes)
    await recordBehaviour(trx, {
      action: "import",
      target: `${change.kind}:${change.target}`.slice(0, 60),
      user_id: actor.userId,
      ip: actor.ip,
      request_id: actor.requestId,
    });
};

/** Reads the file, plans, and tries the changes: kept unless a dry run or a conflict. */
export const importConfiguration = async (ctx: ExportCtx, body: unknown, actor: Actor, { dryRun }: { dryRun: boolean }) => {
  const doc = parseConfiguration(body);
  const { changes, conflicts } = plan(ctx.registry, doc, await readExisting(ctx));
  let applied = false;
  if (!conflicts.length && changes.length) {
    const trx = await ctx.db.transaction();
    try {
      await apply(ctx, trx, doc, changes, actor);
      if (dryRun) await trx.rollback();
      else {
        await trx.commit();
        applied = true;
      }
    } catch (error) {
      await trx.rollback().catch(() => undefined);
      if (!(error instanceof ItemConflict)) throw error;
      conflicts.push(error.conflict);
    }
  }
  if (applied) {
    await ctx.customisations.load();
    const failed = await syncAllIndexes(ctx.db, ctx.registry.entities);
    if (failed.length) log().error({ failed }, `customize: indexes not made: ${failed.join("; ")}`);
  }
  return { dry_run: dryRun, applied, changes, conflicts };
};
