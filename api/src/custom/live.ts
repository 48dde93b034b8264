import type { Enforcer } from "casbin";
import type { NextFunction, Request, Response } from "express";
import type { Knex } from "knex";
import { refreshEnforcer } from "../auth/enforcer";
import { sessionCacheMs } from "../auth/session";
import {
  type CustomResource,
  type Customisation,
  type FieldSetting,
  type ListLayout,
  mergeRegistry,
  type Registry,
  type StoredRole,
} from "../entities";

/** The app_meta row every customisation change bumps, in the change's own transaction. */
const versionKey = "customisation_version";

/**
 * How long a process trusts the customisation it read before comparing versions again: the
 * session cache's time (SESSION_CACHE_MS, 1 s by default). The process that makes a change reloads
 * at once; every other process sees it within this time.
 */
export const customisationCacheMs = () => sessionCacheMs();

export const readVersion = async (db: Knex): Promise<number> => {
  const row = await db("app_meta").where({ key: versionKey }).first("value");
  return Number(row?.value ?? 0);
};

/** Marks a change: call it inside the change's transaction (it also queues concurrent changes behind this one's row lock). */
export const bumpVersion = async (trx: Knex.Transaction): Promise<number> => {
  const { rows } = await trx.raw(
    `insert into app_meta (key, value) values (?, '1'::jsonb)
     on conflict (key) do update set value = to_jsonb((app_meta.value #>> '{}')::bigint + 1)
     returning value`,
    [versionKey],
  );
  return Number(rows[0].value);
};

/** Settings in effect: custom fields neither hidden nor in the trash, and the declared fields' changes. */
export const readSettings = async (db: Knex): Promise<FieldSetting[]> =>
  (await db("field_settings")
    .whereNull("deleted_at")
    .where("hidden", false)
    .orderBy(["entity", "position", "id"])
    .select("id", "entity", "name", "custom", "definition", "labels", "position", "hidden", "deleted_at")) as FieldSetting[];

const readLayouts = async (db: Knex): Promise<ListLayout[]> =>
  (await db("list_layouts").select("entity", "columns", "sort", "page_size")) as ListLayout[];

/** A `custom_resources` row as the declaration it stores. */
export const resourceFromRow = (row: Record<string, unknown>): CustomResource =>
  ({
    name: row.name,
    table: row.table_name,
    labels: row.labels,
    group: row.menu_group,
    icon: row.icon ?? null,
    position: row.position,
    label: row.label_field,
    fields: row.fields,
    deleted_at: row.deleted_at ?? null,
  }) as CustomResource;

/** A declaration as its `custom_resources` row (JSON columns as text). */
export const resourceRow = (resource: CustomResource, userId: number | null) => ({
  name: resource.name,
  table_name: resource.table,
  labels: JSON.stringify(resource.labels),
  menu_group: resource.group,
  icon: resource.icon,
  position: resource.position,
  label_field: resource.label,
  fields: JSON.stringify(resource.fields),
  updated_by: userId,
});

/** Custom resources in effect (not in the trash), in menu order. */
export const readResources = async (db: Knex, { trash = false } = {}): Promise<CustomResource[]> =>
  (
    await db("custom_resources")
      .modify((q) => (trash ? q : q.whereNull("deleted_at")))
      .orderBy(["menu_group", "position", "id"])
      .select("name", "table_name", "labels", "menu_group", "icon", "position", "label_field", "fields", "deleted_at")
  ).map(resourceFromRow);

/** Roles an ADMIN created or changed. */
export const readRoles = async (db: Knex): Promise<StoredRole[]> =>
  (await db("roles").orderBy("name").select("name", "grants", "private_fields")) as StoredRole[];

/**
 * The registry of one process as it is now: the modules' declarations with the ADMIN's
 * customisation merged in (custom fields, layouts, custom resources, roles), and the enforcer's
 * policy with it. Every request passes `middleware` first, which compares the version
 * with the database's at most once per `customisationCacheMs` (one primary-key read; most requests
 * cost a clock read) and reloads the settings when it moved. Services read `registry` when they
 * use an entity, so a change reaches validation, lists, exports and imports with no restart.
 */
export class Customisations {
  registry: Registry;
  customisation: Customisation = { version: -1, fields: [], layouts: [], resources: [], roles: [] };
  private checkedAt = 0;
  private checking?: Promise<void>;

  constructor(
    private readonly db: Knex,
    readonly declared: Registry,
    /** The process's enforcer: its policy follows the roles and the custom resources' menu groups. */
    private readonly enforcer?: Enforcer,
  ) {
    this.registry = declared;
  }

  get version() {
    return this.customisation.version;
  }

  /** Reads the version, and the settings when it moved (what a change's own process calls after committing). */
  async load(): Promise<void> {
    const version = await readVersion(this.db);
    if (version !== this.customisation.version) {
      // one after the other: PGlite has one connection, and a pool's worth at start-up is not needed
      const fields = await readSettings(this.db);
      const layouts = await readLayouts(this.db);
      const resources = await readResources(this.db);
      const roles = await readRoles(this.db);
      const registry = mergeRegistry(this.declared, { fields, layouts, resources, roles });
      if (this.enforcer) await refreshEnforcer(this.enforcer, registry, roles);
      this.customisation = { version, fields, layouts, resources, roles };
      this.registry = registry;
    }
    this.checkedAt = Date.now();
  }

  /** Nothing to wait for when checked within the cache time; otherwise the (shared) check. */
  fresh(): Promise<void> | undefined {
    if (Date.now() - this.checkedAt < customisationCacheMs()) return undefined;
    this.checking ??= this.load().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  /** Before every API route: a fresh registry, and its version in `X-Customisation-Version` (the admin reloads when it moves). */
  readonly middleware = (_req: Request, res: Response, next: NextFunction) => {
    const stamp = () => {
      res.setHeader("X-Customisation-Version", String(this.version));
      next();
    };
    const check = this.fresh();
    if (!check) return stamp();
    check.then(stamp, next);
  };
}
