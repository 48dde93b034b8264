import { validateFields } from "../../crud/validate";
import {
  type CustomDefinition,
  customFieldDef,
  customFieldTypes,
  customKeyPattern,
  type EntityDef,
  labelLanguages,
  type Labels,
  type Registry,
  systemFields,
} from "../../entities";
import { ApiError, type Message, msg } from "../../http/errors";

/**
 * What an ADMIN sends to add or change a custom field, checked into a definition the registry can
 * merge: bad configuration is refused with a message per field, before anything is written.
 */

const flags = ["required", "list", "filterable", "sortable", "searchable", "private", "inline"] as const;

const definitionFields = {
  type: { type: "enum", values: customFieldTypes },
  labels: { type: "json" },
  values: { type: "json" },
  ref: { type: "string", maxLength: 80 },
  default: { type: "json" },
  required: { type: "boolean" },
  list: { type: "boolean" },
  filterable: { type: "boolean" },
  sortable: { type: "boolean" },
  searchable: { type: "boolean" },
  private: { type: "boolean" },
  inline: { type: "boolean" },
} as const;

export const addFields = {
  ...definitionFields,
  key: { type: "string", required: true, maxLength: 40 },
  type: { type: "enum", values: customFieldTypes, required: true },
  labels: { type: "json", required: true },
} as const;

export const changeFields = {
  ...definitionFields,
  hidden: { type: "boolean" },
  position: { type: "integer", min: 0, max: 100_000 },
} as const;

const labelMax = 100;

/** `{en, zh_Hant}`: trimmed, at most 100 characters; blank ones left out; English required where `needsEnglish`. */
export const parseLabels = (value: unknown, needsEnglish: boolean): Labels => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw ApiError.invalid({ labels: msg("invalidValue") });
  const labels: Labels = {};
  const errors: Record<string, Message> = {};
  for (const [language, text] of Object.entries(value)) {
    if (!(labelLanguages as readonly string[]).includes(language)) errors[`labels.${language}`] = msg("unknownField");
    else if (text !== null && typeof text !== "string") errors[`labels.${language}`] = msg("invalidValue");
    else if (text && text.trim().length > labelMax) errors[`labels.${language}`] = msg("tooLong", { max: labelMax });
    else if (text?.trim()) labels[language as keyof Labels] = text.trim();
  }
  if (needsEnglish && !labels.en) errors["labels.en"] ??= msg("required");
  if (Object.keys(errors).length) throw ApiError.invalid(errors);
  return labels;
};

/** An enum's values: strings, trimmed, each once; at least one. */
export const parseValues = (value: unknown): string[] => {
  if (value !== undefined && value !== null && !Array.isArray(value)) throw ApiError.invalid({ values: msg("invalidValue") });
  const values = [...new Set((value ?? []).map((v: unknown) => (typeof v === "string" ? v.trim() : v)))];
  if (values.some((v) => typeof v !== "string" || !v || v.length > labelMax)) throw ApiError.invalid({ values: msg("invalidValue") });
  if (!values.length) throw ApiError.invalid({ values: msg("customize.messages.enumEmpty") });
  if (values.length > 200) throw ApiError.invalid({ values: msg("tooLarge", { max: 200 }) });
  return values as string[];
};

/**
 * A whole definition, checked: an enum has values, a ref names an entity, and the default is a
 * value the field takes (checked by the same validator as a record's values, cleaned the same way).
 */
const checked = (registry: Registry, definition: CustomDefinition): CustomDefinition => {
  const result: CustomDefinition = { type: definition.type };
  for (const flag of flags) if (definition[flag]) result[flag] = true;
  if (definition.list === false) result.list = false;
  if (definition.type === "enum") result.values = parseValues(definition.values);
  if (definition.type === "ref") {
    if (!definition.ref) throw ApiError.invalid({ ref: msg("required") });
    if (!registry.entityByName.has(definition.ref)) throw ApiError.invalid({ ref: msg("customize.messages.unknownRef", { ref: definition.ref }) });
    result.ref = definition.ref;
  }
  if (definition.default !== undefined && definition.default !== null && definition.default !== "") {
    const field = customFieldDef({ ...result, required: false, default: undefined });
    const { default: value } = validateFields({ default: field }, { default: definition.default }) as { default: unknown };
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      throw ApiError.invalid({ default: msg("invalidValue") });
    result.default = value;
  }
  return result;
};

/** A new custom field: its key (checked against the entity's fields), labels and definition. */
export const parseNewField = (registry: Registry, entity: EntityDef, body: unknown) => {
  const input = validateFields(addFields, body ?? {});
  const key = input.key.toLowerCase();
  if (!customKeyPattern.test(key)) throw ApiError.invalid({ key: msg("customize.messages.badKey") });
  if (key in entity.fields || (systemFields as readonly string[]).includes(key) || key === "custom_fields")
    throw new ApiError(409, msg("customize.messages.keyClash", { key }), { key: msg("customize.messages.keyClash", { key }) });
  const labels = parseLabels(input.labels, true);
  // nulls read as "not set" (checked() keeps only what is set)
  const definition = checked(registry, input as unknown as CustomDefinition);
  return { key, labels, definition };
};

/** A change to a custom field: what is given replaces what it was; `hidden` and `position` apart. */
export const parseFieldChange = (registry: Registry, current: Partial<CustomDefinition>, body: unknown) => {
  const input = validateFields(changeFields, body ?? {});
  const labels = input.labels === undefined || input.labels === null ? undefined : parseLabels(input.labels, true);
  const next = { ...current } as CustomDefinition;
  for (const [name, value] of Object.entries(input))
    if (value !== undefined && name !== "labels" && name !== "hidden" && name !== "position")
      (next as unknown as Record<string, unknown>)[name] = value;
  // a type that loses its values or target loses them: an enum made a string keeps no choices
  if (input.type && input.type !== current.type) {
    if (input.type !== "enum" && input.values === undefined) delete next.values;
    if (input.type !== "ref" && input.ref === undefined) delete next.ref;
    if (input.default === undefined) delete next.default;
  }
  return { labels, definition: checked(registry, next), hidden: input.hidden ?? undefined, position: input.position ?? undefined };
};
