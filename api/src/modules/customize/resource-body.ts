import { validateFields } from "../../crud/validate";
import {
  type CustomResource,
  customFieldTypes,
  liveFields,
  type Registry,
  type ResourceField,
  resourceGroups,
  resourceIcons,
  resourceNameMax,
  resourceNamePattern,
  resourceRoute,
  systemFields,
} from "../../entities";
import { ApiError, type Message, msg } from "../../http/errors";
import { parseLabels, parseValues } from "./definition";

/**
 * What an ADMIN sends to declare or change a custom resource (`POST|PATCH /api/customize/resources`),
 * checked into the declaration that is stored: every mistake answered with a message per field
 * (`fields.2.key`...), before anything is written.
 */

/** First segments of API paths that are not resources (module routes, the engine's own). */
export const reservedNames = [
  "meta",
  "auth",
  "health",
  "reports",
  "settings",
  "company",
  "backups",
  "roles",
  "customize",
  "dashboard",
  "openapi",
  "resources",
  "views",
  "files",
  "attachments",
  "history",
  "notes",
  "search",
] as const;

/** A resource's field key: a column of its own, so short enough for its index names (PostgreSQL keeps 63 characters). */
export const resourceKeyPattern = /^[a-z][a-z0-9_]{0,29}$/;
/** Keys a column cannot take: the system columns, and what their indexes are called. */
const reservedKeys = new Set<string>([...systemFields, "custom_fields", "trash"]);
/** Types a unique index serves. */
const uniqueTypes = new Set(["string", "integer", "number", "money", "date", "enum", "ref"]);
const flags = ["required", "unique", "list", "filterable", "sortable", "searchable", "private", "inline"] as const;

export const resourceShape = {
  name: { type: "string", maxLength: resourceNameMax },
  labels: { type: "json" },
  group: { type: "enum", values: resourceGroups },
  icon: { type: "enum", values: resourceIcons },
  position: { type: "integer", min: 0, max: 10_000 },
  label: { type: "string", maxLength: 40 },
  fields: { type: "json" },
} as const;

const fieldShape = {
  key: { type: "string", required: true, maxLength: 40 },
  from: { type: "string", maxLength: 40 },
  type: { type: "enum", values: customFieldTypes, required: true },
  labels: { type: "json", required: true },
  values: { type: "json" },
  ref: { type: "string", maxLength: 80 },
  required: { type: "boolean" },
  unique: { type: "boolean" },
  list: { type: "boolean" },
  filterable: { type: "boolean" },
  sortable: { type: "boolean" },
  searchable: { type: "boolean" },
  private: { type: "boolean" },
  inline: { type: "boolean" },
} as const;

/** A field as sent: its declaration, and the key it had before (a rename). */
export type FieldInput = ResourceField & { from?: string };

/** Runs a check, its field errors moved under `prefix` (`fields.2.`). */
const under = <T>(prefix: string, check: () => T): T => {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ApiError) || !Object.keys(error.fields).length) throw error;
    throw ApiError.invalid(Object.fromEntries(Object.entries(error.fields).map(([name, message]) => [`${prefix}${name}`, message])), error.status);
  }
};

const conflict = (field: string, message: Message) => new ApiError(409, message, { [field]: message });

/** One field, checked: key, labels, a choice list's values, a reference's target, flags that fit the type. */
const parseField = (registry: Registry, self: string, body: unknown): FieldInput => {
  const input = validateFields(fieldShape, body ?? {});
  const key = input.key.trim().toLowerCase();
  if (!resourceKeyPattern.test(key)) throw ApiError.invalid({ key: msg("customize.messages.badResourceKey") });
  if (reservedKeys.has(key)) throw ApiError.invalid({ key: msg("customize.messages.reservedKey", { key }) });
  const field: FieldInput = { key, type: input.type, labels: parseLabels(input.labels, true) };
  if (input.from) field.from = input.from;
  for (const flag of flags) if (input[flag]) field[flag] = true;
  if (input.list === false) field.list = false;
  if (field.type === "enum") field.values = parseValues(input.values);
  if (field.type === "ref") {
    if (!input.ref) throw ApiError.invalid({ ref: msg("required") });
    if (input.ref !== self && !registry.entityByName.has(input.ref))
      throw ApiError.invalid({ ref: msg("customize.messages.unknownRef", { ref: input.ref }) });
    field.ref = input.ref;
  }
  if (field.unique && !uniqueTypes.has(field.type)) throw ApiError.invalid({ unique: msg("customize.messages.uniqueType") });
  return field;
};

/** The fields list, each checked, keys used once. */
const parseFields = (registry: Registry, self: string, value: unknown): FieldInput[] => {
  if (!Array.isArray(value) || !value.length) throw ApiError.invalid({ fields: msg("customize.messages.fieldsNeeded") });
  if (value.length > 100) throw ApiError.invalid({ fields: msg("tooLarge", { max: 100 }) });
  const fields = value.map((body, i) => under(`fields.${i}.`, () => parseField(registry, self, body)));
  const seen = new Set<string>();
  fields.forEach((field, i) => {
    if (seen.has(field.key)) throw conflict(`fields.${i}.key`, msg("customize.messages.keyClash", { key: field.key }));
    seen.add(field.key);
  });
  return fields;
};

/** A name no declaration, page, menu group or API path uses, whose list route is free too. */
const checkName = (registry: Registry, name: string, group: string, current?: Pick<CustomResource, "name">) => {
  if (!resourceNamePattern.test(name)) throw ApiError.invalid({ name: msg("customize.messages.badName") });
  if (name === current?.name) return;
  const taken =
    registry.entityByName.has(name) ||
    registry.pages.some((page) => page.name === name) ||
    (registry.groups as readonly string[]).includes(name) ||
    [...registry.entities, ...registry.pages].some((member) => member.menuParent === name) ||
    (reservedNames as readonly string[]).includes(name);
  if (taken) throw conflict("name", msg("customize.messages.nameTaken", { name }));
  const route = resourceRoute({ group: group as CustomResource["group"], name });
  if ([...registry.entities, ...registry.pages].some((member) => member.route === route && member.name !== current?.name))
    throw conflict("name", msg("customize.messages.nameTaken", { name }));
};

/** The label field: a live field that is not long text. */
const checkLabel = (label: string, fields: readonly ResourceField[]) => {
  const field = fields.find((f) => f.key === label);
  if (!field || field.type === "text") throw ApiError.invalid({ label: msg("customize.messages.badLabelField") });
};

/** A new resource's declaration (its table is chosen when it is created). */
export const parseNewResource = (registry: Registry, body: unknown): Omit<CustomResource, "table"> & { fields: FieldInput[] } => {
  const input = validateFields(resourceShape, body ?? {});
  const missing = (["name", "labels", "group", "label", "fields"] as const).filter((name) => input[name] === undefined || input[name] === null);
  if (missing.length) throw ApiError.invalid(Object.fromEntries(missing.map((name) => [name, msg("required")])));
  const name = input.name!.trim();
  checkName(registry, name, input.group!);
  const fields = parseFields(registry, name, input.fields);
  if (fields.some((field) => field.from)) throw ApiError.invalid({ fields: msg("customize.messages.noRenameOnCreate") });
  const label = input.label!.trim().toLowerCase();
  checkLabel(label, fields);
  return {
    name,
    labels: parseLabels(input.labels, true),
    group: input.group!,
    icon: input.icon ?? null,
    position: input.position ?? 0,
    label,
    fields,
  };
};

/** What a change does to the fields: renamed, added, brought back from the trash, changed, removed. */
export interface FieldPlan {
  renamed: [from: string, to: string][];
  added: ResourceField[];
  restored: ResourceField[];
  changed: { before: ResourceField; after: ResourceField }[];
  removed: ResourceField[];
}

/**
 * A change to a resource: what is given replaces what it was. A fields list is the resource's whole
 * set: a field named by its key (or by `from`, its key before a rename) is kept and maybe changed,
 * a new key adds a column, a key removed earlier brings that field back from the trash with its
 * values (same type only), and a live field left out goes to the trash.
 */
export const parseResourceChange = (registry: Registry, current: CustomResource, body: unknown): { next: CustomResource; plan: FieldPlan } => {
  const input = validateFields(resourceShape, body ?? {});
  const name = input.name?.trim() ?? current.name;
  const group = input.group ?? current.group;
  checkName(registry, name, group, current);
  const plan: FieldPlan = { renamed: [], added: [], restored: [], changed: [], removed: [] };
  let fields = current.fields;
  if (input.fields !== undefined && input.fields !== null) {
    const live = new Map(liveFields(current).map((field) => [field.key, field]));
    const trashed = new Map(current.fields.filter((field) => field.deleted_at).map((field) => [field.key, field]));
    const given = parseFields(registry, name, input.fields);
    const kept = new Set<string>();
    const next: ResourceField[] = [];
    given.forEach(({ from, ...field }, i) => {
      const before = live.get(from ?? field.key);
      if (from && !before) throw ApiError.invalid({ [`fields.${i}.from`]: msg("customize.messages.unknownFields", { fields: from }) });
      if (before) {
        if (kept.has(before.key)) throw conflict(`fields.${i}.key`, msg("customize.messages.keyClash", { key: before.key }));
        kept.add(before.key);
        if (before.key !== field.key) {
          if (live.has(field.key) || trashed.has(field.key))
            throw conflict(`fields.${i}.key`, msg("customize.messages.keyClash", { key: field.key }));
          plan.renamed.push([before.key, field.key]);
        }
        plan.changed.push({ before, after: field });
      } else if (trashed.has(field.key)) {
        if (trashed.get(field.key)!.type !== field.type) throw conflict(`fields.${i}.key`, msg("customize.messages.keyInTrash", { key: field.key }));
        plan.restored.push(field);
      } else plan.added.push(field);
      next.push(field);
    });
    plan.removed = [...live.values()].filter((field) => !kept.has(field.key));
    const removedAt = new Date().toISOString();
    const restoredKeys = new Set(plan.restored.map((field) => field.key));
    fields = [
      ...next,
      ...plan.removed.map((field) => ({ ...field, deleted_at: removedAt })),
      ...[...trashed.values()].filter((field) => !restoredKeys.has(field.key)),
    ];
  }
  const label = input.label?.trim().toLowerCase() ?? plan.renamed.find(([from]) => from === current.label)?.[1] ?? current.label;
  checkLabel(label, liveFields({ fields }));
  const next: CustomResource = {
    ...current,
    name,
    group,
    labels: input.labels === undefined || input.labels === null ? current.labels : parseLabels(input.labels, true),
    icon: input.icon === undefined ? current.icon : (input.icon ?? null),
    position: input.position ?? current.position,
    label,
    fields,
  };
  return { next, plan };
};
