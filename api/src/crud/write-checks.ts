import type { Knex } from "knex";
import { customKey, type EntityDef, type FieldDef, type Registry } from "../entities";
import { ApiError, msg } from "../http/errors";
import { checkChoices, choiceList } from "./choices";
import { linesFields } from "./lines";

/**
 * What a write checks against the database in its transaction, beyond the values' own validation:
 * references point at live records, values chosen from an ADMIN's list are offered ones.
 */

type Values = Record<string, unknown>;

/** Which of these ids are live records of the ref field's target (one query). */
export const liveIds = async (db: Knex, registry: Registry, field: FieldDef, ids: number[]): Promise<Set<number>> => {
  const target = field.type === "ref" ? registry.entityByName.get(field.ref) : undefined;
  if (!target || !ids.length) return new Set(ids);
  return new Set(
    (await db(target.table)
      .whereIn("id", [...new Set(ids)])
      .whereNull("deleted_at")
      .pluck("id")) as number[],
  );
};

/** References (single, multiple, and in child lines) must point at live records of their targets: one query per field. */
export const checkRefs = async (trx: Knex.Transaction, registry: Registry, entity: EntityDef, values: Values) => {
  const check = async (field: FieldDef, ids: { path: string; id: number }[]) => {
    const found = await liveIds(
      trx,
      registry,
      field,
      ids.map((i) => i.id),
    );
    const missing = ids.filter((i) => !found.has(i.id));
    if (missing.length) throw ApiError.invalid(Object.fromEntries(missing.map((i) => [i.path, msg("refMissing")])));
  };
  for (const [name, field] of Object.entries(entity.fields)) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    if (field.type === "ref") {
      const ids = (Array.isArray(value) ? value : [value]) as number[];
      await check(
        field,
        ids.map((id, i) => ({ path: field.multiple ? `${name}.${i}` : name, id })),
      );
    } else if (field.type === "lines") {
      const rows = value as Values[];
      for (const [child, childField] of Object.entries(field.fields))
        await check(
          childField,
          rows.flatMap((row, i) => (typeof row[child] === "number" ? [{ path: `${name}.${i}.${child}`, id: row[child] as number }] : [])),
        );
    }
  }
};

/** A stored record's references, its lines' included, checked as a create's would be (a restore's check). */
export const checkStoredRefs = async (trx: Knex.Transaction, registry: Registry, entity: EntityDef, id: number) => {
  const refs = Object.entries(entity.fields)
    .filter(([, field]) => field.type === "ref" && !field.readOnly && !field.custom)
    .map(([name]) => name);
  const stored = refs.length ? ((await trx(entity.table).where({ id }).first(refs)) as Values) : {};
  const lines = Object.fromEntries(
    await Promise.all(
      linesFields(entity).map(async ([name, field]) => [name, await trx(field.table).where(field.foreignKey, id).select("*")] as const),
    ),
  );
  await checkRefs(trx, registry, entity, { ...stored, ...lines });
};

/**
 * Values chosen from an ADMIN's list (`choices`) must be offered ones; an edit (`id`) may keep what the
 * record (or its lines) holds after it was deactivated (see crud/choices.ts).
 */
export const checkChosen = async (trx: Knex.Transaction, registry: Registry, entity: EntityDef, values: Values, id?: number) => {
  const chosen = (field: FieldDef) =>
    field.type === "lines" ? Object.values(field.fields).some((child) => choiceList(registry, child)) : Boolean(choiceList(registry, field));
  const names = Object.entries(entity.fields)
    .filter(([name, field]) => name in values && chosen(field))
    .map(([name]) => name);
  if (!names.length) return;
  const stored: Values = {};
  if (id !== undefined)
    for (const name of names) {
      const field = entity.fields[name];
      if (field.type === "lines") stored[name] = await trx(field.table).where(field.foreignKey, id).select("*");
      else if (field.custom) stored[name] = (await trx(entity.table).where({ id }).first("custom_fields"))?.custom_fields?.[customKey(name)];
      else stored[name] = (await trx(entity.table).where({ id }).first(name))?.[name];
    }
  await checkChoices(trx, registry, entity, values, stored);
};
