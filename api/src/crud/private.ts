import type { EntityDef } from "../entities";
import { ApiError, msg } from "../http/errors";

/**
 * What a user whose roles do not read private fields (`private_fields` of /api/roles) sees of an
 * entity: the same declaration without the fields marked private. Lists, filters, sort, search and
 * exports run on it; records go out without those fields; a write naming one is refused like an
 * unknown field. Built once per declaration object.
 */
const views = new WeakMap<EntityDef, EntityDef>();

export const hasPrivate = (entity: EntityDef) => Object.values(entity.fields).some((field) => field.private);

export const withoutPrivate = (entity: EntityDef): EntityDef => {
  if (!hasPrivate(entity)) return entity;
  let view = views.get(entity);
  if (!view) {
    const fields = Object.fromEntries(Object.entries(entity.fields).filter(([, field]) => !field.private));
    const columns = entity.columns?.filter((name) => name in fields);
    const defaultSort =
      entity.defaultSort.field in fields || !entity.fields[entity.defaultSort.field] ? entity.defaultSort : { field: "id", order: "desc" as const };
    view = { ...entity, fields, defaultSort, ...(entity.columns ? { columns } : {}) };
    views.set(entity, view);
  }
  return view;
};

/** A record (or a list's rows) without the private fields. */
export const stripPrivate = <T extends Record<string, unknown>>(entity: EntityDef, row: T): T => {
  if (!hasPrivate(entity)) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const [name, field] of Object.entries(entity.fields)) if (field.private) delete copy[name];
  return copy as T;
};

/** A write that names a private field, from a user who may not read it: 400, as for a field that is not there. */
export const refusePrivateInput = (entity: EntityDef, body: unknown) => {
  if (!body || typeof body !== "object") return;
  const named = Object.keys(body).filter((name) => entity.fields[name]?.private);
  if (named.length) throw ApiError.invalid(Object.fromEntries(named.map((name) => [name, msg("unknownField")])));
};
