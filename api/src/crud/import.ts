import { type Options, parse } from "csv-parse";
import type { Knex } from "knex";
import type { Readable } from "node:stream";
import { type EntityDef, type FieldDef, importColumns, systemFields } from "../entities";
import { ApiError, type Message, msg } from "../http/errors";
import type { Actor } from "../actions/actor";
import { storedAsJson } from "./records";
import type { CrudService } from "./service";
import { liveIds } from "./write-checks";
import { type Decoding, decodedText, decodingOf } from "./encoding";
import { typedBack } from "./csv";
import { spool } from "./upload";
import { validateInput } from "./validate";
import { choiceList, choiceRefusal, choiceStates } from "./choices";
import { resolveRefLabels } from "./import-labels";

/** Row errors kept and listed in a refused import (the first ones); the others are only counted. */
export const listedRowErrors = 100;

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

/** The first `listedRowErrors` errors in row order, and counts of all of them: memory stays flat however bad the file. */
class RowErrors {
  readonly listed: RowError[] = [];
  total = 0;
  rows = 0;
  /** One batch's errors (batches come in row order). */
  add(batch: RowError[]) {
    if (!batch.length) return;
    batch.sort((a, b) => a.row - b.row);
    this.total += batch.length;
    this.rows += new Set(batch.map((e) => e.row)).size;
    for (const error of batch.slice(0, listedRowErrors - this.listed.length)) this.listed.push(error);
  }
}

type CsvRecord = Record<string, string>;

/** csv-parse's options: records keyed by header, or "Invalid CSV file format" for a header the entity does not take. */
const csvOptions = (entity: EntityDef, delimiter: string): Options => {
  const writable = new Set(importColumns(entity));
  const ignored = new Set<string>(ignoredColumns(entity));
  const required = Object.entries(entity.fields).filter(([, f]) => f.required && f.default === undefined && !f.readOnly);
  return {
    bom: true,
    delimiter,
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
async function* csvBatches(entity: EntityDef, source: Readable, size: number, delimiter: string): AsyncGenerator<CsvRecord[]> {
  const parser = source.pipe(parse(csvOptions(entity, delimiter)));
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
    source.destroy();
  }
  if (batch.length) yield batch;
  else if (!any) throw ApiError.badRequest("emptyData");
}

/** A CSV cell as the value the declaration expects: blank = absent, JSON columns as JSON text, an export's apostrophe removed. */
const cellValue = (field: FieldDef, cell: string): unknown => {
  if (cell === "") return undefined;
  // an apostrophe the export put before a formula-like text (csv.ts) is not part of the value
  if (!storedAsJson(field)) return typedBack(cell);
  try {
    return JSON.parse(cell);
  } catch {
    return cell; // validation then names the field
  }
};

/** 400 listing the first rows' errors under a message that counts the rows; `errors_total` counts every error. */
const refused = (errors: RowErrors) =>
  new ApiError(
    400,
    msg("csvRowErrors", { count: errors.rows }),
    Object.fromEntries(errors.listed.map((e) => [`${e.row}.${e.field}`, e.message])),
    { errors_total: errors.total },
    errors.listed,
  );

/** Rows validated and inserted per step; the next step is validated while the database inserts the last. */
const batchRows = 5000;

/** Thrown inside the write to roll it back at the first refused row; the rest of the file is checked outside it. */
class StopWriting extends Error {}

export interface Imported {
  imported: number;
  /** How the file was read: its encoding, why (BOM, parameter, detected, default) and its delimiter. */
  decoding: Decoding;
}

/**
 * Imports a CSV into an entity, all or nothing: every row validated like a create, references and
 * unique values checked against the database and within the file. The upload is first written to a
 * temporary file (a slow upload holds no connection), its encoding found (encoding.ts), and the
 * first batch read and validated before BEGIN; then each batch is inserted while the next is read
 * and validated, in one transaction. At the first refused row the transaction is rolled back at
 * once and the rest of the file is checked without one: the answer is 400 with the first 100 row
 * errors (row numbers count the header as row 1) and the count of all.
 */
export const importCsv = async (service: CrudService, source: Readable, actor: Actor, { charset }: { charset?: string } = {}): Promise<Imported> => {
  const upload = await spool(source);
  let decoding: Decoding | undefined;
  try {
    decoding = await decodingOf(upload.path, charset);
    return { imported: await importFile(service, decodedText(upload.path, decoding), actor, decoding.delimiter), decoding };
  } catch (error) {
    // A refusal says how the file was read too: a wrong guess shows as garbled names.
    if (error instanceof ApiError && decoding) Object.assign(error.extra, { charset: decoding.charset, charset_from: decoding.from });
    throw error;
  } finally {
    await upload.remove();
  }
};

const importFile = async (service: CrudService, text: Readable, actor: Actor, delimiter: string): Promise<number> => {
  const { entity } = service;
  const today = service.today();
  const errors = new RowErrors();
  const seen = new Map<string, Set<string>>();

  /** Validated values of the batch of records starting at row index `start`, or null for a row with errors. */
  const check = async (db: Knex, records: CsvRecord[], start: number) => {
    const found: RowError[] = [];
    const byLabel = await resolveRefLabels(db, service.registry, entity, records);
    for (const { index, field, message } of byLabel.errors) found.push({ row: start + index + 2, field, message });
    const values = byLabel.records.map((record, i) => {
      if (!record) return null;
      const input = Object.fromEntries(Object.entries(record).map(([name, cell]) => [name, cellValue(entity.fields[name], cell)]));
      try {
        return validateInput(entity, input, "create", today);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const [field, message] of Object.entries(error.fields)) found.push({ row: start + i + 2, field, message });
        return null;
      }
    });
    const refuse = (i: number, field: string, key: string) => {
      found.push({ row: start + i + 2, field, message: msg(key) });
      values[i] = null;
    };
    for (const [name, field] of Object.entries(entity.fields)) {
      const present = values.flatMap((v, i) => (v && v[name] !== undefined && v[name] !== null ? [{ i, value: v[name] }] : []));
      if (field.type === "ref" && !field.multiple) {
        const live = await liveIds(
          db,
          service.registry,
          field,
          present.map((p) => p.value as number),
        );
        for (const { i, value } of present) if (!live.has(value as number)) refuse(i, name, "refMissing");
      }
      if (choiceList(service.registry, field)) {
        const list = choiceList(service.registry, field)!;
        const states = await choiceStates(
          db,
          list,
          present.map((p) => String(p.value)),
        );
        for (const { i, value } of present) {
          const refusal = choiceRefusal(states, String(value));
          if (refusal) refuse(i, name, refusal.key);
        }
      }
      if (field.unique) {
        const inFile = seen.get(name) ?? seen.set(name, new Set()).get(name)!;
        const keys = present.map((p) => String(p.value).toLowerCase());
        const taken = new Set(
          ((await db(entity.table).whereNull("deleted_at").whereRaw(`lower(??::text) = any(?)`, [name, keys]).pluck(name)) as unknown[]).map(
            (value) => String(value).toLowerCase(),
          ),
        );
        present.forEach(({ i }, k) => {
          if (taken.has(keys[k]) || inFile.has(keys[k])) refuse(i, name, "duplicate");
          inFile.add(keys[k]);
        });
      }
    }
    errors.add(found);
    return values as Record<string, unknown>[];
  };

  const batches = csvBatches(entity, text, batchRows, delimiter);
  let start = 0;
  /** The next batch, read and checked on `db` (the pool, or the write's transaction); undefined at the end. */
  const next = async (db: Knex) => {
    const batch = await batches.next();
    if (batch.done) return undefined;
    const values = await check(db, batch.value, start);
    start += batch.value.length;
    return values;
  };

  try {
    let imported = 0;
    const first = await next(service.db); // before BEGIN
    if (first && !errors.total) {
      try {
        imported = await service.insertMany(async function* (trx) {
          yield first;
          for (let values = await next(trx); values; values = await next(trx)) {
            if (errors.total) throw new StopWriting();
            yield values;
          }
        }, actor);
      } catch (error) {
        if (!(error instanceof StopWriting)) throw error;
      }
    }
    while (await next(service.db));
    if (errors.total) throw refused(errors);
    return imported;
  } finally {
    await batches.return(undefined);
  }
};
