import { parse } from "csv-parse/sync";
import { type EntityDef, type FieldDef, isColumn, systemFields } from "../entities";
import { ApiError, type Message, msg } from "../http/errors";
import { type Actor, type CrudService, liveIds, storedAsJson } from "./service";
import { validateInput } from "./validate";

/** Rows listed one by one in a refused import; the message counts them all. */
const listedRowErrors = 100;

/** Columns an import may fill: the declaration's writable columns. */
export const importColumns = (entity: EntityDef) =>
  Object.entries(entity.fields)
    .filter(([, field]) => isColumn(field) && !field.readOnly)
    .map(([name]) => name);

/** Columns an export carries that an import accepts and ignores, so an exported file imports as new records. */
const ignoredColumns = (entity: EntityDef) => [
  ...systemFields,
  ...Object.entries(entity.fields)
    .filter(([, field]) => field.readOnly)
    .map(([name]) => name),
];

interface RowError {
  row: number;
  field: string;
  message: Message;
}

/** The CSV's records keyed by header, or "Invalid CSV file format" for a header the entity does not take. */
const readCsv = (entity: EntityDef, text: string): Record<string, string>[] => {
  const writable = new Set(importColumns(entity));
  const ignored = new Set<string>(ignoredColumns(entity));
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim());
        const unknown = names.some((name) => !writable.has(name) && !ignored.has(name));
        const required = Object.entries(entity.fields).filter(([, f]) => f.required && f.default === undefined && !f.readOnly);
        if (unknown || new Set(names).size !== names.length || required.some(([name]) => !names.includes(name))) throw new Error("header");
        return names.map((name) => (writable.has(name) ? name : false));
      },
    });
  } catch {
    throw ApiError.badRequest("invalidCsv");
  }
  if (!records.length) throw ApiError.badRequest("emptyData");
  return records;
};

/** A CSV cell as the value the declaration expects: blank = absent, JSON columns as JSON text. */
const cellValue = (field: FieldDef, cell: string): unknown => {
  if (cell === "") return undefined;
  if (!storedAsJson(field)) return cell;
  try {
    return JSON.parse(cell);
  } catch {
    return cell; // validation then names the field
  }
};

/**
 * Imports a CSV into an entity, all or nothing: every row validated like a create, references and
 * unique values checked for the whole file (against the database and within the file), then one
 * transaction. A refused file answers 400 with every row error (row numbers count the header as row 1).
 */
export const importCsv = async (service: CrudService, text: string, actor: Actor): Promise<number> => {
  const { entity } = service;
  const records = readCsv(entity, text);
  const errors: RowError[] = [];
  const values: Record<string, unknown>[] = [];

  records.forEach((record, index) => {
    const row = index + 2;
    const input = Object.fromEntries(Object.entries(record).map(([name, cell]) => [name, cellValue(entity.fields[name], cell)]));
    try {
      values.push(validateInput(entity, input, "create"));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const [field, message] of Object.entries(error.fields)) errors.push({ row, field, message });
      values.push({});
    }
  });

  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === "ref" && !field.multiple) {
      const found = await liveIds(service.db, field, values.flatMap((v) => (typeof v[name] === "number" ? [v[name] as number] : [])));
      values.forEach((v, i) => {
        if (typeof v[name] === "number" && !found.has(v[name] as number)) errors.push({ row: i + 2, field: name, message: msg("refMissing") });
      });
    }
    if (field.unique) {
      const seen = new Map<string, number>();
      values.forEach((v, i) => {
        if (v[name] === undefined || v[name] === null) return;
        const key = String(v[name]).toLowerCase();
        if (seen.has(key)) errors.push({ row: i + 2, field: name, message: msg("duplicate") });
        else seen.set(key, i);
      });
      const taken = new Set<string>();
      const keys = [...seen.keys()];
      for (let start = 0; start < keys.length; start += 10_000) {
        const existing = await service
          .db(entity.table)
          .whereNull("deleted_at")
          .whereRaw(`lower(??::text) = any(?)`, [name, keys.slice(start, start + 10_000)])
          .pluck(name);
        for (const value of existing) taken.add(String(value).toLowerCase());
      }
      for (const [key, i] of seen) if (taken.has(key)) errors.push({ row: i + 2, field: name, message: msg("duplicate") });
    }
  }

  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    const rows = new Set(errors.map((e) => e.row)).size;
    throw new ApiError(
      400,
      msg("csvRowErrors", { count: rows }),
      Object.fromEntries(errors.slice(0, listedRowErrors).map((e) => [`${e.row}.${e.field}`, e.message])),
      {},
      errors.slice(0, listedRowErrors),
    );
  }
  return service.insertMany(values, actor);
};
