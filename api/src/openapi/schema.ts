import type { EntityDef, FieldDef } from "../entities";

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 speaks) of the declarations: a field, a body of fields (an
 * action's or an entity's create/patch), an entity's record as the API answers it. The same
 * declarations drive validate.ts; this file says in JSON Schema what that validator accepts.
 */

export type JsonSchema = Record<string, unknown>;

export const moneyPattern = "^-?\\d{1,12}(\\.\\d{1,2})?$";

const nullable = (schema: JsonSchema): JsonSchema =>
  typeof schema.type === "string"
    ? { ...schema, type: [schema.type, "null"], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) }
    : { anyOf: [schema, { type: "null" }] };

/** The schema of one value (not null), as sent (`input`) or as answered (`output`). */
export const valueSchema = (field: FieldDef, io: "input" | "output"): JsonSchema => {
  const base: JsonSchema = field.label ? { title: field.label } : {};
  switch (field.type) {
    case "password":
      return {
        ...base,
        type: "string",
        writeOnly: true,
        ...(field.minLength ? { minLength: field.minLength } : {}),
        maxLength: field.maxLength ?? 128,
      };
    case "string":
    case "email":
    case "phone":
    case "text": {
      const schema: JsonSchema = { ...base, type: "string", maxLength: field.maxLength ?? (field.type === "text" ? 10_000 : 255) };
      if (field.minLength) schema.minLength = field.minLength;
      if (field.type === "email") schema.format = "email";
      if (field.type === "phone") schema.description = "E.164 (a number without a country code is a Hong Kong one)";
      if (field.format === "month") schema.pattern = "^\\d{4}-(0[1-9]|1[0-2])$";
      if (field.format === "time") schema.pattern = "^([01]\\d|2[0-3]):[0-5]\\d$";
      if (field.format === "hkid") schema.description = "Hong Kong identity card number";
      return schema;
    }
    case "number":
    case "integer": {
      const schema: JsonSchema = { ...base, type: field.type };
      if (field.min !== undefined) schema.minimum = field.min;
      if (field.max !== undefined) schema.maximum = field.max;
      return schema;
    }
    case "money":
      // sent as a string with two decimals (a number is taken too); answered as a string
      return { ...base, type: "string", pattern: moneyPattern, description: "money, two decimals" };
    case "boolean":
      return { ...base, type: "boolean" };
    case "date":
      return { ...base, type: "string", format: "date" };
    case "datetime":
      return { ...base, type: "string", format: "date-time" };
    case "enum": {
      const one: JsonSchema = { type: "string", enum: [...field.values] };
      return field.multiple ? { ...base, type: "array", items: one, uniqueItems: io === "output" } : { ...base, ...one };
    }
    case "ref": {
      const id: JsonSchema = { type: "integer", minimum: 1, description: `id of ${field.ref}` };
      return field.multiple ? { ...base, type: "array", items: id } : { ...base, ...id };
    }
    case "keyvalue":
      return {
        ...base,
        type: "array",
        items: {
          type: "object",
          properties: { key: { type: "string", minLength: 1, maxLength: 200 }, value: { type: "string", maxLength: 2000 } },
          required: ["key", "value"],
          additionalProperties: false,
        },
      };
    case "json":
      return base;
    case "lines":
      return { ...base, type: "array", items: io === "input" ? bodySchema(field.fields, "create") : recordOfFields(field.fields, ["id"]) };
  }
};

/**
 * A body of fields as validate.ts checks it: required fields must be present on create (not on a
 * patch, nor when they have a default), others may be null; read-only fields are not written, any
 * other member is refused.
 */
export const bodySchema = (fields: Record<string, FieldDef>, mode: "create" | "patch"): JsonSchema => {
  const writable = Object.entries(fields).filter(([, field]) => !field.readOnly);
  const required = writable.filter(([, field]) => mode === "create" && field.required && field.default === undefined).map(([name]) => name);
  return {
    type: "object",
    properties: Object.fromEntries(
      writable.map(([name, field]) => {
        const schema = valueSchema(field, "input");
        if (field.default !== undefined && field.default !== "today")
          schema.default = Array.isArray(field.default) ? [...field.default] : field.default;
        return [name, field.required ? schema : nullable(schema)];
      }),
    ),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
};

const systemSchemas: Record<string, JsonSchema> = {
  id: { type: "integer" },
  created_at: { type: "string", format: "date-time" },
  updated_at: { type: "string", format: "date-time" },
  created_by: { type: ["integer", "null"] },
  updated_by: { type: ["integer", "null"] },
  deleted_at: { type: ["string", "null"], format: "date-time" },
};

/** A record of fields as answered: every field present (possibly null), passwords never. */
const recordOfFields = (fields: Record<string, FieldDef>, system: readonly string[]): JsonSchema => {
  const answered = Object.entries(fields).filter(([, field]) => field.type !== "password");
  return {
    type: "object",
    properties: {
      ...Object.fromEntries(system.map((name) => [name, systemSchemas[name]])),
      ...Object.fromEntries(
        answered.map(([name, field]) => [name, field.required ? valueSchema(field, "output") : nullable(valueSchema(field, "output"))]),
      ),
    },
    required: [...system.filter((name) => name === "id")],
  };
};

/** One record of an entity as its routes answer it (lines nested). */
export const recordSchema = (entity: EntityDef): JsonSchema => recordOfFields(entity.fields, Object.keys(systemSchemas));
