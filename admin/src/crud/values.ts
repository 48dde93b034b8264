import dayjs from "dayjs";
import type { EntityDef, FieldDef } from "@erp/api/entities";
import { fieldsOf } from "./entity";

type Values = Record<string, unknown>;

/** "250" / 250 / "2.5" -> "250.00" / "2.50", by string, never through a float sum. */
export const toMoney = (value: unknown): string => {
  const text = String(value).trim();
  const match = /^(-?\d+)(?:\.(\d{0,2}))?$/.exec(text);
  return match ? `${match[1]}.${(match[2] ?? "").padEnd(2, "0")}` : text;
};

const convert = (field: FieldDef, value: unknown): unknown => {
  if (value === undefined) return undefined;
  switch (field.type) {
    case "json":
      if (typeof value !== "string") return value;
      return value.trim() === "" ? null : JSON.parse(value);
    case "keyvalue":
      return Array.isArray(value)
        ? value
            .filter((row) => row && String(row.key ?? "").trim() !== "")
            .map((row) => ({ key: String(row.key).trim(), value: String(row.value ?? "") }))
        : [];
    case "money":
      return value === "" || value === null ? null : toMoney(value);
    case "password":
      // write-only: blank means "no change"
      return typeof value === "string" && value !== "" ? value : undefined;
    case "lines":
      return Array.isArray(value) ? value.map((row) => toPayload({ fields: field.fields }, row ?? {}, "create")) : [];
    case "string":
    case "text":
    case "email":
    case "phone":
      return value;
    default:
      return value === "" ? null : value;
  }
};

/**
 * Form values -> request body: only declared, writable fields; JSON text parsed; empty key-value
 * rows dropped. On create a field left empty is left out (so the server's default applies);
 * on edit it is sent as null so clearing a value really clears it.
 */
export const toPayload = (entity: Pick<EntityDef, "fields">, values: Values, mode: "create" | "edit"): Values => {
  const payload: Values = {};
  for (const field of fieldsOf(entity)) {
    if (field.readOnly) continue;
    const value = convert(field, values[field.name]);
    if (value === undefined || value === null) {
      if (mode === "edit" && field.type !== "password") payload[field.name] = null;
      continue;
    }
    payload[field.name] = value;
  }
  return payload;
};

/** Initial values of a create form: the declaration's defaults (booleans start false). */
export const defaultValues = (entity: Pick<EntityDef, "fields">): Values => {
  const values: Values = {};
  for (const field of fieldsOf(entity)) {
    if (field.type === "date" && field.default === "today") values[field.name] = dayjs().format("YYYY-MM-DD");
    else if (field.default !== undefined) values[field.name] = field.default;
    else if (field.type === "boolean") values[field.name] = false;
    else if (field.type === "keyvalue" || field.type === "lines") values[field.name] = [];
  }
  return values;
};
