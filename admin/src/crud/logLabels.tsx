import type { Registry } from "@erp/api/entities";
import type { TFunction } from "i18next";
import { fieldLabel, resourceTitle } from "./entity";

/**
 * What the behaviour log shows for its raw words (issue 25 item 9): a verb by the label its
 * declaration gives it (`<resource or page>.actions.<verb>`, or the log's own CRUD and sign-in words),
 * a target by its resource's or page's name, and a field target (`products.cf_color`) with the field's label.
 */
type Declarations = Pick<Registry, "entities" | "pages" | "entityByName">;

/** A verb's label: the log's own (`behaviour-logs.values.action.<verb>`), else the first declaration's that offers it. */
export const verbLabel = (t: TFunction, registry: Declarations, verb: unknown, target?: unknown): string => {
  const name = String(verb ?? "");
  if (!name) return "";
  const owner = typeof target === "string" ? target.split(/[.:]/)[0] : undefined;
  const declarers = [...registry.entities, ...registry.pages].filter((declared) => declared.actions?.includes(name)).map((declared) => declared.name);
  const declarer = declarers.find((candidate) => candidate === owner) ?? declarers[0];
  const fallback = declarer ? t(`${declarer}.actions.${name}`, { defaultValue: name }) : name;
  return t(`behaviour-logs.values.action.${name}`, { defaultValue: fallback });
};

/** A resource's or page's name in the user's language (a custom resource's caption), else the word itself. */
const nameOf = (t: TFunction, registry: Declarations, name: string): string => {
  const entity = registry.entityByName.get(name);
  if (entity?.caption) return entity.caption;
  return entity
    ? resourceTitle(t, name, "list")
    : t(`${name}.${name}`, { defaultValue: t(`behaviour-logs.targets.${name}`, { defaultValue: name }) });
};

/** A target: `orders` -> "Orders", `products.cf_color` -> "Products · Colour", `relabel:orders.number` -> "Relabel: Orders · Order number". */
export const targetLabel = (t: TFunction, registry: Declarations, value: unknown): string => {
  const text = String(value ?? "");
  if (!text) return "";
  const colon = text.indexOf(":");
  if (colon > 0) {
    const kind = text.slice(0, colon);
    return `${t(`behaviour-logs.targets.${kind}`, { defaultValue: kind })}: ${targetLabel(t, registry, text.slice(colon + 1))}`;
  }
  const [name, field] = text.split(".", 2);
  const resource = nameOf(t, registry, name);
  if (!field) return resource;
  const declared = registry.entityByName.get(name)?.fields[field];
  return `${resource} · ${fieldLabel(t, name, declared ? { name: field, label: declared.label } : field)}`;
};
