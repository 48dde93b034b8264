import { listedByDefault, type EntityDef, type FieldDef, type NamedField, type Registry, type Row } from "@erp/api/entities";
import type { BaseKey } from "@refinedev/core";
import type { TFunction } from "i18next";

export type Field = NamedField;
export type { Row };

export type ScreenKind = "list" | "create" | "edit" | "show";

/** The declaration's fields in declaration order, each with its name. */
export const fieldsOf = (entity: Pick<EntityDef, "fields">): Field[] =>
  Object.entries(entity.fields).map(([name, def]) => ({ ...def, name }) as Field);

/**
 * The list's columns: `names` when given (a saved view's), else the ADMIN's layout (`columns`), else
 * the fields shown in lists by default; names that are no field (any more) are left out.
 */
export const listedFields = (entity: EntityDef, names: readonly string[] | undefined = entity.columns): Field[] => {
  const fields = fieldsOf(entity);
  if (!names?.length) return fields.filter(listedByDefault);
  return names.flatMap((name) => fields.filter((field) => field.name === name && field.type !== "lines" && field.type !== "password"));
};

/** Fields a user may choose as list columns. */
export const listableFields = (entity: EntityDef): Field[] => fieldsOf(entity).filter((field) => !["lines", "password"].includes(field.type));

/** The system times a declaration lists (`timestamps`), as sortable, date-range-filterable columns. */
export const timestampFields = (entity: EntityDef): Field[] =>
  (entity.timestamps ?? []).map((name) => ({ name, type: "datetime", sortable: true, filterable: true }));

/** Fields a record shows: everything but write-only passwords. */
export const shownFields = (entity: Pick<EntityDef, "fields">): Field[] => fieldsOf(entity).filter((field) => field.type !== "password");

/** Whether clients may create, edit or delete records of this entity (`operations`, default all). */
export const allowsOperation = (entity: EntityDef, operation: "create" | "edit" | "delete"): boolean =>
  (entity.operations ?? ["create", "edit", "delete"]).includes(operation);

export const filterableFields = (entity: EntityDef): Field[] =>
  fieldsOf(entity).filter((field) => field.filterable && !["json", "keyvalue", "lines", "password"].includes(field.type));

export const refTarget = (registry: Pick<Registry, "entityByName">, field: FieldDef): EntityDef | undefined =>
  field.type === "ref" ? registry.entityByName.get(field.ref) : undefined;

/** The ids a ref value holds: one id, the array of a multiple ref, or none. */
export const refIds = (value: unknown): BaseKey[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is BaseKey => id !== null && id !== undefined && id !== "");

/**
 * A field's label: the one an ADMIN set (a custom field's, a relabel; the registry carries it in
 * the user's language), else `products.fields.code`; system columns (id, created_at, ...) fall back
 * to the shared `fields.*` keys.
 */
export const fieldLabel = (t: TFunction, resource: string, field: string | Pick<Field, "name" | "label">): string => {
  if (typeof field !== "string" && field.label) return field.label;
  const name = typeof field === "string" ? field : field.name;
  return t(`${resource}.fields.${name}`, { defaultValue: t(`fields.${name}`, { defaultValue: name }) });
};

/** `<resource>.values.<field>.<value>`, falling back to the raw value. */
export const enumLabel = (t: TFunction, resource: string, field: string, value: unknown): string =>
  value === null || value === undefined ? "" : t(`${resource}.values.${field}.${String(value)}`, { defaultValue: String(value) });

export const resourceTitle = (t: TFunction, resource: string, kind: ScreenKind): string =>
  t(`${resource}.titles.${kind}`, { defaultValue: t(`${resource}.${resource}`, { defaultValue: resource }) });

/** The name a record goes by: its declaration's label field, else `#id`. */
export const recordLabel = (entity: EntityDef | undefined, record: Record<string, unknown> | undefined): string => {
  if (!record) return "";
  const label = entity ? record[entity.label] : undefined;
  return label === null || label === undefined || label === "" ? `#${String(record.id ?? "")}` : String(label);
};

/** A child field of a lines field: `<resource>.<lines>.fields.<child>`, else the shared `fields.*`. */
export const lineFieldLabel = (t: TFunction, resource: string, lines: string, child: string): string =>
  t(`${resource}.${lines}.fields.${child}`, { defaultValue: t(`fields.${child}`, { defaultValue: child }) });

/** Whether a field applies to a record (its declaration's `visibleWhen`, e.g. return-only fields of a stock movement). */
export const isVisible = (field: Pick<Field, "visibleWhen">, record: Record<string, unknown> | undefined): boolean =>
  !field.visibleWhen || field.visibleWhen.values.includes(record?.[field.visibleWhen.field] as string | number | boolean);
