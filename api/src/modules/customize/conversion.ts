import type { Knex } from "knex";
import { type CustomDefinition, customKey, type Registry } from "../../entities";

/**
 * A custom field's values when its definition changes (type, enum values, ref target): how many
 * records hold a value the new definition cannot take (then the change is refused, saying how
 * many), and the values rewritten as the new type stores them. Every row counts, the trash too:
 * a restored record must still fit its fields. `fits` serves a custom resource's columns too.
 */

const text = (key: string) => `(custom_fields->>'${key}')`;
const present = (key: string) => `custom_fields->'${key}' is not null`;

/** The table of a reference's target resource. */
export type TableOf = (resource: string) => string | undefined;
export const tablesOf =
  (registry: Registry): TableOf =>
  (resource) =>
    registry.entityByName.get(resource)?.table;

/**
 * SQL that is true when `t` (a value as text) fits the definition (no `?` in it: knex reads those as
 * bindings; an enum's values are bound).
 */
export const fits = (
  t: string,
  definition: Pick<CustomDefinition, "type" | "values" | "ref">,
  tableOf: TableOf,
  bindings: Knex.RawBinding[],
): string => {
  switch (definition.type) {
    case "string":
      return `length(${t}) <= 255`;
    case "text":
      return `length(${t}) <= 10000`;
    case "integer":
      return `${t} ~ '^-{0,1}\\d{1,15}(\\.0+){0,1}$'`;
    case "number":
      return `${t} ~ '^-{0,1}\\d{1,20}(\\.\\d{1,12}){0,1}$'`;
    case "money":
      return `(case when ${t} ~ '^-{0,1}\\d{1,12}(\\.\\d{1,2}){0,1}$' then ${t}::numeric >= 0 else false end)`;
    case "date":
      return `${t} ~ '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'`;
    case "boolean":
      return `${t} in ('true', 'false')`;
    case "enum":
      bindings.push(`{${(definition.values ?? []).map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`);
      return `${t} = any(?::text[])`;
    case "ref":
      return `(case when ${t} ~ '^\\d{1,9}$' then exists (select 1 from "${tableOf(definition.ref ?? "")}" r where r.id = ${t}::int and r.deleted_at is null) else false end)`;
  }
};

/** How a value is kept in the jsonb: as a JSON string, number, boolean, or money's two-decimal string. */
const storage = (type: CustomDefinition["type"]) =>
  type === "number" || type === "ref" ? "number" : type === "integer" || type === "boolean" || type === "money" ? type : "string";

const stored = (key: string, type: CustomDefinition["type"]) => {
  const t = text(key);
  switch (storage(type)) {
    case "number":
      return `to_jsonb(${t}::numeric)`;
    case "integer":
      return `to_jsonb((${t}::numeric)::bigint)`;
    case "money":
      return `to_jsonb((${t}::numeric(14,2))::text)`;
    case "boolean":
      return `to_jsonb(${t}::boolean)`;
    default:
      return `to_jsonb(${t})`;
  }
};

/** Whether going from one definition to the other needs the values checked. */
export const changesValues = (from: Partial<CustomDefinition>, to: CustomDefinition) =>
  from.type !== to.type ||
  (to.type === "enum" && (from.values ?? []).some((value) => !to.values?.includes(value))) ||
  (to.type === "ref" && from.ref !== to.ref);

/** Records (trash included) holding a value of `name` that `definition` cannot take. */
export const blockingRows = async (
  trx: Knex.Transaction,
  table: string,
  name: string,
  definition: CustomDefinition,
  registry: Registry,
): Promise<number> => {
  const key = customKey(name);
  const bindings: Knex.RawBinding[] = [];
  const condition = fits(text(key), definition, tablesOf(registry), bindings);
  const { rows } = await trx.raw(`select count(*) as n from "${table}" where ${present(key)} and not ${condition}`, bindings);
  return Number(rows[0].n);
};

/** Rewrites the values as the new type keeps them (only when the way they are kept changes). */
export const convertValues = async (trx: Knex.Transaction, table: string, name: string, from: Partial<CustomDefinition>, to: CustomDefinition) => {
  if (from.type && storage(from.type) === storage(to.type)) return;
  const key = customKey(name);
  await trx.raw(`update "${table}" set custom_fields = jsonb_set(custom_fields, '{${key}}', ${stored(key, to.type)}) where ${present(key)}`);
};

/** Removes a purged field's values from every record. */
export const removeValues = async (trx: Knex.Transaction, table: string, name: string) => {
  const key = customKey(name);
  await trx.raw(`update "${table}" set custom_fields = custom_fields - '${key}' where ${present(key)}`);
};
