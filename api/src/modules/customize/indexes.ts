import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { customTextSql, customValueSql } from "../../custom/sql";
import { isEmbedded } from "../../db/knex";
import type { EntityDef, FieldDef } from "../../entities";

/**
 * Indexes of custom fields, kept in step with their definitions: equality filters use the table's
 * GIN index (containment); a field that sorts, or filters by range, gets a btree on its typed value
 * (the expression the list's SQL sorts and compares by, then id: the page's order); a searchable
 * string a trigram index. Built `concurrently` on PostgreSQL (writes go on meanwhile); PGlite, with
 * its one connection, builds them in place. Named `cfi_...`: anything else on the table is left alone.
 */

const prefix = "cfi_";
const ranged = new Set<FieldDef["type"]>(["integer", "number", "money", "date"]);

const indexName = (table: string, name: string, kind: "sort" | "trgm") => {
  const plain = `${prefix}${table}_${name.slice(3)}_${kind}`;
  return plain.length <= 63 ? plain : `${prefix}${createHash("sha1").update(`${table}.${name}`).digest("hex").slice(0, 20)}_${kind}`;
};

/** The indexes an entity's custom fields want: name -> what follows `on <table>` (columns, or method and columns). */
export const wantedIndexes = (entity: EntityDef): Map<string, string> => {
  const wanted = new Map<string, string>();
  const column = '"custom_fields"';
  for (const [name, field] of Object.entries(entity.fields)) {
    if (!field.custom) continue;
    // text values may pass btree's ~2.7 kB entry limit: sorted without an index
    if (field.type !== "text" && (field.sortable || (field.filterable && ranged.has(field.type))))
      wanted.set(indexName(entity.table, name, "sort"), `(${customValueSql(column, name, field)}, id)`);
    if (field.searchable && (field.type === "string" || field.type === "text"))
      wanted.set(indexName(entity.table, name, "trgm"), `using gin (${customTextSql(column, name)} gin_trgm_ops)`);
  }
  return wanted;
};

/** Creates what is missing, drops what is no longer wanted (or was left invalid by an interrupted build). */
export const syncIndexes = async (db: Knex, entity: EntityDef): Promise<void> => {
  const { rows } = (await db.raw(
    `select c.relname as name, i.indisvalid as valid
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relname = ? and t.relnamespace = current_schema()::regnamespace and c.relname like ?`,
    [entity.table, `${prefix.replace(/_/g, "\\_")}%`],
  )) as { rows: { name: string; valid: boolean }[] };
  const wanted = wantedIndexes(entity);
  const concurrently = isEmbedded(db) ? "" : "concurrently";
  for (const { name, valid } of rows) if (!wanted.has(name) || !valid) await db.raw(`drop index ${concurrently} if exists "${name}"`);
  const kept = new Set(rows.filter((r) => r.valid).map((r) => r.name));
  for (const [name, definition] of wanted) {
    if (kept.has(name)) continue;
    await db.raw(`create index ${concurrently} if not exists "${name}" on "${entity.table}" ${definition} where deleted_at is null`);
  }
};

/** Syncs every entity's indexes; a failure is reported, not thrown (the next change or the job tries again). */
export const syncAllIndexes = async (db: Knex, entities: readonly EntityDef[]) => {
  const failed: string[] = [];
  for (const entity of entities) await syncIndexes(db, entity).catch((error: Error) => failed.push(`${entity.name}: ${error.message}`));
  return failed;
};
