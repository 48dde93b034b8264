import type { Knex } from "knex";
import type { Actor } from "../actions/actor";
import { type BehaviourEntry, behaviourRow } from "../behaviour/log";
import { prepared } from "../db/prepared";
import { customPrefix } from "../entities/customisation";
import { type EntityDef, type FieldDef, isOwnColumn, type LinesField } from "../entities/types";

/**
 * What a history line of a write holds (history/read.ts shows it):
 * - `diff`: the fields the write changed, old -> new (a snapshot before the work, one after);
 * - `created`: every value the new record has (no snapshot before);
 * - `plain`: the action alone (a delete, a restore);
 * - `false`: no line (the entity opts out, or a module writes its own lines, declared as a history source).
 */
export type HistoryMode = "diff" | "created" | "plain" | false;

/** A record's tracked values as one jsonb object: its columns, its custom fields (`cf_<key>`) and its child lines. */
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const pairs = (entries: [string, string][]) => {
  // jsonb_build_object takes at most 100 arguments: 50 pairs per call
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 50)
    chunks.push(
      `jsonb_build_object(${entries
        .slice(i, i + 50)
        .map(([key, sql]) => `'${key}', ${sql}`)
        .join(", ")})`,
    );
  return chunks.length ? chunks.join(" || ") : "'{}'::jsonb";
};

const snapshots = new WeakMap<EntityDef, string>();
/** The snapshot expression over the entity's table aliased `t` (built once per declaration object). */
export const snapshotSql = (entity: EntityDef): string => {
  let sql = snapshots.get(entity);
  if (sql) return sql;
  const fields = Object.entries(entity.fields);
  // money as the API sends it: a string with two decimals, never a float
  const value = (alias: string, name: string, field: FieldDef) => `${alias}.${quote(name)}${field.type === "money" ? "::text" : ""}`;
  const columns = fields.filter(([, field]) => isOwnColumn(field)).map(([name, field]): [string, string] => [name, value("t", name, field)]);
  const lines = fields
    .filter((entry): entry is [string, LinesField] => entry[1].type === "lines")
    .map(([name, field]): [string, string] => {
      const child = pairs(Object.entries(field.fields).map(([column, def]): [string, string] => [column, value("l", column, def)]));
      return [
        name,
        `coalesce((select jsonb_agg(${child} order by l.position) from ${quote(field.table)} l where l.${quote(field.foreignKey)} = t.id), '[]'::jsonb)`,
      ];
    });
  const custom = `coalesce((select jsonb_object_agg('${customPrefix}' || c.key, c.value) from jsonb_each(t.custom_fields) c), '{}'::jsonb)`;
  sql = `(${pairs([...columns, ...lines])} || ${custom})`;
  snapshots.set(entity, sql);
  return sql;
};

/** Whether writes of this entity leave history lines (every entity unless it declares `history: false`). */
export const keepsHistory = (entity: EntityDef | undefined): entity is EntityDef => Boolean(entity && entity.history !== false);

/** Rows a snapshot locked in a transaction (`<table>:<id>`), and whether each was live: CrudService's `lock` need not ask again. */
const lockedRows = new WeakMap<Knex.Transaction, Map<string, boolean>>();

/** Whether this transaction's snapshot locked the row and found it live (undefined: no snapshot took it). */
export const lockedBySnapshot = (trx: Knex.Transaction, table: string, id: number): boolean | undefined => lockedRows.get(trx)?.get(`${table}:${id}`);

/**
 * The record's values now, locked for the rest of the transaction (the "before" of a diff); `{}` when
 * there is none. The lock is the one a write takes first anyway (CrudService's `lock` reuses it).
 */
export const takeSnapshot = async (trx: Knex.Transaction, entity: EntityDef, id: number): Promise<string> => {
  const sql = `select ${snapshotSql(entity)}::text as s, t.deleted_at is null as live from ${quote(entity.table)} t where t.id = ? for update of t`;
  const { rows } = await trx.raw(sql, [id]).options(prepared(sql));
  let locked = lockedRows.get(trx);
  if (!locked) lockedRows.set(trx, (locked = new Map()));
  locked.set(`${entity.table}:${id}`, Boolean(rows[0]?.live));
  return (rows[0]?.s as string | undefined) ?? "{}";
};

export interface HistoryLine {
  entity: EntityDef;
  id: number;
  action: string;
  actor: Actor;
  /** The snapshot before the work (`diff`), or none (`created`: compared with nothing; `plain`: no fields). */
  before?: string;
  mode: Exclude<HistoryMode, false>;
  note?: string | null;
}

/**
 * One history line, in the write's transaction: one statement that reads the record as it is now,
 * compares it with the snapshot before and inserts the fields that differ as `{ field: [old, new] }`.
 * An edit that changed nothing leaves no line; any other action leaves one, changes or not.
 */
export const recordHistory = async (trx: Knex.Transaction, line: HistoryLine, behaviour: BehaviourEntry | undefined): Promise<void> => {
  const { entity, id, action, actor, mode, note = null } = line;
  // the write's behaviour-log line goes in the same statement (one round trip for both); none inside a
  // bulk action, whose one line the bulk writes itself
  const logged = behaviour ? trx("behaviour_logs").insert(behaviourRow(behaviour)).toSQL().toNative() : { sql: "", bindings: [] };
  const logSql = behaviour ? `with logged as (${logged.sql.replace(/\$(\d+)/g, "?")})` : "";
  if (mode === "plain") {
    const sql = `${logSql} insert into record_history (resource, record_id, action, user_id, note) values (?, ?, ?, ?, ?)`;
    await trx.raw(sql, [...logged.bindings, entity.name, id, action, actor.userId, note]).options(prepared(sql));
    return;
  }
  const sql = `${logSql}
     insert into record_history (resource, record_id, action, user_id, changes, note)
     select ?, ?, ?, ?, coalesce(jsonb_object_agg(d.k, jsonb_build_array(d.o, d.n)) filter (where d.o is distinct from d.n), '{}'::jsonb), ?
     from (
       select coalesce(a.key, b.key) as k, coalesce(b.value, 'null'::jsonb) as o, coalesce(a.value, 'null'::jsonb) as n
       from (select ${snapshotSql(entity)} as s from ${quote(entity.table)} t where t.id = ?) cur
       cross join lateral jsonb_each(cur.s) a
       full join jsonb_each(?::jsonb) b on a.key = b.key
     ) d
     having ? or count(*) filter (where d.o is distinct from d.n) > 0`;
  await trx
    .raw(sql, [...logged.bindings, entity.name, id, action, actor.userId, note, id, line.before ?? "{}", action !== "update"])
    .options(prepared(sql));
};
