import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { createDb } from "../db/knex";

/**
 * What a migrated schema is made of, read from the catalogue: relations (tables, sequences and the
 * table a sequence belongs to), columns (position, type, null, default, statistics target),
 * constraints, indexes, triggers (with their event and function) and functions (with their source),
 * each keyed by name, plus the rows of app_meta. Names are those of the schema first in the search
 * path, printed without it, so two schemas of one server compare equal when their objects are.
 */
export interface SchemaDescription {
  relations: Record<string, { kind: string; table: string }>;
  columns: Record<string, { table: string; position: number; type: string; not_null: boolean; default: string | null; statistics: number | null }>;
  constraints: Record<string, { table: string; type: string; definition: string }>;
  indexes: Record<string, { table: string; definition: string }>;
  triggers: Record<string, { name: string; table: string; event: string; level: string; function: string; definition: string }>;
  functions: Record<string, { result: string; source: string }>;
  appMeta: Record<string, unknown>;
}

const keyed = <T, V>(rows: T[], key: (row: T) => string, value: (row: T) => V): Record<string, V> =>
  Object.fromEntries(rows.map((row) => [key(row), value(row)]));

export const describeSchema = async (db: Knex): Promise<SchemaDescription> => {
  const schema = (await db.raw("select current_schema() as name")).rows[0].name as string;
  const inSchema = (column: string) => `${column} = current_schema()::regnamespace`;
  const unqualified = (text: string) => text.replaceAll(`${schema}.`, "");
  const rows = async <T>(sql: string) => (await db.raw(sql)).rows as T[];

  const relations = await rows<{ name: string; kind: string; table: string }>(`
    select c.relname as name, c.relkind as kind, coalesce(t.relname, c.relname) as table from pg_class c
      left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
      left join pg_class t on t.oid = d.refobjid and c.relkind = 'S'
     where ${inSchema("c.relnamespace")} and c.relkind in ('r', 'p', 'S', 'v', 'm')`);
  const columns = await rows<SchemaDescription["columns"][string] & { column: string }>(`
    select c.relname as table, a.attname as column, a.attnum as position, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default, nullif(a.attstattarget, -1)::int as statistics
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where ${inSchema("c.relnamespace")} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`);
  const constraints = await rows<{ table: string; name: string; type: string; definition: string }>(`
    select c.relname as table, k.conname as name, k.contype::text as type, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k join pg_class c on c.oid = k.conrelid where ${inSchema("k.connamespace")}`);
  const indexes = await rows<{ table: string; name: string; definition: string }>(
    "select tablename as table, indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema()",
  );
  const triggers = await rows<{ name: string; table: string; event: string; level: string; function: string; definition: string }>(`
    select t.tgname as name, c.relname as table, p.proname as function, pg_get_triggerdef(t.oid) as definition,
           case when t.tgtype & 1 = 1 then 'row' else 'statement' end as level,
           concat_ws(' or ', case when t.tgtype & 4 = 4 then 'insert' end, case when t.tgtype & 16 = 16 then 'update' end,
                     case when t.tgtype & 8 = 8 then 'delete' end, case when t.tgtype & 32 = 32 then 'truncate' end) as event
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
     where ${inSchema("c.relnamespace")} and not t.tgisinternal`);
  const functions = await rows<{ name: string; arguments: string; result: string; source: string }>(`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as arguments, pg_get_function_result(p.oid) as result, p.prosrc as source
      from pg_proc p where ${inSchema("p.pronamespace")}`);
  const hasAppMeta = relations.some((r) => r.name === "app_meta");
  const appMeta = hasAppMeta ? await rows<{ key: string; value: unknown }>("select key, value from app_meta") : [];

  return {
    relations: keyed(
      relations,
      (r) => r.name,
      ({ kind, table }) => ({ kind, table }),
    ),
    columns: keyed(
      columns,
      (c) => `${c.table}.${c.column}`,
      ({ column: _, ...rest }) => rest,
    ),
    constraints: keyed(
      constraints,
      (c) => `${c.table}.${c.name}`,
      ({ table, type, definition }) => ({ table, type, definition: unqualified(definition) }),
    ),
    indexes: keyed(
      indexes,
      (i) => i.name,
      ({ table, definition }) => ({ table, definition: unqualified(definition) }),
    ),
    triggers: keyed(
      triggers,
      (t) => `${t.table}.${t.name}`,
      (t) => ({ ...t, definition: unqualified(t.definition) }),
    ),
    functions: keyed(
      functions,
      (f) => `${f.name}(${f.arguments})`,
      ({ result, source }) => ({ result, source }),
    ),
    appMeta: keyed(
      appMeta,
      (m) => m.key,
      (m) => m.value,
    ),
  };
};

/**
 * Runs `work` with a knex whose search path is a new, empty schema, then the one holding pg_trgm, on
 * the test file's database (`base`), and drops the schema afterwards. On PostgreSQL
 * (TEST_DATABASE_URL) the knex is a pool of its own. On PGlite it is the file's one connection, its
 * search path switched for the time of `work` (so one at a time), and pg_trgm moves out of public
 * first: the tables the snapshot has there must not stand in for tables the schema lacks.
 */
export const inFreshSchema = async <T>(base: Knex, work: (db: Knex) => Promise<T>): Promise<T> => {
  const schema = `s_${randomBytes(5).toString("hex")}`;
  const url = process.env.TEST_DATABASE_URL;
  const extensionSchema = async () =>
    (await base.raw("select extnamespace::regnamespace::text as name from pg_extension where extname = 'pg_trgm'")).rows[0].name as string;
  if (!url && (await extensionSchema()) === "public") {
    await base.raw("create schema if not exists extensions");
    await base.raw("alter extension pg_trgm set schema extensions");
  }
  const extension = await extensionSchema();
  await base.raw("create schema ??", [schema]);
  if (url) {
    const db = createDb({ databaseUrl: url, searchPath: [schema, extension], poolMax: 1 });
    try {
      return await work(db);
    } finally {
      await db.destroy();
      await base.raw("drop schema ?? cascade", [schema]);
    }
  }
  const previous = (await base.raw("show search_path")).rows[0].search_path as string;
  await base.raw(`set search_path to "${schema}", "${extension}"`);
  try {
    return await work(base);
  } finally {
    await base.raw(`set search_path to ${previous}`);
    await base.raw("drop schema ?? cascade", [schema]);
  }
};
