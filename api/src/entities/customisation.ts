import type { StoredRole } from "./access";
import { type CustomResource, resourceEntity } from "./custom-resources";
import type { Registry } from "./registry";
import type { EntityDef, FieldDef } from "./types";
import { roles as seedRoles } from "./users";

/**
 * Run-time customisation (pure data, no server imports): what an ADMIN adds to the declarations in
 * the browser (custom fields, relabels, required marks, the list's layout), and how it merges into
 * them. The API validates and queries with the merged declarations and serves them to the admin,
 * which builds its screens from them: one definition, declaration + customisation.
 */

/** A custom field is `cf_<key>` in the API; its value is `<key>` in the table's `custom_fields` jsonb. */
export const customPrefix = "cf_";
export const isCustomName = (name: string) => name.startsWith(customPrefix);
export const customKey = (name: string) => name.slice(customPrefix.length);
/** A key: a lower-case letter, then letters, digits or `_` (it is written into SQL as a literal, and into index names). */
export const customKeyPattern = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * A technical key from an English label, as `customKeyPattern` takes it: "Delivery date" ->
 * "delivery_date", "Café No. 2" -> "cafe_no_2", "2nd phone" -> "f_2nd_phone"; "" when nothing is left.
 */
export const keyFromLabel = (label: string, maxLength = 40): string => {
  const slug = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  const key = /^[0-9]/.test(slug) ? `f_${slug}` : slug;
  return key.slice(0, maxLength).replace(/_+$/, "");
};

export const customFieldTypes = ["string", "text", "integer", "number", "money", "date", "boolean", "enum", "ref"] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

/** The languages a label is given in (the UI's languages). */
export const labelLanguages = ["en", "zh_Hant"] as const;
export type LabelLanguage = (typeof labelLanguages)[number];
export type Labels = Partial<Record<LabelLanguage, string>>;

/** What a custom field is: its type and behaviour, as the ADMIN set them. */
export interface CustomDefinition {
  type: CustomFieldType;
  /** enum: its values (at least one). */
  values?: string[];
  /** ref: the target entity. */
  ref?: string;
  required?: boolean;
  default?: string | number | boolean | null;
  /** Shown as a list column (default true). */
  list?: boolean;
  filterable?: boolean;
  sortable?: boolean;
  searchable?: boolean;
  /** Hidden from roles that may not read the entity's records (`show`), e.g. the employees SALES may only look up. */
  private?: boolean;
  /** Edited in place in the list (`FieldBase.inline`); a long text never is. */
  inline?: boolean;
}

/** What a declared field may get: labels, and `required` (never the reverse of what the code requires). */
export interface DeclaredOverride {
  required?: boolean;
}

/**
 * One row of `field_settings`: a custom field (`custom`, `definition`), or an ADMIN's change to a
 * declared field (`custom` false: labels, and maybe `definition.required`).
 */
export interface FieldSetting {
  id: number;
  entity: string;
  /** `cf_<key>` for a custom field, the declared field's name otherwise. */
  name: string;
  custom: boolean;
  definition: Partial<CustomDefinition>;
  labels: Labels;
  /** Order among the entity's custom fields (forms, show page, default columns). */
  position: number;
  /** Taken out of use: not in the API nor on any screen, values kept; it can be shown again. */
  hidden: boolean;
  /** In the trash since: values kept for the restore window, then purged. */
  deleted_at: string | Date | null;
}

/** One row of `list_layouts`: the list of an entity as the ADMIN arranged it (null = as declared). */
export interface ListLayout {
  entity: string;
  columns: string[] | null;
  sort: { field: string; order: "asc" | "desc" } | null;
  page_size: number | null;
}

export interface Customisation {
  /** Bumped by every change (app_meta `customisation_version`); processes compare it to know when to reload. */
  version: number;
  /** The settings in effect: custom fields neither hidden nor deleted, and the declared fields' changes. */
  fields: readonly FieldSetting[];
  layouts: readonly ListLayout[];
  /** Resources an ADMIN declared (not those in the trash), in menu order. */
  resources: readonly CustomResource[];
  /** Roles an ADMIN created, and seed roles whose grants were changed. */
  roles: readonly StoredRole[];
}

/** Page sizes a layout may choose (the admin's pager offers the same). */
export const layoutPageSizes = [10, 20, 50, 100] as const;

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The field declaration of a run-time definition: the same FieldDef a developer would write. */
export const fieldDefOf = (definition: Partial<CustomDefinition>): FieldDef => {
  const common = defined({
    required: definition.required || undefined,
    default: definition.default ?? undefined,
    list: definition.list ?? true,
    filterable: definition.filterable || undefined,
    sortable: definition.sortable || undefined,
    searchable: definition.searchable || undefined,
    private: definition.private || undefined,
    inline: (definition.inline && definition.type !== "text") || undefined,
  });
  switch (definition.type) {
    case "enum":
      return { ...common, type: "enum", values: definition.values ?? [] };
    case "ref":
      return { ...common, type: "ref", ref: definition.ref ?? "" };
    case "string":
      return { ...common, type: "string", maxLength: 255 };
    case "text":
      return { ...common, type: "text", maxLength: 10_000, list: definition.list ?? false };
    case "integer":
    case "number":
    case "money":
      return { ...common, type: definition.type };
    case "date":
      return { ...common, type: "date" };
    default:
      return { ...common, type: "boolean" };
  }
};

/** The field declaration of a custom field (`cf_<key>`, kept in `custom_fields`): marked `custom`. */
export const customFieldDef = (definition: Partial<CustomDefinition>): FieldDef => ({ ...fieldDefOf(definition), custom: true });

/** Columns every list can sort by besides the declared fields. */
const systemSortable = new Set(["id", "created_at", "updated_at"]);

/**
 * One entity with its customisation: declared fields marked required where the ADMIN said so,
 * custom fields after the declared ones (by position), and the list's layout. An entity nobody
 * customised comes back as the very same object (caches keyed by it stay warm).
 */
export const mergeEntity = (entity: EntityDef, settings: readonly FieldSetting[], layout?: ListLayout): EntityDef => {
  const mine = settings.filter((s) => s.entity === entity.name);
  const required = mine.filter((s) => !s.custom && s.definition.required && entity.fields[s.name] && !entity.fields[s.name].required);
  const custom = mine
    .filter((s) => s.custom && !s.hidden && !s.deleted_at && isCustomName(s.name) && !(s.name in entity.fields))
    .sort((a, b) => a.position - b.position || a.id - b.id);
  if (!required.length && !custom.length && !layout) return entity;

  const fields: Record<string, FieldDef> = { ...entity.fields };
  for (const { name } of required) fields[name] = { ...fields[name], required: true } as FieldDef;
  for (const setting of custom) fields[setting.name] = customFieldDef(setting.definition);
  const merged: EntityDef = { ...entity, fields };
  const columns = layout?.columns?.filter((name) => name in fields);
  if (columns?.length) merged.columns = columns;
  const sort = layout?.sort;
  if (sort && (fields[sort.field]?.sortable || systemSortable.has(sort.field))) merged.defaultSort = { field: sort.field, order: sort.order };
  if (layout?.page_size) merged.pageSize = layout.page_size;
  return merged;
};

/** Every role: the seed roles, then those an ADMIN created. */
export const allRoles = (stored: readonly Pick<StoredRole, "name">[] = []): string[] => [
  ...new Set([...seedRoles, ...stored.map((role) => role.name)]),
];

/** An enum `withRoles` (a user's roles) takes every role as a value. */
const withRoles = (entity: EntityDef, names: readonly string[]): EntityDef => {
  const extended = Object.entries(entity.fields).filter(([, f]) => f.type === "enum" && f.withRoles);
  if (!extended.length || names.length === seedRoles.length) return entity;
  const fields: Record<string, FieldDef> = { ...entity.fields };
  for (const [name, field] of extended) if (field.type === "enum") fields[name] = { ...field, values: [...new Set([...field.values, ...names])] };
  return { ...entity, fields };
};

/** A custom resource's references to resources that are not there (a purged one) are left out, never served broken. */
const withKnownRefs = (entity: EntityDef, known: ReadonlySet<string>): EntityDef => {
  const broken = Object.entries(entity.fields).filter(([, f]) => f.type === "ref" && !known.has(f.ref));
  if (!broken.length) return entity;
  const fields = { ...entity.fields };
  for (const [name] of broken) delete fields[name];
  return { ...entity, fields };
};

/**
 * The registry with every entity's customisation merged in: custom fields and layouts on declared
 * and custom resources alike, the custom resources after the declared entities (menu order), roles an
 * ADMIN created among a user's possible roles (pages, verbs and groups as declared).
 */
export const mergeRegistry = (declared: Registry, customisation: Pick<Customisation, "fields" | "layouts"> & Partial<Customisation>): Registry => {
  const resources = customisation.resources ?? [];
  const roleNames = allRoles(customisation.roles);
  if (!customisation.fields.length && !customisation.layouts.length && !resources.length && roleNames.length === seedRoles.length) return declared;
  const layouts = new Map(customisation.layouts.map((layout) => [layout.entity, layout]));
  const declaredNames = new Set(declared.entities.map((e) => e.name));
  const added = resources.filter((resource) => !declaredNames.has(resource.name)).map(resourceEntity);
  const known = new Set([...declaredNames, ...added.map((e) => e.name)]);
  const entities = [...declared.entities, ...added.map((e) => withKnownRefs(e, known))].map((entity) =>
    withRoles(mergeEntity(entity, customisation.fields, layouts.get(entity.name)), roleNames),
  );
  return { ...declared, entities, entityByName: new Map(entities.map((e) => [e.name, e])) };
};

/**
 * An entity as one user receives it: labels in their language where the ADMIN set them (a custom
 * field without one in that language falls back to English, then to its key), and without private
 * fields when they may not read the entity's records.
 */
export const presentEntity = (
  entity: EntityDef,
  settings: readonly FieldSetting[],
  { language, readsPrivate }: { language: LabelLanguage; readsPrivate: boolean },
): EntityDef => {
  const labels = new Map<string, Labels>(settings.filter((s) => s.entity === entity.name).map((s) => [s.name, s.labels]));
  const hidesPrivate = !readsPrivate && Object.values(entity.fields).some((field) => field.private);
  if (!labels.size && !hidesPrivate && !entity.custom) return entity;
  const fields: Record<string, FieldDef> = {};
  for (const [name, { labels: own, ...field }] of Object.entries(entity.fields)) {
    if (field.private && !readsPrivate) continue;
    // an ADMIN's relabel first, then the field's own labels (a custom resource's), in the user's language, else English
    const given = { ...own, ...labels.get(name) } as Labels;
    const label = given[language] || (field.custom ? given.en || customKey(name) : own ? given.en || name : undefined);
    fields[name] = label ? ({ ...field, label } as FieldDef) : (field as FieldDef);
  }
  const columns = entity.columns?.filter((name) => name in fields);
  const { labels: names, ...rest } = entity;
  const caption = names ? (names as Labels)[language] || (names as Labels).en || entity.name : undefined;
  return { ...rest, fields, ...(entity.columns ? { columns } : {}), ...(caption ? { caption } : {}) };
};
