import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FieldDef, isColumn, systemFields } from "../entities";
import { registry } from "../modules";
import { openTestDb, type TestDb } from "../test/harness";

const { entities } = registry;

/** Column types (information_schema.data_type) that can hold each declared field type. */
const fitting: Record<FieldDef["type"], string[]> = {
  string: ["character varying", "text"],
  email: ["character varying", "text"],
  phone: ["character varying", "text"],
  text: ["text"],
  number: ["numeric", "double precision", "real"],
  integer: ["integer", "bigint", "smallint"],
  money: ["numeric"],
  boolean: ["boolean"],
  date: ["date"],
  datetime: ["timestamp with time zone"],
  enum: ["character varying", "text"],
  ref: ["integer", "bigint"],
  json: ["jsonb"],
  keyvalue: ["jsonb"],
  lines: [],
  password: [],
};

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
  character_maximum_length: number | null;
  numeric_scale: number | null;
}

let testDb: TestDb;
let columns: Map<string, Column>;
let indexes: { table: string; definition: string }[];

const columnsOf = async (db: Knex) => (await db("information_schema.columns").whereRaw("table_schema = current_schema()").select("*")) as Column[];

beforeAll(async () => {
  testDb = await openTestDb();
  columns = new Map((await columnsOf(testDb.db)).map((c) => [`${c.table_name}.${c.column_name}`, c]));
  indexes = (await testDb
    .db("pg_indexes")
    .whereRaw("schemaname = current_schema()")
    .select("tablename as table", "indexdef as definition")) as typeof indexes;
});
afterAll(() => testDb.close());

describe.each(entities.map((e) => [e.name, e] as const))("%s: migrations agree with the declaration", (_name, entity) => {
  it("has the system columns, and the custom fields' jsonb column with its GIN index", () => {
    for (const name of systemFields) expect(columns.has(`${entity.table}.${name}`), name).toBe(true);
    expect(columns.get(`${entity.table}.custom_fields`)).toMatchObject({ data_type: "jsonb", is_nullable: "NO" });
    expect(indexes.some((i) => i.table === entity.table && /USING gin \(custom_fields jsonb_path_ops\)/.test(i.definition))).toBe(true);
  });

  it.each(Object.entries(entity.fields).filter(([, f]) => isColumn(f)))("%s has a fitting column", (name, field) => {
    const column = columns.get(`${entity.table}.${name}`);
    expect(column, `${entity.table}.${name} is missing`).toBeDefined();
    expect((field.type === "enum" || field.type === "ref") && field.multiple ? ["jsonb"] : fitting[field.type]).toContain(column!.data_type);
    if (field.required && field.default === undefined) expect(column!.is_nullable).toBe("NO");
    if (field.type === "money") expect(column!.numeric_scale).toBe(2);
    if ("maxLength" in field && field.maxLength && column!.character_maximum_length) expect(column!.character_maximum_length).toBe(field.maxLength);
  });

  it("unique fields have a unique index over live rows; sorted and filtered fields have an index", () => {
    const onTable = indexes.filter((i) => i.table === entity.table).map((i) => i.definition);
    for (const [name, field] of Object.entries(entity.fields)) {
      const leading = new RegExp(`\\((${name})[,)\\s]`);
      if (field.unique)
        expect(
          onTable.some((d) => /UNIQUE/.test(d) && leading.test(d) && /deleted_at IS NULL/.test(d)),
          `${name} unique`,
        ).toBe(true);
      if (field.sortable || field.filterable)
        expect(
          onTable.some((d) => leading.test(d)),
          `${name} index`,
        ).toBe(true);
    }
  });

  it("lines fields have their child table", () => {
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.type !== "lines") continue;
      expect(columns.has(`${field.table}.${field.foreignKey}`), name).toBe(true);
      expect(columns.has(`${field.table}.position`), name).toBe(true);
      for (const child of Object.keys(field.fields)) expect(columns.has(`${field.table}.${child}`), `${name}.${child}`).toBe(true);
    }
  });
});
