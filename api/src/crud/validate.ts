import { z } from "zod";
import { type EntityDef, type FieldDef, systemFields } from "../entities";
import { isHkid, normalizeHkid } from "../entities/formats";
import { toE164 } from "../entities/phone";
import { ApiError, type Message, msg } from "../http/errors";

/**
 * Server validation generated from a declaration. zod carries catalogue keys as its messages;
 * their parameters (max length, bounds, choices) come from the same declaration.
 */

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);
/** Type errors on a missing value read "input can not be empty". */
const typeError = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined ? "required" : key);

const moneyPattern = /^-?\d{1,12}(\.\d{1,2})?$/;
const numberPattern = /^-?\d+(\.\d+)?$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PostgreSQL cannot store U+0000 in text or jsonb: such a value is refused here, field by field, not by the database. */
export const hasNul = (value: string) => value.includes("\u0000");
const nulFree = (value: unknown): boolean =>
  typeof value === "string"
    ? !hasNul(value)
    : Array.isArray(value)
      ? value.every(nulFree)
      : typeof value === "object" && value !== null
        ? Object.entries(value).every(([k, v]) => !hasNul(k) && nulFree(v))
        : true;

const toNumber = (value: unknown) => (typeof value === "string" && numberPattern.test(value.trim()) ? Number(value) : value);
const toBoolean = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);
/** "12.5" -> "12.50"; string arithmetic only, money never passes through a float. */
const twoDecimals = (value: string) => {
  const [whole, fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(2, "0")}`;
};
/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
export const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const bounded = (schema: z.ZodNumber, field: { min?: number; max?: number }, defaultMin?: number) => {
  const min = field.min ?? defaultMin;
  if (min !== undefined) schema = schema.min(min, min === 0 ? "negative" : "tooSmall");
  if (field.max !== undefined) schema = schema.max(field.max, "tooLarge");
  return schema;
};

/** The schema of one value, before presence rules. */
const valueSchema = (field: Exclude<FieldDef, { type: "lines" }>): z.ZodType => {
  switch (field.type) {
    case "password": {
      let schema = z.string({ error: typeError("invalidValue") }).refine((v) => !hasNul(v), "nulCharacter");
      if (field.minLength) schema = schema.min(field.minLength, "tooShort");
      return schema.max(field.maxLength ?? 128, "tooLong");
    }
    case "string":
    case "email":
    case "phone":
    case "text": {
      let schema = z
        .string({ error: typeError("invalidValue") })
        .trim()
        .refine((v) => !hasNul(v), "nulCharacter");
      if (field.minLength) schema = schema.min(field.minLength, "tooShort");
      schema = schema.max(field.maxLength ?? (field.type === "text" ? 10_000 : 255), "tooLong");
      if (field.format === "hkid") return schema.refine(isHkid, "hkid").transform(normalizeHkid);
      if (field.format === "month") return schema.regex(monthPattern, "invalidMonth");
      if (field.format === "time") return schema.regex(timePattern, "invalidTime");
      // stored in E.164 (a Hong Kong number may be typed without +852)
      if (field.type === "phone") return schema.refine((v) => toE164(v) !== undefined, "phone").transform((v) => toE164(v)!);
      return field.type === "email" ? schema.pipe(z.email("email")) : schema;
    }
    case "number":
      return z.preprocess(toNumber, bounded(z.number({ error: typeError("invalidNumber") }), field));
    case "integer":
      return z.preprocess(toNumber, bounded(z.number({ error: typeError("invalidInteger") }).int("invalidInteger"), field));
    case "money": {
      const min = field.min ?? 0;
      return z
        .preprocess((v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v), z.string({ error: typeError("invalidMoney") }))
        .pipe(z.string().trim().regex(moneyPattern, "invalidMoney"))
        .refine((v) => Number(v) >= min, min === 0 ? "negative" : "tooSmall")
        .refine((v) => field.max === undefined || Number(v) <= field.max, "tooLarge")
        .transform(twoDecimals);
    }
    case "boolean":
      return z.preprocess(toBoolean, z.boolean({ error: typeError("invalidBoolean") }));
    case "date":
      return z
        .string({ error: typeError("invalidDate") })
        .regex(datePattern, "invalidDate")
        .refine(isCalendarDate, "invalidDate");
    case "datetime":
      return z
        .string({ error: typeError("invalidDate") })
        .refine((v) => !Number.isNaN(Date.parse(v)), "invalidDate")
        .transform((v) => new Date(v).toISOString());
    case "enum": {
      const one = z.enum(field.values as [string, ...string[]], { error: typeError("invalidChoice") });
      if (!field.multiple) return one;
      const many = z.array(one, { error: typeError("invalidChoice") }).transform((v) => [...new Set(v)]);
      return field.required ? many.refine((v) => v.length > 0, "required") : many;
    }
    case "ref": {
      const id = z.preprocess(
        toNumber,
        z
          .number({ error: typeError("invalidValue") })
          .int("invalidValue")
          .positive("invalidValue"),
      );
      if (!field.multiple) return id;
      const many = z.array(id, { error: typeError("invalidValue") }).transform((v) => [...new Set(v)]);
      return field.required ? many.refine((v) => v.length > 0, "required") : many;
    }
    case "keyvalue":
      return z.array(
        z.strictObject({
          key: z
            .string({ error: typeError("invalidValue") })
            .trim()
            .refine((v) => !hasNul(v), "nulCharacter")
            .min(1, "required")
            .max(200, "tooLong"),
          value: z
            .string({ error: typeError("invalidValue") })
            .refine((v) => !hasNul(v), "nulCharacter")
            .max(2000, "tooLong"),
        }),
        { error: typeError("invalidValue") },
      );
    case "json":
      return z.json({ error: typeError("invalidValue") }).refine(nulFree, "nulCharacter");
  }
};

/** What a child line carries besides its declared fields; a form sends lines back as it got them. */
const lineSystemFields = ["id", "position"];

/** Drops system and read-only members (the server's to set) from an object; other values pass as they are. */
const withoutIgnored = (fields: Record<string, FieldDef>, system: readonly string[]) => {
  const ignored = new Set<string>([
    ...system,
    ...Object.entries(fields)
      .filter(([, f]) => f.readOnly)
      .map(([n]) => n),
  ]);
  return (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([name]) => !ignored.has(name)))
      : value;
};

const fieldSchema = (field: FieldDef, mode: "create" | "patch"): z.ZodType => {
  const inner =
    field.type === "lines"
      ? z.array(z.preprocess(withoutIgnored(field.fields, [...lineSystemFields, field.foreignKey]), objectSchema(field.fields, "create")), {
          error: typeError("invalidValue"),
        })
      : valueSchema(field);
  if (field.required) {
    const present = z.preprocess((v) => (blank(v) ? undefined : v), inner);
    return mode === "patch" ? present.optional() : present;
  }
  return z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? null : v), inner.nullable()).optional();
};

const objectSchema = (fields: Record<string, FieldDef>, mode: "create" | "patch") =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, field]) => !field.readOnly)
        .map(([name, field]) => [name, fieldSchema(field, mode)]),
    ),
  );

/** Parameters for a message, from the declaration of the field it is about. */
const paramsFor = (key: string, field: FieldDef | undefined): Record<string, string | number> | undefined => {
  if (!field) return undefined;
  if (key === "tooLong" && "maxLength" in field) return { max: field.maxLength ?? (field.type === "text" ? 10_000 : 255) };
  if (key === "tooShort" && "minLength" in field) return { min: field.minLength ?? 0 };
  if (key === "tooSmall" && "min" in field) return { min: field.min ?? 0 };
  if (key === "tooLarge" && "max" in field) return { max: field.max ?? 0 };
  if (key === "invalidChoice" && field.type === "enum") return { values: field.values.join(", ") };
  return undefined;
};

const fieldAt = (fields: Record<string, FieldDef>, path: PropertyKey[]): FieldDef | undefined => {
  const field = fields[String(path[0])];
  return field?.type === "lines" && path.length > 2 ? fieldAt(field.fields, path.slice(2)) : field;
};

const toFieldErrors = (fields: Record<string, FieldDef>, issues: z.core.$ZodIssue[]) => {
  const errors: Record<string, Message> = {};
  for (const issue of issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const name = path.join(".");
      const field = fieldAt(fields, path);
      const key =
        issue.code === "unrecognized_keys"
          ? "unknownField"
          : issue.message === "required" && field?.requiredMessage
            ? field.requiredMessage
            : issue.message;
      errors[name] ??= msg(key, paramsFor(key, field));
    }
  }
  return errors;
};

/** The value a field's validation gives back: money and dates as strings, ids and numbers as numbers. */
type ValueOf<F extends FieldDef> = F extends { type: "enum"; values: readonly (infer V)[]; multiple: true }
  ? V[]
  : F extends { type: "enum"; values: readonly (infer V)[] }
    ? V
    : F extends { type: "ref"; multiple: true }
      ? number[]
      : F extends { type: "ref" | "number" | "integer" }
        ? number
        : F extends { type: "boolean" }
          ? boolean
          : F extends { type: "lines" }
            ? Record<string, unknown>[]
            : F extends { type: "json" | "keyvalue" }
              ? unknown
              : string;
/** Clean values of a set of fields: required ones always present, the others possibly null or absent. */
export type ValuesOf<Fields extends Record<string, FieldDef>> = {
  [K in keyof Fields]: Fields[K] extends { required: true } ? ValueOf<Fields[K]> : ValueOf<Fields[K]> | null | undefined;
};

/** A field's default; `"today"` on a date field is the caller's `today` (the company's date, see clock.ts). */
const defaultOf = (field: FieldDef, today: string | undefined) => {
  if (field.type !== "date" || field.default !== "today") return field.default;
  if (!today) throw new Error("a date defaulting to today needs the caller's today");
  return today;
};

const bodies = new WeakMap<Record<string, FieldDef>, z.ZodType>();

/**
 * The body of a business action (`POST /orders/:id/status {status, reason}`), declared as fields
 * like an entity's and checked by the same validator, with the same catalogue messages.
 */
export const validateFields = <const Fields extends Record<string, FieldDef>>(fields: Fields, body: unknown, today?: string): ValuesOf<Fields> => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw ApiError.badRequest("badRequest");
  const input: Record<string, unknown> = { ...body };
  for (const [name, field] of Object.entries(fields))
    if (input[name] === undefined && field.default !== undefined) input[name] = defaultOf(field, today);
  let schema = bodies.get(fields);
  if (!schema) bodies.set(fields, (schema = objectSchema(fields, "create")));
  const result = schema.safeParse(input);
  if (!result.success) throw ApiError.invalid(toFieldErrors(fields, result.error.issues));
  return result.data as ValuesOf<Fields>;
};

/** Built once per declaration object: a customised entity is a new object, so a change gets a new schema. */
const cache = new WeakMap<EntityDef, Partial<Record<"create" | "patch", z.ZodType>>>();
const schemaFor = (entity: EntityDef, mode: "create" | "patch") => {
  const schemas = cache.get(entity) ?? cache.set(entity, {}).get(entity)!;
  return (schemas[mode] ??= objectSchema(entity.fields, mode));
};

/**
 * Checks a create or patch body against the declaration; returns the clean values (money as
 * two-decimal strings, blanks as null). System and read-only fields are ignored, unknown ones rejected.
 */
export const validateInput = (entity: EntityDef, body: unknown, mode: "create" | "patch", today?: string): Record<string, unknown> => {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw ApiError.badRequest("badRequest");
  const input = withoutIgnored(entity.fields, systemFields)(body) as Record<string, unknown>;
  if (mode === "create") {
    // a read-only field's default is the database's to set (the client never writes it)
    for (const [name, field] of Object.entries(entity.fields))
      if (input[name] === undefined && field.default !== undefined && !field.readOnly) input[name] = defaultOf(field, today);
  }
  const result = schemaFor(entity, mode).safeParse(input);
  if (!result.success) throw ApiError.invalid(toFieldErrors(entity.fields, result.error.issues));
  return Object.fromEntries(Object.entries(result.data as Record<string, unknown>).filter(([, v]) => v !== undefined));
};
