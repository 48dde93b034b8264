import { useDataProvider, useMany, type BaseKey } from "@refinedev/core";
import { useQueries } from "@tanstack/react-query";
import { useRegistry } from "../registry/RegistryContext";
import { recordLabel, refIds, refTarget, type Field } from "./entity";

/**
 * The label of a ref value: "" while loading, `#id` when the target is gone (e.g. deleted). A field
 * whose target resource is named by another field of the row (`recordOf`) is asked with the row too.
 */
export type RefLabelOf = (field: string, id: unknown, row?: Record<string, unknown>) => string;

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
  const recordOf = useRecordOfLabels(fields, rows);
  return (field, id, row) => {
    if (id === null || id === undefined || id === "") return "";
    const target = fields.find((candidate) => candidate.name === field && "recordOf" in candidate && candidate.recordOf);
    if (target && "recordOf" in target && target.recordOf) return recordOf(String(row?.[target.recordOf] ?? ""), id);
    const lookup = lookups[field];
    return lookup?.labels.get(String(id)) ?? (lookup?.loading ? "" : `#${String(id)}`);
  };
};

/**
 * Labels of ids whose resource another field of the row names (`recordOf`: the behaviour log's
 * target_id by its target): one getMany per resource named on the page, "" while loading or when the
 * resource is no entity (a page, a customisation) or the record is gone (the caller shows the id).
 */
const useRecordOfLabels = (fields: readonly Field[], rows: readonly Record<string, unknown>[]) => {
  const registry = useRegistry();
  const dataProvider = useDataProvider();
  const groups = new Map<string, Set<string>>();
  for (const field of fields) {
    if (!("recordOf" in field) || !field.recordOf) continue;
    for (const row of rows) {
      const resource = String(row[field.recordOf] ?? "");
      const id = row[field.name];
      if (!registry.entityByName.has(resource) || id === null || id === undefined || id === "") continue;
      (groups.get(resource) ?? groups.set(resource, new Set()).get(resource)!).add(String(id));
    }
  }
  const wanted = [...groups].map(([resource, ids]) => ({ resource, ids: [...ids].sort() }));
  const results = useQueries({
    queries: wanted.map(({ resource, ids }) => ({
      queryKey: ["record-of-labels", resource, ids],
      queryFn: () => dataProvider().getMany!({ resource, ids }),
      staleTime: 30_000,
    })),
  });
  const labels = new Map<string, string>();
  wanted.forEach(({ resource }, index) => {
    const target = registry.entityByName.get(resource);
    for (const record of results[index]?.data?.data ?? []) labels.set(`${resource}:${String(record.id)}`, recordLabel(target, record));
  });
  return (resource: string, id: unknown) => labels.get(`${resource}:${String(id)}`) ?? "";
};
