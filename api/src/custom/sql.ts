import { customKey, type FieldDef } from "../entities";

/**
 * SQL of custom field values (`custom_fields` jsonb, key = the field's name without `cf_`). Keys
 * are checked when a field is added (customKeyPattern) and written as literals, not bindings: an
 * expression index (sort, range) only serves a query whose expression is the same text.
 */

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The value as jsonb: what a list selects as `cf_<key>` (numbers, booleans and strings as JSON gives them). */
export const customJsonSql = (column: string, name: string) => `${column}->${literal(customKey(name))}`;

/** The value as text: `_like` filters and the `q` search. */
export const customTextSql = (column: string, name: string) => `(${column}->>${literal(customKey(name))})`;

const numeric = new Set<FieldDef["type"]>(["integer", "number", "money", "ref"]);

/**
 * What a custom field is compared (`_gte`, `_lte`, `_ne`) and sorted by: numbers as numeric,
 * booleans as boolean, the rest as text (dates are stored YYYY-MM-DD, which sorts as text). The
 * casts are immutable, so the sort index is built on this very expression.
 */
export const customValueSql = (column: string, name: string, field: FieldDef) => {
  const text = customTextSql(column, name);
  if (numeric.has(field.type)) return `(${text}::numeric)`;
  if (field.type === "boolean") return `(${text}::boolean)`;
  return text;
};

/** "12.5" -> "12.50": money is stored as the validator writes it, two decimals. */
const twoDecimals = (value: string) => {
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
};

/** A date filter's value as stored (YYYY-MM-DD), whatever ISO form it came in. */
const isoDate = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : new Date(value).toISOString().slice(0, 10));

/** A filter's value (checked by parseListQuery) as the JSON value stored for it: what containment (`@>`) compares. */
export const customJsonValue = (field: FieldDef, value: string): unknown => {
  switch (field.type) {
    case "integer":
    case "number":
    case "ref":
      return Number(value);
    case "money":
      return twoDecimals(value);
    case "boolean":
      return value === "true";
    case "date":
      return isoDate(value);
    default:
      return value;
  }
};

/** A filter's value for comparing with `customValueSql` (bound as text; PostgreSQL casts it). */
export const customCompareValue = (field: FieldDef, value: string): string => (field.type === "date" ? isoDate(value) : value);

/** `{"<key>": value}`: the containment document of an equality filter, served by the table's GIN index. */
export const customContainment = (name: string, field: FieldDef, value: string) =>
  JSON.stringify({ [customKey(name)]: customJsonValue(field, value) });
