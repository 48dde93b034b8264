import type { Knex } from "knex";
import { type EntityDef, type FieldDef, isMultiple } from "../entities";
import { ApiError } from "../http/errors";

/**
 * Turns simple-rest's query string into a whitelisted list query:
 * `_start/_end` paging, `_sort/_order` multi-sort, `field`, `field_like|_gte|_lte|_ne` filters,
 * `q` search over searchable fields, `deleted=true` for the trash. Anything else is a 400.
 */

export const maxPageSize = 1000;
const reserved = new Set(["_start", "_end", "_sort", "_order", "q", "deleted"]);
const operators = ["_like", "_gte", "_lte", "_ne"] as const;
type Operator = (typeof operators)[number] | "";

/** System columns offered to every list: by id (getMany), and by time. */
const systemColumns: Record<string, FieldDef> = {
  id: { type: "integer", filterable: true, sortable: true },
  created_at: { type: "datetime", filterable: true, sortable: true },
  updated_at: { type: "datetime", filterable: true, sortable: true },
  created_by: { type: "ref", ref: "users", filterable: true },
  updated_by: { type: "ref", ref: "users", filterable: true },
  deleted_at: { type: "datetime", sortable: true },
};

export interface Filter {
  field: string;
  operator: Operator;
  values: string[];
}

export interface ListQuery {
  filters: Filter[];
  search?: string;
  sort: { field: string; order: "asc" | "desc" }[];
  deleted: boolean;
  /** Absent for exports, which stream every matching row. */
  page?: { offset: number; limit: number };
}

/** Filterable and sortable columns: the system ones (only `id` for a lookup) and the declared ones. */
const columnsOf = (entity: EntityDef, system: boolean) => ({ ...(system ? systemColumns : { id: systemColumns.id }), ...entity.fields });

const splitOperator = (key: string): [string, Operator] => {
  const operator = operators.find((op) => key.endsWith(op));
  return operator ? [key.slice(0, -operator.length), operator] : [key, ""];
};

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");

const checkValue = (name: string, field: FieldDef, operator: Operator, value: string) => {
  if (operator === "_like") return;
  const valid = (() => {
    switch (field.type) {
      case "integer":
      case "ref":
        return /^-?\d{1,15}$/.test(value);
      case "number":
      case "money":
        return /^-?\d+(\.\d+)?$/.test(value);
      case "boolean":
        return value === "true" || value === "false";
      case "date":
      case "datetime":
        return !Number.isNaN(Date.parse(value));
      case "enum":
        return field.values.includes(value);
      default:
        return true;
    }
  })();
  if (!valid) throw ApiError.invalid({ [name]: { key: "invalidValue" } });
};

export const parseListQuery = (entity: EntityDef, query: Record<string, unknown>, { paged = true, system = true } = {}): ListQuery => {
  const columns = columnsOf(entity, system);
  const filters: Filter[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (reserved.has(key)) continue;
    const [name, operator] = splitOperator(key);
    const field = columns[name];
    if (!field?.filterable || field.type === "lines" || field.type === "password") throw ApiError.badRequest("unknownFilter", { field: key });
    const values = list(raw);
    for (const value of values) checkValue(name, field, operator, value);
    if (values.length) filters.push({ field: name, operator, values });
  }

  const sortFields = list(query._sort).flatMap((s) => s.split(",")).filter(Boolean);
  const orders = list(query._order).flatMap((s) => s.split(","));
  const sort = sortFields.map((field, i) => {
    if (!columns[field]?.sortable) throw ApiError.badRequest("unknownSort", { field });
    const order = (orders[i] ?? "asc").toLowerCase();
    if (order !== "asc" && order !== "desc") throw ApiError.badRequest("badSortOrder");
    return { field, order: order as "asc" | "desc" };
  });
  if (!sort.length) sort.push(entity.defaultSort);

  let page: ListQuery["page"];
  if (paged) {
    const [start, end] = [list(query._start)[0] ?? "0", list(query._end)[0] ?? String(maxPageSize)];
    if (!/^\d+$/.test(start) || !/^\d+$/.test(end) || Number(end) < Number(start)) throw ApiError.badRequest("badPaging");
    if (Number(end) - Number(start) > maxPageSize) throw ApiError.badRequest("pageTooLarge", { max: maxPageSize });
    page = { offset: Number(start), limit: Number(end) - Number(start) };
  }

  const search = list(query.q)[0]?.trim();
  return { filters, search: search || undefined, sort, deleted: list(query.deleted)[0] === "true", page };
};

/** `%`, `_` and `\` in a user's text match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Applies filters, search and the live/trash split (not sort or paging) to a builder. */
export const applyWhere = (builder: Knex.QueryBuilder, entity: EntityDef, query: ListQuery) => {
  builder.where((b) => (query.deleted ? b.whereNotNull("deleted_at") : b.whereNull("deleted_at")));
  for (const { field, operator, values } of query.filters) {
    const column = `${entity.table}.${field}`;
    const declared = entity.fields[field];
    if (declared && isMultiple(declared)) {
      // A set of values: `roles=HR` means "holds HR"; `roles_ne=HR` "does not".
      const item = (v: string) => (declared.type === "ref" ? Number(v) : v);
      const contains = (v: string) => [`?? @> ?::jsonb`, [column, JSON.stringify([item(v)])]] as const;
      for (const v of values)
        if (operator === "_ne") builder.whereNot((b) => b.whereRaw(...contains(v)));
        else builder.whereRaw(...contains(v));
      continue;
    }
    switch (operator) {
      case "":
        if (values.length === 1) builder.where(column, values[0]);
        else builder.whereIn(column, values);
        break;
      case "_ne":
        builder.whereNotIn(column, values);
        break;
      case "_gte":
        for (const v of values) builder.where(column, ">=", v);
        break;
      case "_lte":
        for (const v of values) builder.where(column, "<=", v);
        break;
      case "_like":
        for (const v of values) builder.whereRaw("??::text ilike ?", [column, likePattern(v)]);
        break;
    }
  }
  if (query.search) {
    const searchable = Object.entries(entity.fields).filter(([, f]) => f.searchable);
    const pattern = likePattern(query.search);
    builder.where((b) => {
      for (const [name] of searchable) b.orWhereRaw("??::text ilike ?", [`${entity.table}.${name}`, pattern]);
    });
  }
  return builder;
};

/** Sort with `id` last, so pages are stable when sort values tie. */
export const applySort = (builder: Knex.QueryBuilder, entity: EntityDef, query: ListQuery) => {
  for (const { field, order } of query.sort) builder.orderBy(`${entity.table}.${field}`, order);
  if (!query.sort.some((s) => s.field === "id")) builder.orderBy(`${entity.table}.id`, query.sort.at(-1)?.order ?? "asc");
  return builder;
};
