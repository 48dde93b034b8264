import type { Knex } from "knex";
import { customCompareValue, customContainment, customJsonSql, customTextSql, customValueSql } from "../custom/sql";
import { type EntityDef, type FieldDef, isMultiple } from "../entities";
import { ApiError } from "../http/errors";
import { isCalendarDate } from "./validate";

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
  /**
   * The fields `search` may match: those of the declaration the query was parsed against (without the
   * private ones for a user who may not read them), so a search never matches what the user cannot see.
   */
  searchIn?: ReadonlySet<string>;
  sort: { field: string; order: "asc" | "desc" }[];
  deleted: boolean;
  /** Absent for exports, which stream every matching row. */
  page?: { offset: number; limit: number };
}

/** Filterable and sortable columns: the system ones (only `id` for a lookup) and the declared ones. */
const columnSets = new WeakMap<EntityDef, Record<"system" | "lookup", Record<string, FieldDef>>>();
const columnsOf = (entity: EntityDef, system: boolean) => {
  let sets = columnSets.get(entity);
  if (!sets) {
    sets = { system: { ...systemColumns, ...entity.fields }, lookup: { id: systemColumns.id, ...entity.fields } };
    columnSets.set(entity, sets);
  }
  return system ? sets.system : sets.lookup;
};

const splitOperator = (key: string): [string, Operator] => {
  const operator = operators.find((op) => key.endsWith(op));
  return operator ? [key.slice(0, -operator.length), operator] : [key, ""];
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");

const checkValue = (name: string, field: FieldDef, operator: Operator, value: string) => {
  // PostgreSQL cannot compare text holding U+0000; no stored value holds one either.
  if (value.includes("\u0000")) throw ApiError.invalid({ [name]: { key: "nulCharacter" } });
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
      // what PostgreSQL reads as a date or a time: Date.parse alone takes "-1" and "\uFEFF1"
      case "date":
        return /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);
      case "datetime":
        return (
          /^\d{4}-\d{2}-\d{2}([T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(value) &&
          isCalendarDate(value.slice(0, 10)) &&
          !Number.isNaN(Date.parse(value))
        );
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

  const sortFields = list(query._sort)
    .flatMap((s) => s.split(","))
    .filter(Boolean);
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
  if (search?.includes("\u0000")) throw ApiError.invalid({ q: { key: "nulCharacter" } });
  // the trash is the list's, never a lookup's (SALES picking a salesperson sees no deleted employee)
  if (!system && query.deleted !== undefined) throw ApiError.badRequest("unknownFilter", { field: "deleted" });
  return { filters, search: search || undefined, searchIn: fieldNames(entity), sort, deleted: list(query.deleted)[0] === "true", page };
};

const fieldSets = new WeakMap<EntityDef, ReadonlySet<string>>();
/** The names of an entity's fields, once per declaration object. */
const fieldNames = (entity: EntityDef): ReadonlySet<string> => {
  let names = fieldSets.get(entity);
  if (!names) fieldSets.set(entity, (names = new Set(Object.keys(entity.fields))));
  return names;
};

/** A user's text as LIKE takes it literally: `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The text anywhere in a value. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** A statement (or part of one) with `?` placeholders, for `db.raw` on either driver. */
export interface Sql {
  sql: string;
  bindings: Knex.RawBinding[];
}

/** A quoted identifier; every name here comes from a declaration, and is quoted all the same. */
export const ident = (...parts: string[]) => parts.map((part) => `"${part.replace(/"/g, '""')}"`).join(".");

/** The column custom field values live in (db/columns.ts). */
const customColumn = (entity: EntityDef) => ident(entity.table, "custom_fields");

/** What a field is compared and sorted by: its column, or a custom field's value in `custom_fields`. */
const valueSql = (entity: EntityDef, name: string) => {
  const field = entity.fields[name];
  return field?.custom ? customValueSql(customColumn(entity), name, field) : ident(entity.table, name);
};

/** A field as text (`_like`, `q`). */
const textSql = (entity: EntityDef, name: string) =>
  entity.fields[name]?.custom ? customTextSql(customColumn(entity), name) : `${ident(entity.table, name)}::text`;

/**
 * A custom field's filter: equality as containment in `custom_fields` (the table's GIN index serves
 * it), comparisons on its typed value (an expression index serves those of sortable fields).
 */
const customCondition = (entity: EntityDef, { field: name, operator, values }: Filter, bindings: Knex.RawBinding[]): string[] => {
  const field = entity.fields[name];
  const placeholders = values.map(() => "?").join(", ");
  switch (operator) {
    case "":
      bindings.push(...values.map((v) => customContainment(name, field, v)));
      return [`(${values.map(() => `${customColumn(entity)} @> ?::jsonb`).join(" or ")})`];
    case "_ne":
      bindings.push(...values.map((v) => customCompareValue(field, v)));
      return [`${valueSql(entity, name)} not in (${placeholders})`];
    case "_gte":
    case "_lte":
      bindings.push(...values.map((v) => customCompareValue(field, v)));
      return values.map(() => `${valueSql(entity, name)} ${operator === "_gte" ? ">=" : "<="} ?`);
    case "_like":
      bindings.push(...values.map(likePattern));
      return values.map(() => `${textSql(entity, name)} ilike ?`);
  }
};

/**
 * The WHERE clause of a list query: the live/trash split, filters and search. Compiled straight to
 * text from the whitelisted query (no builder): a list page is the app's hottest path, and the
 * statement it runs is fixed by the shape of the query, so it is assembled in microseconds.
 */
export const whereSql = (entity: EntityDef, query: ListQuery, targets?: RefTargets): Sql => {
  const column = (name: string) => ident(entity.table, name);
  const conditions = [`${column("deleted_at")} is ${query.deleted ? "not null" : "null"}`];
  const bindings: Knex.RawBinding[] = [];
  const placeholders = (values: unknown[]) => values.map(() => "?").join(", ");
  for (const filter of query.filters) {
    const { field, operator, values } = filter;
    const declared = entity.fields[field];
    if (declared?.custom) {
      conditions.push(...customCondition(entity, filter, bindings));
      continue;
    }
    if (declared && isMultiple(declared)) {
      // A set of values: `roles=HR` means "holds HR"; `roles_ne=HR` "does not".
      for (const v of values) {
        conditions.push(`${operator === "_ne" ? "not " : ""}(${column(field)} @> ?::jsonb)`);
        bindings.push(JSON.stringify([declared.type === "ref" ? Number(v) : v]));
      }
      continue;
    }
    switch (operator) {
      case "":
        conditions.push(values.length === 1 ? `${column(field)} = ?` : `${column(field)} in (${placeholders(values)})`);
        bindings.push(...values);
        break;
      case "_ne":
        conditions.push(`${column(field)} not in (${placeholders(values)})`);
        bindings.push(...values);
        break;
      case "_gte":
      case "_lte":
        conditions.push(...values.map(() => `${column(field)} ${operator === "_gte" ? ">=" : "<="} ?`));
        bindings.push(...values);
        break;
      case "_like":
        conditions.push(...values.map(() => `${column(field)}::text ilike ?`));
        bindings.push(...values.map(likePattern));
        break;
    }
  }
  if (query.search) {
    const search = searchSql(entity, likePattern(query.search), targets, query.searchIn);
    if (search.sql) {
      conditions.push(search.sql);
      bindings.push(...search.bindings);
    }
  }
  return { sql: conditions.join(" and "), bindings };
};

/** The declarations a list's refs point at (the registry's), for the `q` search over their labels. */
export type RefTargets = (resource: string) => EntityDef | undefined;

const textTypes = new Set(["string", "text", "email", "phone"]);

/**
 * The `q` search: the record's label and its `searchable` fields (a case-insensitive substring),
 * and, for each `searchable` ref, the label of the record it points at ("Lantau" finds the orders of
 * Lantau Coffee House). A ref's condition is `ref = any(array(...))`: the targets' ids are found
 * first (their label's trigram index serves it), then the list's index on the ref column.
 */
export const searchSql = (entity: EntityDef, pattern: string, targets?: RefTargets, searchIn?: ReadonlySet<string>): Sql => {
  const parts: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (searchIn && !searchIn.has(name)) continue;
    if (field.type === "ref") {
      const target = field.searchable && !field.multiple && !field.custom ? targets?.(field.ref) : undefined;
      const label = target?.fields[target.label];
      if (!target || !label || !textTypes.has(label.type) || label.custom) continue;
      parts.push(
        `${ident(entity.table, name)} = any(array(select ${ident("id")} from ${ident(target.table)} where ${ident(target.table, target.label)} ilike ? and ${ident(target.table, "deleted_at")} is null))`,
      );
      bindings.push(pattern);
    } else if (field.searchable || (name === entity.label && textTypes.has(field.type))) {
      parts.push(`${textSql(entity, name)} ilike ?`);
      bindings.push(pattern);
    }
  }
  return { sql: parts.length ? `(${parts.join(" or ")})` : "", bindings };
};

/** Sort with `id` last, so pages are stable when sort values tie. */
export const orderSql = (entity: EntityDef, query: ListQuery): string => {
  const keys = query.sort.map(({ field, order }) => `${valueSql(entity, field)} ${order}`);
  if (!query.sort.some((s) => s.field === "id")) keys.push(`${ident(entity.table, "id")} ${query.sort.at(-1)?.order ?? "asc"}`);
  return keys.join(", ");
};

/** The filtered, unsorted set as `select 1 ...`: what its total is counted or estimated from. */
export const countableSql = (entity: EntityDef, where: Sql): Sql => ({
  sql: `select 1 from ${ident(entity.table)} where ${where.sql}`,
  bindings: where.bindings,
});

/** A selected column; a custom field's value is selected from `custom_fields` under its API name. */
const selectSql = (entity: EntityDef, name: string) =>
  entity.fields[name]?.custom ? `${customJsonSql(customColumn(entity), name)} as ${ident(name)}` : ident(entity.table, name);

/** The rows of a list: `columns` of the filtered set in sort order, one page of them when the query has one. */
export const rowsSql = (entity: EntityDef, columns: string[], query: ListQuery, where: Sql = whereSql(entity, query)): Sql => {
  const select = `select ${columns.map((name) => selectSql(entity, name)).join(", ")} from ${ident(entity.table)}`;
  const sql = `${select} where ${where.sql} order by ${orderSql(entity, query)}`;
  if (!query.page) return { sql, bindings: where.bindings };
  const { limit, offset } = query.page;
  return offset
    ? { sql: `${sql} limit ? offset ?`, bindings: [...where.bindings, limit, offset] }
    : { sql: `${sql} limit ?`, bindings: [...where.bindings, limit] };
};
