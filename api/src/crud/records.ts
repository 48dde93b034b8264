import type { Knex } from "knex";
import { customKey, type EntityDef, type FieldDef, isMultiple, isOwnColumn, systemFields } from "../entities";
import type { Row } from "../entities/types";

/**
 * A record's shape between the table and the API: the columns it shows, its custom values (`cf_<key>`,
 * kept in the table's `custom_fields` jsonb) flat beside them on the way out and apart on the way in.
 */

type Values = Record<string, unknown>;

/** Columns kept as jsonb: knex needs their values as JSON text (pg would send an array as a PostgreSQL array). */
export const storedAsJson = (field: FieldDef) => field.type === "json" || field.type === "keyvalue" || isMultiple(field);

/** What a record shows of its table's columns: system and declared columns, never internal ones (e.g. password hashes). */
export const shownColumns = (entity: EntityDef): string[] => [
  ...systemFields,
  ...Object.entries(entity.fields)
    .filter(([, f]) => isOwnColumn(f))
    .map(([name]) => name),
];

/** The custom fields a record shows (`cf_<key>`), from its `custom_fields`. */
export const customNames = (entity: EntityDef): string[] =>
  Object.entries(entity.fields)
    .filter(([, f]) => f.custom)
    .map(([name]) => name);

/** A row as a record shows it: the columns named, then each custom value flat under its name (null when unset). */
export const visibleRow = (row: object, columns: readonly string[], custom: readonly string[]): Row => {
  const values = row as Values;
  const stored = (values.custom_fields ?? {}) as Values;
  return Object.fromEntries([
    ...columns.map((name) => [name, values[name]]),
    ...custom.map((name) => [name, stored[customKey(name)] ?? null]),
  ]) as Row;
};

/**
 * Validated values as the table takes them: custom values (`cf_<key>`) apart from the rest, under
 * their keys. Module hooks (`prepare`) see the declared fields only; custom fields are the ADMIN's.
 */
export const splitCustom = (entity: EntityDef, values: Values): [Values, Values] => {
  const declared: Values = {};
  const custom: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (entity.fields[name]?.custom) custom[customKey(name)] = value;
    else declared[name] = value;
  }
  return [declared, custom];
};

/** A new record's `custom_fields`: the values given (nulls left out). */
export const customOnCreate = (custom: Values): string =>
  JSON.stringify(Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null && v !== undefined)));

/** A patch of `custom_fields`: values given are set, blanked ones (null) removed, the others kept. */
export const customOnPatch = (trx: Knex.Transaction, custom: Values) => {
  const set = Object.fromEntries(Object.entries(custom).filter(([, v]) => v !== null));
  const removed = Object.keys(custom).filter((key) => custom[key] === null);
  // keys are [a-z0-9_] (customKeyPattern): a text[] literal needs no quoting
  return trx.raw("(custom_fields || ?::jsonb) - ?::text[]", [JSON.stringify(set), `{${removed.join(",")}}`]);
};
