import type { EntityDef } from "@erp/api/entities";
import type { CrudFilter, CrudFilters, LogicalFilter } from "@refinedev/core";
import dayjs, { type Dayjs } from "dayjs";
import { filterableFields, type Field } from "./entity";

/** How a filterable field is filtered in the list's filter bar. */
export type FilterKind = "contains" | "eq" | "numberRange" | "dateRange";

export const filterKind = (field: Field): FilterKind => {
  switch (field.type) {
    case "number":
    case "integer":
    case "money":
      return "numberRange";
    case "date":
    case "datetime":
      return "dateRange";
    case "enum":
    case "ref":
    case "boolean":
      return "eq";
    default:
      // a value chosen from a list (payment methods) is filtered by one of its choices
      return field.type === "string" && field.choices ? "eq" : "contains";
  }
};

type Values = Record<string, unknown>;
const blank = (value: unknown) => value === undefined || value === null || value === "";
const orUndefined = <T>(value: T) => (blank(value) ? undefined : value);

/** The filter bar's fields: the declaration's filterable ones, then `extra` (e.g. system columns such as created_at). */
export const filterFields = (entity: EntityDef, extra: readonly Field[] = []): Field[] => [...filterableFields(entity), ...extra];

/** Filter bar form values -> Refine filters (`q`, `field_like`, `field`, `field_gte`, `field_lte`). Blank ones carry `undefined` so they drop out. */
export const valuesToFilters = (entity: EntityDef, values: Values, extra: readonly Field[] = []): CrudFilters => {
  const q = typeof values.q === "string" ? values.q.trim() : undefined;
  const filters: CrudFilter[] = [{ field: "q", operator: "eq", value: orUndefined(q) }];
  for (const field of filterFields(entity, extra)) {
    const value = values[field.name];
    switch (filterKind(field)) {
      case "contains":
        filters.push({ field: field.name, operator: "contains", value: orUndefined(typeof value === "string" ? value.trim() : value) });
        break;
      case "eq":
        filters.push({ field: field.name, operator: "eq", value: orUndefined(value) });
        break;
      case "numberRange": {
        const [from, to] = Array.isArray(value) ? value : [];
        filters.push({ field: field.name, operator: "gte", value: orUndefined(from) });
        filters.push({ field: field.name, operator: "lte", value: orUndefined(to) });
        break;
      }
      case "dateRange": {
        const [from, to] = (Array.isArray(value) ? value : []) as (Dayjs | null)[];
        const asDate = field.type === "date";
        filters.push({
          field: field.name,
          operator: "gte",
          value: from ? (asDate ? from.format("YYYY-MM-DD") : from.startOf("day").format()) : undefined,
        });
        filters.push({ field: field.name, operator: "lte", value: to ? (asDate ? to.format("YYYY-MM-DD") : to.endOf("day").format()) : undefined });
        break;
      }
    }
  }
  return filters;
};

/** Refine filters (e.g. from the URL) -> filter bar form values. */
export const filtersToValues = (entity: EntityDef, filters: CrudFilters, extra: readonly Field[] = []): Values => {
  const find = (field: string, operator: string) =>
    (filters.find((filter) => "field" in filter && filter.field === field && filter.operator === operator) as LogicalFilter | undefined)?.value;
  const values: Values = { q: find("q", "eq") };
  for (const field of filterFields(entity, extra)) {
    switch (filterKind(field)) {
      case "contains":
        values[field.name] = find(field.name, "contains");
        break;
      case "eq": {
        const value = find(field.name, "eq");
        // ids come back from the URL as strings; the ref select's options carry numbers
        values[field.name] = field.type === "ref" && typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
        break;
      }
      case "numberRange":
        values[field.name] = [find(field.name, "gte"), find(field.name, "lte")];
        break;
      case "dateRange": {
        const [from, to] = [find(field.name, "gte"), find(field.name, "lte")];
        values[field.name] = from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : undefined;
        break;
      }
    }
  }
  return values;
};

/** How many filters (besides the search box) are active. */
export const activeFilterCount = (filters: CrudFilters): number =>
  new Set(
    filters.flatMap((filter) =>
      "field" in filter && filter.field !== "q" && filter.field !== "deleted" && !blank(filter.value) ? [filter.field] : [],
    ),
  ).size;

/** Whether a search (`q`) is in force. */
export const hasSearch = (filters: CrudFilters): boolean =>
  filters.some((filter) => "field" in filter && filter.field === "q" && !blank(filter.value));
