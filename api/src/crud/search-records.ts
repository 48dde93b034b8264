import type { Knex } from "knex";
import { customTextSql } from "../custom/sql";
import { type EntityDef, summaryFields } from "../entities";
import { ident, likePattern } from "./query";

/**
 * The global search's records: one statement over every entity searched, each entity's best matches
 * for `q` (label, searchable fields, searchable refs' labels, typos in the label), matched only where
 * an index serves the condition, so its cost is that of the matches, never of a table's size.
 */

const textTypes = new Set(["string", "text", "email", "phone"]);
/** How many matches of one entity are ranked (the best `limit` of them answer): bounds the work on any data set. */
const candidates = 200;
/** Targets of a ref looked at when searching by their label (an order by its customer's name). */
const refCandidates = 50;
/** pg_trgm's word similarity at which a label counts as a typo of the query ("Lantua" for "Lantau": 0.57). */
const typoThreshold = 0.5;
/** What a table's indexes serve: text columns and custom fields under a trigram index, columns leading a btree. */
interface Served {
  trigram: Set<string>;
  btree: Set<string>;
  /** The planner's row count: a table this small is read whole at no cost, indexes or not. */
  rows: number;
}
/** Below this many rows every declared field is matched, indexed or not (a new entity's table, a test's). */
const smallTable = 10_000;
const servedCache = new WeakMap<Knex, { at: number; tables: Promise<Map<string, Served>> }>();
/**
 * The tables' indexes, read from the catalogue (a minute at most old: custom fields' indexes are built
 * after the field): the search matches only what an index serves, so its cost stays that of the
 * matches, never of a table's size (a field without a trigram index is left to its list's own search).
 */
const servedBy = (db: Knex): Promise<Map<string, Served>> => {
  const cached = servedCache.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.tables;
  const tables = db
    .raw(
      `select t.relname as "table", t.reltuples as rows, pg_get_indexdef(i.indexrelid) as definition
         from pg_class t left join pg_index i on i.indrelid = t.oid
        where t.relnamespace = current_schema()::regnamespace and t.relkind = 'r'`,
    )
    .then(({ rows }: { rows: { table: string; rows: number; definition: string | null }[] }) => {
      const map = new Map<string, Served>();
      for (const { table, rows: count, definition } of rows) {
        let served = map.get(table);
        if (!served) map.set(table, (served = { trigram: new Set(), btree: new Set(), rows: Number(count) }));
        if (!definition) continue;
        const trigram = /USING gin \((.+) gin_trgm_ops\)/.exec(definition)?.[1];
        if (trigram) {
          const custom = /custom_fields ->> '([^']+)'/.exec(trigram)?.[1];
          const column = /^"?(\w+)"?$/.exec(trigram.trim())?.[1];
          if (custom) served.trigram.add(`cf_${custom}`);
          else if (column) served.trigram.add(column);
          continue;
        }
        const leading = /USING btree \("?(\w+)"?/.exec(definition)?.[1];
        if (leading) served.btree.add(leading);
      }
      return map;
    });
  servedCache.set(db, { at: Date.now(), tables });
  tables.catch(() => servedCache.delete(db));
  return tables;
};
const none: Served = { trigram: new Set(), btree: new Set(), rows: 0 };
/** Whether a table serves a condition on `name` of this kind: an index, or few rows. */
const serves = (served: Served, kind: "trigram" | "btree", name: string) => served.rows < smallTable || served[kind].has(name);

/** A field as text, a custom one from `custom_fields`. */
const textOf = (entity: EntityDef, name: string) =>
  entity.fields[name]?.custom ? customTextSql(ident(entity.table, "custom_fields"), name) : `${ident(entity.table, name)}::text`;

/** A record's label as text (its id where the label is the id or not a field). */
export const labelSql = (entity: EntityDef) =>
  entity.fields[entity.label] && entity.label !== "id" ? textOf(entity, entity.label) : `${ident(entity.table, "id")}::text`;

interface EntityQuery {
  sql: string;
  bindings: Knex.RawBinding[];
}

/**
 * One entity's best matches, as a parenthesised select of the union: at most `candidates` matching
 * rows (indexes find them), ranked (exact label, label starting with the query, label or field
 * containing it, word similarity), the first `limit`.
 */
const entitySql = (
  entity: EntityDef,
  targetOf: (name: string) => EntityDef | undefined,
  q: string,
  limit: number,
  served: Map<string, Served>,
): EntityQuery | undefined => {
  const own = served.get(entity.table) ?? none;
  const t = (name: string) => ident(entity.table, name);
  const labelField = entity.fields[entity.label];
  const labelText = labelSql(entity);
  const labelIsText = Boolean(labelField && textTypes.has(labelField.type));
  const pattern = likePattern(q);
  const match: string[] = [];
  const matchBindings: Knex.RawBinding[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === "ref") {
      const target = field.searchable && !field.multiple && !field.custom ? targetOf(field.ref) : undefined;
      const label = target?.fields[target.label];
      if (!target || !label || !textTypes.has(label.type) || label.custom) continue;
      if (!serves(own, "btree", name) || !serves(served.get(target.table) ?? none, "trigram", target.label)) continue;
      match.push(
        `${t(name)} = any(array(select ${ident("id")} from ${ident(target.table)} where ${ident(target.table, target.label)} ilike ? and ${ident(target.table, "deleted_at")} is null limit ${refCandidates}))`,
      );
      matchBindings.push(pattern);
    } else if (((field.searchable && textTypes.has(field.type)) || (name === entity.label && labelIsText)) && serves(own, "trigram", name)) {
      match.push(`${textOf(entity, name)} ilike ?`);
      matchBindings.push(pattern);
    }
  }
  // typos in the label: pg_trgm's `%>` (word similarity above the threshold), served by its trigram index
  const typo = labelIsText && !labelField?.custom && q.length >= 3 && serves(own, "trigram", entity.label);
  if (!match.length && !typo) return undefined;

  // the title's refs (an order's customer) as the second part of its name
  const titleRefs = (entity.title ?? []).flatMap((name) => {
    const field = entity.fields[name];
    if (field?.type !== "ref" || field.multiple || field.custom) return [];
    const target = targetOf(field.ref);
    const label = target?.fields[target.label];
    if (!target || !label || label.custom || !textTypes.has(label.type)) return [];
    return [`(select ${ident("r", target.label)} from ${ident(target.table)} ${ident("r")} where ${ident("r", "id")} = ${t(name)})`];
  });
  const subtitle = titleRefs.length ? `concat_ws(' · ', ${titleRefs.join(", ")})` : "null";
  const detail = summaryFields(entity);
  const column = (name?: string) => (name ? `${t(name)}::text` : "null");
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rank = `(lower(${labelText}) = lower(?))::int * 4 + (${labelText} ilike ?)::int * 2 + (${labelText} ilike ?)::int + word_similarity(?, ${labelText})`;
  // the candidates: substring matches (one bitmap of the indexes, OR-ed) and label typos, each its
  // own scan (an OR with `%>` in it misleads the planner into reading the table), at most `candidates` each
  const live = `${t("deleted_at")} is null`;
  const found = [
    ...(match.length ? [`(select ${t("id")} from ${ident(entity.table)} where ${live} and (${match.join(" or ")}) limit ${candidates})`] : []),
    ...(typo ? [`(select ${t("id")} from ${ident(entity.table)} where ${live} and ${t(entity.label)} %> ? limit ${candidates})`] : []),
  ];
  const sql = `(select ${literal(entity.name)} as resource, ${t("id")} as id, ${labelText} as label, ${subtitle} as subtitle,
      ${column(detail.status)} as status, ${column(detail.amount)} as amount, ${column(detail.date)} as date, ${rank} as rank
    from ${ident(entity.table)} where ${t("id")} in (${found.join(" union ")})
    order by rank desc, id desc limit ${Math.trunc(limit)})`;
  return { sql, bindings: [q, prefix, pattern, q, ...matchBindings, ...(typo ? [q] : [])] };
};

/** A resource name as an SQL string (names come from declarations). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A record found, as the statement answers it (the status not yet labelled). */
export interface FoundRecord {
  resource: string;
  id: number;
  label: string | null;
  subtitle: string | null;
  status: string | null;
  amount: string | null;
  date: string | null;
}

/**
 * The best `limit` matches of `q` in each of these entities (as the user sees them), in one statement:
 * the typos' threshold and a plan that reads by the indexes set for it alone.
 */
export const matchingRecords = async (
  db: Knex,
  entities: readonly EntityDef[],
  targetOf: (name: string) => EntityDef | undefined,
  q: string,
  limit: number,
): Promise<FoundRecord[]> => {
  const served = await servedBy(db);
  const parts = entities.flatMap((entity) => {
    const part = entitySql(entity, targetOf, q, limit, served);
    return part ? [part] : [];
  });
  if (!parts.length) return [];
  const sql = parts.map((p) => p.sql).join("\nunion all\n");
  const bindings = parts.flatMap((p) => p.bindings);
  return db.transaction(async (trx) => {
    await trx.raw(`set local pg_trgm.word_similarity_threshold = ${typoThreshold}`);
    // every condition is an index's (servedBy): a plan that reads a whole table under the candidates'
    // limit, hoping to meet 200 matches early, is never the cheap one when they are few
    await trx.raw("set local enable_seqscan = off");
    return (await trx.raw(sql, bindings)).rows;
  });
};
