import type { Knex } from "knex";
import { listIndexes, systemColumns } from "../../db/columns";
import { type CustomResource, liveFields, type ResourceField } from "../../entities";
import { ApiError, msg } from "../../http/errors";
import { fits, type TableOf } from "./conversion";
import type { FieldPlan } from "./resource-body";

/**
 * A custom resource's table, kept in step with its declaration inside the change's transaction (a
 * migration run at request time): created with the system columns and a real column per field;
 * columns renamed, added, converted to a new type (refused, saying how many records, when values
 * would not fit); foreign keys for references, a btree for what is filtered or sorted, a trigram index
 * for what is searched, a unique index for unique fields. Index and constraint names follow the
 * migrations' `<table>_<column>_idx|_trgm|_unique|_foreign`, which turns a refusal into its field's error.
 */

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column type of a field type. */
const columnType: Record<ResourceField["type"], string> = {
  string: "varchar(255)",
  text: "text",
  integer: "bigint",
  number: "numeric",
  money: "numeric(14,2)",
  date: "date",
  boolean: "boolean",
  enum: "varchar(100)",
  ref: "integer",
};

/** How a value of any type becomes the new type (only ever run on values `fits` accepted). */
const converted = (column: string, type: ResourceField["type"]) => {
  const text = `(${q(column)}::text)`;
  switch (type) {
    case "integer":
      return `${text}::numeric::bigint`;
    case "ref":
      return `${text}::numeric::integer`;
    case "string":
    case "text":
    case "enum":
      return text;
    default:
      return `${text}::${columnType[type]}`;
  }
};

/** A table name for a new resource: `cr_` and its name, made unique among the tables there are. */
export const newTableName = async (trx: Knex.Transaction, name: string): Promise<string> => {
  const base = `cr_${name.replace(/-/g, "_")}`.slice(0, 23).replace(/_+$/, "");
  const taken = new Set(
    (await trx.raw("select tablename from pg_tables where schemaname = current_schema() and tablename like ?", [`${base}%`])).rows.map(
      (r: { tablename: string }) => r.tablename,
    ),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 20)}_${n}`;
    if (!taken.has(candidate)) return candidate;
  }
};

/** The indexes and foreign keys a resource's live fields want: name -> definition (and a foreign key's target table). */
const wanted = (resource: CustomResource, tableOf: TableOf) => {
  const { table } = resource;
  const indexes = new Map<string, string>();
  const foreign = new Map<string, { column: string; target: string }>();
  for (const field of liveFields(resource)) {
    const column = q(field.key);
    // long text may pass btree's ~2.7 kB entry limit: sorted and filtered without an index
    if (field.type !== "text" && (field.sortable || field.filterable || field.type === "ref"))
      indexes.set(
        `${table}_${field.key}_idx`,
        `create index ${q(`${table}_${field.key}_idx`)} on ${q(table)} (${column}, id) where deleted_at is null`,
      );
    if (field.searchable && (field.type === "string" || field.type === "text"))
      indexes.set(
        `${table}_${field.key}_trgm`,
        `create index ${q(`${table}_${field.key}_trgm`)} on ${q(table)} using gin (${column} gin_trgm_ops) where deleted_at is null`,
      );
    if (field.unique)
      indexes.set(
        `${table}_${field.key}_unique`,
        `create unique index ${q(`${table}_${field.key}_unique`)} on ${q(table)} (${column}) where deleted_at is null`,
      );
    // a target not made yet (an import creating several resources) gets its key once it is there
    const target = field.type === "ref" ? tableOf(field.ref!) : undefined;
    if (target) foreign.set(`${table}_${field.key}_foreign`, { column: field.key, target });
  }
  return { indexes, foreign };
};

/** The system indexes every table gets (listIndexes): never touched by a field's change. */
const systemIndexes = (table: string) =>
  new Set([`${table}_pkey`, `${table}_created_at_idx`, `${table}_updated_at_idx`, `${table}_trash_idx`, `${table}_custom_fields_gin`]);

const existing = async (trx: Knex.Transaction, table: string) => {
  const { rows: indexes } = await trx.raw(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relname = ? and t.relnamespace = current_schema()::regnamespace and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.contype = 'p')`,
    [table],
  );
  const { rows: foreign } = await trx.raw(
    `select k.conname as name, r.relname as target from pg_constraint k join pg_class t on t.oid = k.conrelid join pg_class r on r.oid = k.confrelid
      where t.relname = ? and t.relnamespace = current_schema()::regnamespace and k.contype = 'f'`,
    [table],
  );
  const system = systemIndexes(table);
  return {
    indexes: new Set((indexes as { name: string }[]).map((r) => r.name).filter((name) => !system.has(name))),
    foreign: new Map((foreign as { name: string; target: string }[]).map((r) => [r.name, r.target])),
  };
};

/** Drops the indexes and foreign keys the declaration no longer wants (before columns change type or go). */
const dropUnwanted = async (trx: Knex.Transaction, resource: CustomResource, tableOf: TableOf) => {
  const want = wanted(resource, tableOf);
  const have = await existing(trx, resource.table);
  for (const [name, target] of have.foreign)
    if (want.foreign.get(name)?.target !== target) await trx.raw(`alter table ${q(resource.table)} drop constraint ${q(name)}`);
  for (const name of have.indexes) if (!want.indexes.has(name)) await trx.raw(`drop index ${q(name)}`);
};

const refuse = (key: string, count: number, type: string) => {
  const message = msg("customize.messages.valuesBlock", { count, type });
  return new ApiError(409, message, { [key]: message });
};

/** Creates what the declaration wants and is missing; refused (409, how many records) where the values do not allow it. */
const createWanted = async (trx: Knex.Transaction, resource: CustomResource, tableOf: TableOf) => {
  const want = wanted(resource, tableOf);
  const have = await existing(trx, resource.table);
  const table = q(resource.table);
  for (const [name, { column, target }] of want.foreign) {
    if (have.foreign.get(name) === target) continue;
    const { rows } = await trx.raw(
      `select count(*) as n from ${table} s where s.${q(column)} is not null and not exists (select 1 from ${q(target)} r where r.id = s.${q(column)})`,
    );
    if (Number(rows[0].n)) throw refuse(column, Number(rows[0].n), "ref");
    await trx.raw(`alter table ${table} add constraint ${q(name)} foreign key (${q(column)}) references ${q(target)} (id)`);
  }
  for (const [name, definition] of want.indexes) {
    if (have.indexes.has(name)) continue;
    if (name.endsWith("_unique")) {
      const column = q(name.slice(resource.table.length + 1, -"_unique".length));
      const { rows } = await trx.raw(
        `select count(*) as n from (select ${column} from ${table} where deleted_at is null and ${column} is not null group by ${column} having count(*) > 1) d`,
      );
      if (Number(rows[0].n)) {
        const message = msg("customize.messages.notUnique", { count: Number(rows[0].n) });
        throw new ApiError(409, message, { [name.slice(resource.table.length + 1, -"_unique".length)]: message });
      }
    }
    await trx.raw(definition);
  }
};

/** A new resource's table: system columns and indexes, a column per field, its field indexes and references. */
export const createResourceTable = async (trx: Knex.Transaction, resource: CustomResource, tableOf: TableOf) => {
  await trx.schema.createTable(resource.table, (t) => systemColumns(trx, t));
  for (const field of liveFields(resource)) await trx.raw(`alter table ${q(resource.table)} add column ${q(field.key)} ${columnType[field.type]}`);
  for (const statement of listIndexes(trx, resource.table, {})) await statement;
  await createWanted(trx, resource, tableOf);
};

/** Records (trash included) whose value of `column` the new definition cannot take. */
const blocking = async (trx: Knex.Transaction, table: string, field: ResourceField, tableOf: TableOf) => {
  const bindings: Knex.RawBinding[] = [];
  const condition = fits(`(${q(field.key)}::text)`, field, tableOf, bindings);
  const { rows } = await trx.raw(`select count(*) as n from ${q(table)} where ${q(field.key)} is not null and not ${condition}`, bindings);
  return Number(rows[0].n);
};

/** Whether a field's change needs its values checked: another type, fewer choices, another target. */
const changesValues = (before: ResourceField, after: ResourceField) =>
  before.type !== after.type ||
  (after.type === "enum" && (before.values ?? []).some((value) => !after.values?.includes(value))) ||
  (after.type === "ref" && before.ref !== after.ref);

/**
 * Brings the table in step with a changed declaration: renamed columns, stale indexes and keys
 * dropped, columns converted (after counting the values that would not fit), new columns, then the
 * indexes and keys the fields want. Removed fields keep their columns (the trash) without indexes.
 */
export const alterResourceTable = async (trx: Knex.Transaction, after: CustomResource, plan: FieldPlan, tableOf: TableOf) => {
  const table = q(after.table);
  for (const [from, to] of plan.renamed) await trx.raw(`alter table ${table} rename column ${q(from)} to ${q(to)}`);
  await dropUnwanted(trx, after, tableOf);
  for (const { before: was, after: field } of plan.changed) {
    if (!changesValues(was, field)) continue;
    const count = await blocking(trx, after.table, field, tableOf);
    if (count) throw refuse(field.key, count, field.type);
    if (columnType[was.type] !== columnType[field.type])
      await trx.raw(`alter table ${table} alter column ${q(field.key)} type ${columnType[field.type]} using ${converted(field.key, field.type)}`);
  }
  for (const field of plan.restored) {
    const count = await blocking(trx, after.table, field, tableOf);
    if (count) throw refuse(field.key, count, field.type);
  }
  // (a key in the trash is restored above instead; a purged field's column is gone)
  for (const field of plan.added) await trx.raw(`alter table ${table} add column ${q(field.key)} ${columnType[field.type]}`);
  await createWanted(trx, after, tableOf);
};

/** Keys of fields removed longer ago than `hours`: their columns go for good. */
export const dropColumns = async (trx: Knex.Transaction, table: string, keys: readonly string[]) => {
  for (const key of keys) await trx.raw(`alter table ${q(table)} drop column if exists ${q(key)}`);
};

/** A purged resource's table, with the foreign keys other tables had into it. */
export const dropResourceTable = (trx: Knex.Transaction, table: string) => trx.raw(`drop table if exists ${q(table)} cascade`);

/** After a rename or a restore the references of other tables may point at a table again: their keys follow the declarations. */
export const syncResourceKeys = async (trx: Knex.Transaction, resource: CustomResource, tableOf: TableOf) => {
  await dropUnwanted(trx, resource, tableOf);
  await createWanted(trx, resource, tableOf);
};
