import type { Knex } from "knex";
import type { EntityDef, LinesField } from "../entities";
import type { Row } from "../entities/types";

/** A record's child lines (an order's lines): declared as `lines` fields, each a table of its own keyed by the record's id. */

/** The entity's `lines` fields, by name. */
export const linesFields = (entity: EntityDef) =>
  Object.entries(entity.fields).filter((entry): entry is [string, LinesField] => entry[1].type === "lines");

/** Values apart from the lines sent with them: the record's columns, and each `lines` field's rows. */
export const splitLines = (entity: EntityDef, values: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown[]>] => {
  const lineNames = new Set(linesFields(entity).map(([name]) => name));
  const columns = Object.fromEntries(Object.entries(values).filter(([name]) => !lineNames.has(name)));
  const lines = Object.fromEntries(Object.entries(values).filter(([name]) => lineNames.has(name))) as Record<string, unknown[]>;
  return [columns, lines];
};

/** Child rows are replaced as a whole when the field is sent. */
export const replaceLines = async (trx: Knex.Transaction, entity: EntityDef, id: number, lines: Record<string, unknown[]>) => {
  for (const [name, field] of linesFields(entity)) {
    if (!(name in lines)) continue;
    await trx(field.table).where(field.foreignKey, id).delete();
    const rows = (lines[name] ?? []) as Record<string, unknown>[];
    if (rows.length) await trx(field.table).insert(rows.map((row, position) => ({ ...row, [field.foreignKey]: id, position })));
  }
};

/** The record with its lines, each field's rows in their order. */
export const withLines = async (db: Knex, entity: EntityDef, row: Row): Promise<Row> => {
  const record: Row = { ...(row as object) } as Row;
  for (const [name, field] of linesFields(entity))
    record[name] = await db(field.table).where(field.foreignKey, row.id).orderBy("position").select("*");
  return record;
};
