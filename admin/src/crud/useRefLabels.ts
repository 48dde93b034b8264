import { useMany, type BaseKey } from "@refinedev/core";
import { useRegistry } from "../registry/RegistryContext";
import { recordLabel, refIds, refTarget, type Field } from "./entity";

/** The label of a ref value: "" while loading, `#id` when the target is gone (e.g. deleted). */
export type RefLabelOf = (field: string, id: unknown) => string;

/** A ref value's label(s) for FieldValue: one label, or one per id of a multiple ref. */
export const refLabelsOf = (labelOf: RefLabelOf, field: string, value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((id) => labelOf(field, id)) : labelOf(field, value);

// a multiple ref holds an array of ids: each counts
const idsOf = (rows: readonly Record<string, unknown>[], field: string): BaseKey[] => [...new Set(rows.flatMap((row) => refIds(row[field])))];

/**
 * Labels for every ref field shown on a page of rows: ONE getMany per ref field and page (no N+1).
 * `fields` must not change between renders of one component (screens are keyed by resource).
 */
export const useRefLabels = (fields: readonly Field[], rows: readonly Record<string, unknown>[]): RefLabelOf => {
  const registry = useRegistry();
  const lookups: Record<string, { labels: Map<string, string>; loading: boolean }> = {};
  for (const field of fields) {
    if (field.type !== "ref") continue;
    const target = refTarget(registry, field);
    const ids = idsOf(rows, field.name);
    // A fixed list of fields per mounted screen, so the hook order is stable.
    // biome-ignore lint/correctness/useHookAtTopLevel: one useMany per ref field of a list fixed for the component's life
    const { result, query } = useMany({
      resource: target?.name ?? field.name,
      ids,
      queryOptions: { enabled: Boolean(target) && ids.length > 0 },
    });
    lookups[field.name] = {
      labels: new Map(result.data.map((record) => [String(record.id), recordLabel(target, record)])),
      loading: query.isLoading,
    };
  }
  return (field, id) => {
    if (id === null || id === undefined || id === "") return "";
    const lookup = lookups[field];
    return lookup?.labels.get(String(id)) ?? (lookup?.loading ? "" : `#${String(id)}`);
  };
};
