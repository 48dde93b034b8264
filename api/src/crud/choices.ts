import type { Knex } from "knex";
import type { EntityDef, FieldDef, Registry } from "../entities";
import { ApiError, type Message, msg } from "../http/errors";

/**
 * Fields whose value is chosen from an ADMIN's list (`choices: "<resource>"`, e.g. payment methods):
 * the engine checks them on every write by the list's declaration, knowing no module.
 */

/** The list a field chooses from, when it declares one and the list's entity is loaded. */
export const choiceList = (registry: Pick<Registry, "entityByName">, field: FieldDef | undefined): EntityDef | undefined => {
  if (!field || field.type === "lines" || !("choices" in field) || !field.choices) return undefined;
  const list = registry.entityByName.get(field.choices);
  return list?.choices ? list : undefined;
};

/** Of these keys, which are on the list (live records) and whether each is still offered. */
export const choiceStates = async (db: Knex, list: EntityDef, keys: readonly string[]): Promise<Map<string, boolean>> => {
  const { key, active } = list.choices!;
  if (!keys.length) return new Map();
  const rows = (await db(list.table)
    .whereIn(key, [...new Set(keys)])
    .whereNull("deleted_at")
    .select(key, active)) as Record<string, unknown>[];
  return new Map(rows.map((row) => [String(row[key]), Boolean(row[active])]));
};

/** The message for a key the list refuses, or undefined when it is offered (or kept as it was stored). */
export const choiceRefusal = (states: Map<string, boolean>, value: string, kept = false): Message | undefined => {
  if (kept) return undefined;
  const state = states.get(value);
  if (state === undefined) return msg("choiceUnknown");
  return state ? undefined : msg("choiceInactive");
};

/**
 * Refuses (400, per field) a value that is not on its list or is no longer offered; an edit may keep a
 * value the record holds (`stored`: its columns, its lines' rows) after it was deactivated. Checks child
 * lines too (`payments.0.payment_method`).
 */
export const checkChoices = async (
  db: Knex,
  registry: Pick<Registry, "entityByName">,
  entity: EntityDef,
  values: Record<string, unknown>,
  stored: Record<string, unknown> = {},
): Promise<void> => {
  const errors: Record<string, Message> = {};
  const check = async (field: FieldDef, items: { path: string; value: unknown }[], storedValues: unknown[]) => {
    const list = choiceList(registry, field);
    const given = items.filter((item): item is { path: string; value: string } => typeof item.value === "string" && item.value !== "");
    if (!list || !given.length) return;
    const states = await choiceStates(
      db,
      list,
      given.map((item) => item.value),
    );
    for (const item of given) {
      const refusal = choiceRefusal(states, item.value, storedValues.includes(item.value));
      if (refusal) errors[item.path] = refusal;
    }
  };
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!(name in values)) continue;
    if (field.type === "lines") {
      const rows = (Array.isArray(values[name]) ? values[name] : []) as Record<string, unknown>[];
      for (const [child, childField] of Object.entries(field.fields))
        await check(
          childField,
          rows.map((row, i) => ({ path: `${name}.${i}.${child}`, value: row[child] })),
          ((Array.isArray(stored[name]) ? stored[name] : []) as Record<string, unknown>[]).map((row) => row[child]),
        );
    } else await check(field, [{ path: name, value: values[name] }], name in stored ? [stored[name]] : []);
  }
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
};

/** Where records store a list's keys (columns of entities and of their lines): what an in-use check reads. */
export const choiceUses = (registry: Registry, listName: string): { table: string; column: string }[] =>
  registry.entities.flatMap((entity) =>
    Object.entries(entity.fields).flatMap(([column, field]) => {
      if (field.type === "lines")
        return Object.entries(field.fields)
          .filter(([, child]) => "choices" in child && child.choices === listName)
          .map(([child]) => ({ table: field.table, column: child }));
      return "choices" in field && field.choices === listName && !field.custom ? [{ table: entity.table, column }] : [];
    }),
  );
