import { stringify } from "csv-stringify";
import type { Response } from "express";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { type EntityDef, isColumn } from "../entities";
import type { Row } from "./service";

/** Export columns: the id, every declared column, and the timestamps; JSON values as JSON text. */
export const exportColumns = (entity: EntityDef) => [
  "id",
  ...Object.entries(entity.fields)
    .filter(([, field]) => isColumn(field))
    .map(([name]) => name),
  "created_at",
  "updated_at",
  "deleted_at",
];

/**
 * CSV injection (OWASP): a spreadsheet runs a cell that begins with =, +, -, @, a tab or a carriage
 * return as a formula. Such a text goes out behind an apostrophe, which spreadsheets show as text.
 * So that the import can take every value back exactly as it was typed, a text that already begins
 * with apostrophes before such a character gets one more; a plain number ("-5.00") is no formula and
 * goes as it is. The import (`typedBack`) removes one apostrophe where the export would have added it.
 */
const formulaStart = /^'*[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;
export const neutralized = (text: string) => (formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text);
export const typedBack = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) && !plainNumber.test(cell.slice(1)) ? cell.slice(1) : cell);

const cell = (value: unknown) =>
  value === null || value === undefined
    ? ""
    : value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : typeof value === "string"
          ? neutralized(value)
          : value;

/** Streams rows as CSV (UTF-8 with BOM, so spreadsheets read Chinese text) with backpressure. */
export const sendCsv = async (res: Response, filename: string, columns: string[], rows: AsyncIterable<Row>) => {
  res.status(200);
  res.type("text/csv; charset=utf-8");
  res.attachment(filename);
  // Records as arrays in column order: one small array per row instead of an object per row.
  const csv = stringify({
    header: true,
    columns: columns.map((name, i) => ({ key: String(i), header: name })),
    bom: true,
    cast: { boolean: (b) => String(b) },
  });
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((c) => cell(row[c]));
    })(),
  );
  await pipeline(source, csv, res);
};
