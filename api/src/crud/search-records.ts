import type { Knex } from "knex";
import { customTextSql } from "../custom/sql";
import { type EntityDef, type Registry, summaryFields } from "../entities";
import { type TunedStatement, tunedRows, tunedStatement } from "../db/tuned";
import { escapeLike, ident, likePattern } from "./query";

/**
 * The global search's records: one statement over every entity searched, each entity's best matches
 * for `q` (label, searchable fields, searchable refs' labels, typos in the label), matched only where
 * an index serves the condition, so its cost is that of the matches, never of a table's size.
 */

const textTypes = new Set(["string", "text", "email", "phone"]);
/**
 * How many matches of one stage of one entity are ranked (the best `limit` of them answer): bounds the work
 * on any data set. Each candidate is a row read from the heap (a random page: 200 of them cost an entity
 * 1-3 ms on the 1M-order data set, the search's largest cost); the best ranks come from the label itself
 * and its prefix, stages of their own, so a larger pool of plain substring matches rarely changes the answer.
 */
const candidates = 25;
/** Targets of a ref looked at when searching by their label (an order by its customer's name). */
const refCandidates = 10;
/** pg_trgm's word similarity at which a label counts as a typo of the query ("Lantua" for "Lantau": 0.57). */
const typoThreshold = 0.5;
/** What a table's indexes serve: text columns and custom fields under a trigram index, columns leading a btree. */
interface Served {
  trigram: Set<string>;
  btree: Set<string>;
  /** The planner's row count: a table this small is read whole at no cost, indexes or not. */
  rows: number;
}
/**
 * Below this many rows every declared field is matched, indexed or not (a new entity's table, a test's).
 * Matching a field without an index costs about a microsecond a row: 960 commission records with two
 * such fields cost 0.8 ms of every search, as much as five indexed entities.
 */
const smallTable = 500;
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

/**
 * What a placeholder of the statement stands for: the query, its LIKE patterns (`%q%`, `q%`), one of
 * its case variants (`v0`...) and the end of that variant's btree range (`e0`...), or one of its words
 * as a LIKE pattern (`w0`...). The statement's text depends only on the declarations and the `Shape`,
 * so it is built once and prepared.
 */
type Slot = "q" | "pattern" | "prefix" | `v${number}` | `e${number}` | `w${number}`;

/**
 * What shapes a statement's text besides the declarations: the number of the query's case variants,
 * and of its words looked for one by one by the typos (0: the whole query by word similarity).
 */
interface Shape {
  variants: number;
  words: number;
}

interface EntityQuery {
  sql: string;
  slots: Slot[];
}

/**
 * What a pass looks for: the query's text ("words": the label's prefix, then substrings of the label,
 * the searchable fields and the refs' labels) or, when that found too little, typos in the label.
 */
type Pass = "words" | "typos";

/**
 * One entity's best matches in one pass, as a parenthesised select of the union: at most `candidates`
 * matching rows per stage (indexes find them), ranked (exact label, label starting with the query,
 * label or field containing it, word similarity), the first `limit`.
 */
const entitySql = (
  entity: EntityDef,
  targetOf: (name: string) => EntityDef | undefined,
  { variants, words }: Shape,
  limit: number,
  served: Map<string, Served>,
  pass: Pass,
): EntityQuery | undefined => {
  const own = served.get(entity.table) ?? none;
  const t = (name: string) => ident(entity.table, name);
  const labelField = entity.fields[entity.label];
  const labelText = labelSql(entity);
  const labelIsText = Boolean(labelField && textTypes.has(labelField.type));
  const match: string[] = [];
  const matchSlots: Slot[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type === "ref") {
      const target = field.searchable && !field.multiple && !field.custom ? targetOf(field.ref) : undefined;
      const label = target?.fields[target.label];
      if (!target || !label || !textTypes.has(label.type) || label.custom) continue;
      if (!serves(own, "btree", name) || !serves(served.get(target.table) ?? none, "trigram", target.label)) continue;
      match.push(
        `${t(name)} = any(array(select ${ident("id")} from ${ident(target.table)} where ${ident(target.table, target.label)} ilike ? and ${ident(target.table, "deleted_at")} is null limit ${refCandidates}))`,
      );
      matchSlots.push("pattern");
    } else if (((field.searchable && textTypes.has(field.type)) || (name === entity.label && labelIsText)) && serves(own, "trigram", name)) {
      match.push(`${textOf(entity, name)} ilike ?`);
      matchSlots.push("pattern");
    }
  }
  // the label starting with the query (its case variants, see matchingRecords), one range of its btree each
  const ownLabel = labelIsText && !labelField?.custom;
  const prefixes = ownLabel && own.btree.has(entity.label) ? Array.from({ length: variants }, (_, i) => i) : [];
  // typos in the label: pg_trgm's `%>` (word similarity above the threshold), where the label's trigram
  // index serves it, or the table is small
  const typo = ownLabel && serves(own, "trigram", entity.label);
  if (pass === "words" ? !match.length && !prefixes.length : !typo) return undefined;

  // the title's refs (an order's customer) as the second part of its name, read for the answered rows only
  const titleRefs = (entity.title ?? []).flatMap((name) => {
    const field = entity.fields[name];
    if (field?.type !== "ref" || field.multiple || field.custom) return [];
    const target = targetOf(field.ref);
    const label = target?.fields[target.label];
    if (!target || !label || label.custom || !textTypes.has(label.type)) return [];
    return [{ name, target }];
  });
  const detail = summaryFields(entity);
  const column = (name?: string) => (name ? `${t(name)}::text` : "null");
  // what a candidate carries, read once: the row is never looked up again by its id
  const columns = [
    `${t("id")} as id`,
    `${labelText} as label`,
    `${column(detail.status)} as status`,
    `${column(detail.amount)} as amount`,
    `${column(detail.date)} as date`,
    ...titleRefs.map(({ name }, i) => `${t(name)} as ref${i}`),
  ].join(", ");
  const subtitle = titleRefs.length
    ? `concat_ws(' · ', ${titleRefs.map(({ target }, i) => `(select ${ident("r", target.label)} from ${ident(target.table)} ${ident("r")} where ${ident("r", "id")} = ${ident("c", `ref${i}`)})`).join(", ")})`
    : "null";
  const label = ident("c", "label");
  const rank = `(lower(${label}) = lower(?))::int * 4 + (${label} ilike ?)::int * 2 + (${label} ilike ?)::int + word_similarity(?, ${label})`;
  // The candidates. Words: the label itself and its prefix (btree: the best ranks; "SO-2026-0001" finds its 100
  // orders there in a millisecond, where the trigram index takes 30 ms to intersect the number's common
  // trigrams over 1M orders), then, only while those found fewer than `limit` (a one-time filter:
  // the stage is never run otherwise), substrings (one bitmap of the indexes, OR-ed). Typos: the label's
  // word similarity, a scan of its own (an OR with `%>` in it misleads the planner into reading the
  // table). At most `candidates` rows each.
  const live = `${t("deleted_at")} is null`;
  const from = ident(entity.table);
  const n = Math.trunc(limit);
  const stages: EntityQuery[] = [];
  if (pass === "typos" && !words)
    stages.push({ sql: `select ${columns} from ${from} where ${live} and ${t(entity.label)} %> ? limit ${candidates}`, slots: ["q"] });
  if (pass === "typos" && words) {
    // every word but one, each a substring (three words or more: "chna tai man" finds "Chan Tai Man" by
    // "tai" and "man" in 0.4 ms, where the word similarity of the whole query read the trigram index's
    // lists of both common syllables over 100k names: 3.8 ms)
    const label = t(entity.label);
    const all = Array.from({ length: words }, (_, i) => i);
    const butOne = all.map((skipped) => all.filter((i) => i !== skipped));
    stages.push({
      sql: `select ${columns} from ${from} where ${live} and (${butOne.map((kept) => `(${kept.map(() => `${label} ilike ?`).join(" and ")})`).join(" or ")}) limit ${candidates}`,
      slots: butOne.flatMap((kept) => kept.map((i) => `w${i}` as const)),
    });
  }
  if (pass === "words" && prefixes.length) {
    const label = t(entity.label);
    // the label itself first (a customer named "Wong" among a thousand "Wong ..."), then its prefix
    stages.push({
      sql: `select ${columns} from ${from} where ${live} and ${label} in (${prefixes.map(() => "?").join(", ")}) limit ${candidates}`,
      slots: prefixes.map((i) => `v${i}` as const),
    });
    stages.push({
      sql: `select ${columns} from ${from} where ${live} and (${prefixes.map(() => `(${label} >= ? and ${label} < ? and starts_with(${label}, ?))`).join(" or ")}) limit ${candidates}`,
      slots: prefixes.flatMap((i) => [`v${i}`, `e${i}`, `v${i}`] as const),
    });
  }
  if (pass === "words" && match.length) {
    const fewer = stages.length ? ` and ${stages.map((_, i) => `(select count(*) from s${i})`).join(" + ")} < ${n}` : "";
    stages.push({ sql: `select ${columns} from ${from} where ${live} and (${match.join(" or ")})${fewer} limit ${candidates}`, slots: matchSlots });
  }
  const sql = `(with ${stages.map((stage, i) => `s${i} as (${stage.sql})`).join(", ")}
    select ${literal(entity.name)} as resource, c.id, c.label, ${subtitle} as subtitle, c.status, c.amount, c.date, ${rank} as rank
    from (${stages.map((_, i) => `select * from s${i}`).join(" union ")}) c
    order by rank desc, c.id desc limit ${n})`;
  return { sql, slots: [...stages.flatMap((stage) => stage.slots), "q", "prefix", "pattern", "q"] };
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
 * The planner's settings for the search's statements. Every condition is an index's (servedBy), and each
 * is read as a bitmap: a plan that walks a table or an index in order under the candidates' limit,
 * hoping to meet enough matches early, is never the cheap one when they are few (it read 100k products
 * to find none: 111 ms). The plan is generic, made once per connection: a statement's text depends
 * only on the entities the roles see, and planning its ~25 parts cost 20-45 ms, more than running it.
 */
const settings = {
  "pg_trgm.word_similarity_threshold": String(typoThreshold),
  enable_seqscan: "off",
  enable_indexscan: "off",
  enable_indexonlyscan: "off",
  plan_cache_mode: "force_generic_plan",
  // A table without an index for a condition is read whole at the planner's "disabled" cost (10^10), far
  // above JIT's thresholds: PostgreSQL then compiled the ~800 expressions of the statement with LLVM,
  // which took a test's 30 s on a loaded machine, for a statement that runs in milliseconds
  jit: "off",
};

/** An object's number, for the statements' cache keys (declarations are replaced, never changed in place). */
const ids = new WeakMap<object, number>();
let lastId = 0;
const idOf = (object: object) => {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = ++lastId));
  return id;
};
/** Built statements, by the indexes read (a new map each minute), then by what shapes the text. */
const statements = new WeakMap<Map<string, Served>, Map<string, TunedStatement | null>>();

/** One pass over these entities as one statement (each entity's best `limit` of that pass), built once. */
const passStatement = (
  registry: Pick<Registry, "entityByName">,
  entities: readonly EntityDef[],
  shape: Shape,
  limit: number,
  served: Map<string, Served>,
  pass: Pass,
): TunedStatement | null => {
  let built = statements.get(served);
  if (!built) statements.set(served, (built = new Map()));
  const key = [pass, limit, shape.variants, shape.words, idOf(registry.entityByName), ...entities.map(idOf)].join(",");
  let statement = built.get(key);
  if (statement === undefined) {
    const targetOf = (name: string) => registry.entityByName.get(name);
    const parts = entities.flatMap((entity) => {
      const part = entitySql(entity, targetOf, shape, limit, served, pass);
      return part ? [part] : [];
    });
    statement = parts.length
      ? tunedStatement(
          parts.map((p) => p.sql).join("\nunion all\n"),
          parts.flatMap((p) => p.slots),
        )
      : null;
    if (built.size >= 1000) built.clear();
    built.set(key, statement);
  }
  return statement;
};

type Ranked = FoundRecord & { rank: number };

/**
 * The best `limit` matches of `q` in each of these entities (as the user sees them): their words first,
 * and typos only when the words found fewer than `limit` records in all (a typo of one record's name is
 * noise beside five records that hold the word; and looking for typos is the search's dearest part:
 * "chna tai man"'s trigrams are in thousands of names), never for a query with a digit (a document's
 * number or a code: "SO-2026-0001" is word-similar to 677k of 1M order numbers) or of fewer than three
 * characters. A typo of a query of three to six words is looked for as every word but one; of fewer
 * or more, as the whole query's word similarity.
 */
export const matchingRecords = async (
  db: Knex,
  registry: Pick<Registry, "entityByName">,
  entities: readonly EntityDef[],
  q: string,
  limit: number,
): Promise<FoundRecord[]> => {
  const served = await servedBy(db);
  // the case variants a label is looked up by: as typed, upper, lower, each word capitalised
  const titleCase = q.toLowerCase().replace(/(^|\s)\S/g, (first) => first.toUpperCase());
  const variants = [...new Set([q, q.toUpperCase(), q.toLowerCase(), titleCase])];
  const values: Record<string, string> = { q, pattern: likePattern(q), prefix: `${escapeLike(q)}%` };
  variants.forEach((variant, i) => {
    values[`v${i}`] = variant;
    values[`e${i}`] = `${variant}\u{10FFFF}`;
  });
  // the words a typo is looked for around: three to six of at least three characters (a trigram each)
  const typoWords = q.split(/\s+/).filter((word) => word.length >= 3);
  typoWords.forEach((word, i) => {
    values[`w${i}`] = likePattern(word);
  });
  const shape: Shape = { variants: variants.length, words: typoWords.length >= 3 && typoWords.length <= 6 ? typoWords.length : 0 };
  const rowsOf = async (pass: Pass): Promise<Ranked[]> => {
    const statement = passStatement(registry, entities, shape, limit, served, pass);
    return statement ? tunedRows<Ranked>(db, settings, statement, values) : [];
  };
  const words = await rowsOf("words");
  if (words.length >= limit || q.length < 3 || /\d/.test(q)) return words;
  const typos = await rowsOf("typos");
  if (!typos.length) return words;
  // each entity's best `limit` of both passes, in the order of its ranks
  const byEntity = new Map<string, Ranked[]>();
  for (const row of [...words, ...typos]) {
    const rows = byEntity.get(row.resource) ?? [];
    if (!rows.some((other) => Number(other.id) === Number(row.id))) rows.push(row);
    byEntity.set(row.resource, rows);
  }
  return [...byEntity.values()].flatMap((rows) =>
    rows.sort((a, b) => Number(b.rank) - Number(a.rank) || Number(b.id) - Number(a.id)).slice(0, limit),
  );
};
