import { type CustomDefinition, fieldDefOf, type Labels } from "./customisation";
import type { EntityDef, FieldDef, MenuGroup } from "./types";

/**
 * Resources an ADMIN declares at run time (pure data, no server imports): stored as declarations in
 * `custom_resources`, each with a table of its own whose fields are real columns named by their keys.
 * `resourceEntity` turns one into the same EntityDef a developer would write, so the one engine
 * (validation, lists, filters, CSV, trash, screens) serves it like any declared entity.
 */

/** Icons a custom resource may show in the menu (the admin draws them; anything else is refused). */
export const resourceIcons = [
  "car",
  "tool",
  "book",
  "calendar",
  "file",
  "folder",
  "home",
  "shop",
  "team",
  "user",
  "tag",
  "box",
  "gift",
  "bank",
  "trophy",
  "flag",
] as const;
export type ResourceIcon = (typeof resourceIcons)[number];

/** A resource's name: lower-case words joined by `-`, starting with a letter (URL, policy object, locale key). */
export const resourceNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const resourceNameMax = 40;

/** Groups a resource may live in (the dashboard is a page of its own, not a menu of resources). */
export const resourceGroups = ["sales", "service", "quotation", "accounting", "human-resource", "vendor", "partner", "settings"] as const;

/** One field of a custom resource: a column of its table named by `key`, its labels and behaviour. */
export interface ResourceField extends Omit<CustomDefinition, "default"> {
  key: string;
  labels: Labels;
  /** Backed by a unique index among live rows. */
  unique?: boolean;
  /** Removed: out of the API at once, its column kept for the restore window, then dropped. */
  deleted_at?: string | null;
}

/** A custom resource as stored (`custom_resources`) and as `GET /api/customize/resources/:name` gives it. */
export interface CustomResource {
  name: string;
  table: string;
  labels: Labels;
  group: MenuGroup;
  icon: ResourceIcon | null;
  /** Order among the group's custom resources in the menu (after the declared entries). */
  position: number;
  /** The field that names a record. */
  label: string;
  fields: ResourceField[];
  deleted_at?: string | Date | null;
}

/** Live fields (not removed), in their order. */
export const liveFields = (resource: Pick<CustomResource, "fields">): ResourceField[] => resource.fields.filter((field) => !field.deleted_at);

/** The field declaration of a resource's field: the FieldDef a developer would write, with both labels. */
export const resourceFieldDef = (field: ResourceField): FieldDef => {
  const def = fieldDefOf(field) as FieldDef;
  return { ...def, ...(field.unique ? { unique: true } : {}), labels: field.labels };
};

/** The admin route of a resource's list. */
export const resourceRoute = (resource: Pick<CustomResource, "group" | "name">) => `/${resource.group}/${resource.name}`;

/** The declaration of a custom resource, as the engine and the admin use every entity. */
export const resourceEntity = (resource: CustomResource): EntityDef => {
  const fields = Object.fromEntries(liveFields(resource).map((field) => [field.key, resourceFieldDef(field)]));
  const label = resource.label in fields ? resource.label : (Object.keys(fields)[0] ?? "id");
  return {
    name: resource.name,
    table: resource.table,
    group: resource.group,
    route: resourceRoute(resource),
    label,
    fields,
    defaultSort: fields[label]?.sortable ? { field: label, order: "asc" } : { field: "id", order: "desc" },
    importable: true,
    custom: true,
    labels: resource.labels,
    ...(resource.icon ? { icon: resource.icon } : {}),
  };
};
