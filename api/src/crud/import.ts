import { type Options, parse } from "csv-parse";
import type { Knex } from "knex";
import type { Readable } from "node:stream";
import { type EntityDef, type FieldDef, importColumns, systemFields } from "../entities";
import { ApiError, type Message, msg } from "../http/errors";
import type { Actor } from "../actions/actor";
import { type CrudService, liveIds, storedAsJson } from "./service";
import { validateInput } from "./validate";

/** Rows listed one by one in a refused import; the message counts them all. */
const listedRowErrors = 100;

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

type CsvRecord = Record<string, string>;

/** csv-parse's options: records keyed by header, or "Invalid CSV file format" for a header the entity does not take. */
const csvOptions = (entity: EntityDef): Options => {
  const writable = new Set(importColumns(entity));
  const ignored = new Set<string>(ignoredColumns(entity));
  const required = Object.entries(entity.fields).filter(([, f]) => f.required && f.default === undefined && !f.readOnly);
  return {
    bom: true,
    trim: true,
    skip_empty_lines: true,
    columns: (header: string[]) => {
      const names = header.map((name) => name.trim());
      const unknown = names.some((name) => !writable.has(name) && !ignored.has(name));
      if (unknown || new Set(names).size !== names.length || required.some(([name]) => !names.includes(name)))
        throw ApiError.badRequest("invalidCsv");
      return names.map((name) => (writable.has(name) ? name : false));
    },
  };
};

/**
 * The records of a CSV in batches of `size`, parsed as the text arrives: "Invalid CSV file format"
 * for a wrong header or broken quoting, "Empty data" when there is no record.
 */
async function* csvBatches(entity: EntityDef, source: Readable, size: number): AsyncGenerator<CsvRecord[]> {
  const parser = source.pipe(parse(csvOptions(entity)));
  source.on("error", (error) => parser.destroy(error));
  let batch: CsvRecord[] = [];
  let any = false;
  try {
    for await (const record of parser) {
      batch.push(record as CsvRecord);
      if (batch.length === size) {
        any = true;
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    throw error instanceof ApiError ? error : ApiError.badRequest("invalidCsv");
  } finally {
    parser.destroy();
  }
  if (batch.length) yield batch;
  else if (!any) throw ApiError.badRequest("emptyData");
}

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

/** 400 listing the rows' errors (the first ones) under a message that counts the rows. */
const refused = (errors: RowError[]) => {
  errors.sort((a, b) => a.row - b.row);
  const rows = new Set(errors.map((e) => e.row)).size;
  return new ApiError(
    400,
    msg("csvRowErrors", { count: rows }),
    Object.fromEntries(errors.slice(0, listedRowErrors).map((e) => [`${e.row}.${e.field}`, e.message])),
    {},
    errors.slice(0, listedRowErrors),
  );
};

/** Rows validated and inserted per step; the next step is validated while the database inserts the last. */
const batchRows = 5000;

/**
 * Imports a CSV into an entity, all or nothing, in one transaction: every row validated like a
 * create, references and unique values checked against the database and within the file, batch by
 * batch as the file is parsed, each batch inserted while the next is read and validated. Once a row
 * is refused nothing more is inserted, every row is still checked, and the transaction is rolled
 * back: the answer is 400 with every row error (row numbers count the header as row 1).
 */
export const importCsv = async (service: CrudService, source: Readable, actor: Actor): Promise<number> => {
  const { entity } = service;
  const errors: RowError[] = [];
  const seen = new Map<string, Set<string>>();

  /** Validated values of the batch of records starting at row index `start`, or null for a row with errors. */
  const check = async (trx: Knex.Transaction, records: CsvRecord[], start: number) => {
    const values = records.map((record, i) => {
      const input = Object.fromEntries(Object.entries(record).map(([name, cell]) => [name, cellValue(entity.fields[name], cell)]));
      try {
        return validateInput(entity, input, "create");
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const [field, message] of Object.entries(error.fields)) errors.push({ row: start + i + 2, field, message });
        return null;
      }
    });
    const refuse = (i: number, field: string, key: string) => {
      errors.push({ row: start + i + 2, field, message: msg(key) });
      values[i] = null;
    };
    for (const [name, field] of Object.entries(entity.fields)) {
      const present = values.flatMap((v, i) => (v && v[name] !== undefined && v[name] !== null ? [{ i, value: v[name] }] : []));
      if (field.type === "ref" && !field.multiple) {
        const found = await liveIds(trx, service.registry, field, present.map((p) => p.value as number));
        for (const { i, value } of present) if (!found.has(value as number)) refuse(i, name, "refMissing");
      }
      if (field.unique) {
        const inFile = seen.get(name) ?? seen.set(name, new Set()).get(name)!;
        const keys = present.map((p) => String(p.value).toLowerCase());
        const taken = new Set(
          ((await trx(entity.table).whereNull("deleted_at").whereRaw(`lower(??::text) = any(?)`, [name, keys]).pluck(name)) as unknown[]).map(
            (value) => String(value).toLowerCase(),
          ),
        );
        present.forEach(({ i }, k) => {
          if (taken.has(keys[k]) || inFile.has(keys[k])) refuse(i, name, "duplicate");
          inFile.add(keys[k]);
        });
      }
    }
    return values;
  };

  const imported = await service.insertMany(async function* (trx) {
    let start = 0;
    for await (const records of csvBatches(entity, source, batchRows)) {
      const values = await check(trx, records, start);
      start += records.length;
      if (!errors.length) yield values as Record<string, unknown>[];
    }
    if (errors.length) throw refused(errors);
  }, actor);

  return imported;
};
