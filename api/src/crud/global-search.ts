import type { Request } from "express";
import type { Knex } from "knex";
import { z } from "zod";
import { allowed, readsPrivateFields } from "../auth/enforcer";
import { dateIn } from "../clock";
import type { AppContext } from "../context";
import { customTextSql } from "../custom/sql";
import { allows, type EntityDef, type PageCommand, type PageDef, policyObjectOfPage, summaryFields } from "../entities";
import { defineRoute } from "../http/contract";
import { languageOfRequest } from "../http/request";
import { type Language, languages, translatorFor } from "../i18n";
import { withoutPrivate } from "./private";
import { ident, likePattern } from "./query";

/**
 * The global search (issue 26, the admin's Ctrl+K): `GET /api/search?q=&limit=` answers, for what the
 * user's roles may do,
 * - records of every entity they may list and open, matched on the label and the `searchable` fields
 *   (a case-insensitive substring: CJK too), the labels of the records their searchable refs point at
 *   (an order by its customer's name), and typos in the label (pg_trgm's word similarity, served by the
 *   label's trigram index); private fields only for roles that read them, as the lists do;
 * - pages and entity lists by name in either language, and actions: "New <record>" for entities they
 *   may create, and the commands pages declare (`PageCommand`, e.g. "Back up now") for the verbs granted;
 * - with no `q`, the records this user wrote last (behaviour log).
 * Everything comes from the declarations: a new entity is searched with no code here.
 */

export const searchRoute = defineRoute({
  method: "get",
  path: "/search",
  summary: "Search every record, page and action the user's roles may use (the admin's Ctrl+K)",
  tag: "meta",
  query: {
    q: { type: "string", maxLength: 100 },
    /** Records per entity. */
    limit: { type: "integer", min: 1, max: 20 },
  },
  answer: z.object({
    q: z.string(),
    groups: z.array(
      z.object({
        resource: z.string(),
        records: z.array(
          z.object({
            id: z.number().int(),
            label: z.string(),
            /** The title's other parts (an order's customer). */
            subtitle: z.string().nullable(),
            status: z.string().nullable(),
            amount: z.string().nullable(),
            date: z.string().nullable(),
          }),
        ),
      }),
    ),
    pages: z.array(z.object({ name: z.string(), label: z.string(), route: z.string() })),
    actions: z.array(
      z.object({
        name: z.string(),
        label: z.string(),
        /** Go there (a form). */
        route: z.string().optional(),
        /** Or call this. */
        run: z.object({ method: z.literal("post"), path: z.string(), body: z.record(z.string(), z.unknown()).optional() }).optional(),
      }),
    ),
    recent: z.array(z.object({ resource: z.string(), id: z.number().int(), label: z.string() })),
  }),
});

export type SearchAnswer = z.input<NonNullable<typeof searchRoute.answer>>;

const textTypes = new Set(["string", "text", "email", "phone"]);
/** How many matches of one entity are ranked (the best `limit` of them answer): bounds the work on any data set. */
const candidates = 200;
/** Targets of a ref looked at when searching by their label (an order by its customer's name). */
const refCandidates = 50;
/** pg_trgm's word similarity at which a label counts as a typo of the query ("Lantua" for "Lantau": 0.57). */
const typoThreshold = 0.5;
/** Characters a query needs before records are searched. */
const minRecordQuery = 2;

type Ctx = Pick<AppContext, "db" | "registry" | "enforcer" | "clock" | "config">;

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
  const labelText = labelField && entity.label !== "id" ? textOf(entity, entity.label) : `${t("id")}::text`;
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

/** The entity as this user sees it (without private fields unless their roles read them), or nothing when they may not open it. */
const seenBy = (ctx: Ctx, roles: readonly string[]) => {
  const readsPrivate = readsPrivateFields(ctx.enforcer, roles);
  return (entity: EntityDef): EntityDef | undefined => {
    if (!allowed(ctx.enforcer, roles, entity.name, "list") || !allowed(ctx.enforcer, roles, entity.name, "show")) return undefined;
    return readsPrivate ? entity : withoutPrivate(entity);
  };
};

/** Lowercased, and Chinese punctuation-insensitive enough: what a page's name is compared by. */
const normal = (text: string) => text.toLowerCase().normalize("NFKC").trim();

/** The trigrams of a word (pg_trgm's way: padded with two spaces before, one after). */
const trigrams = (word: string) => {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
};
/** A name made ready for matching: lowercased, its words' trigrams (built once per name, see `hay`). */
interface Hay {
  text: string;
  words: Set<string>[];
}
const hays = new Map<string, Hay>();
const hay = (name: string): Hay => {
  let ready = hays.get(name);
  if (!ready) {
    const text = normal(name);
    ready = {
      text,
      words: text
        .split(/[\s·,()（）]+/)
        .filter(Boolean)
        .map(trigrams),
    };
    if (hays.size < 10_000) hays.set(name, ready);
  }
  return ready;
};
/** Whether `word` is in the name, or close to one of its words (a typo). */
const wordMatches = (word: string, mine: Set<string> | undefined, { text, words }: Hay) => {
  if (text.includes(word)) return true;
  if (!mine) return false;
  return words.some((theirs) => {
    let shared = 0;
    for (const g of mine) if (theirs.has(g)) shared++;
    return shared / (mine.size + theirs.size - shared) >= 0.4;
  });
};
/** Every word of the query in one of the names (any language). */
const nameMatches = (q: string, names: readonly string[]) => {
  const words = normal(q)
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word, grams: word.length >= 3 ? trigrams(word) : undefined }));
  return names.some((name) => {
    const ready = hay(name);
    return words.every(({ word, grams }) => wordMatches(word, grams, ready));
  });
};

const previousMonth = (today: string) => {
  const [year, month] = today.split("-").map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
};

/** A command's body with its `$previousMonth` / `$currentMonth` filled in. */
const bodyOf = (ctx: Ctx, command: PageCommand) => {
  if (!command.body) return undefined;
  const today = dateIn(ctx.clock.now(), ctx.config.timeZone);
  return Object.fromEntries(
    Object.entries(command.body).map(([key, value]) => [
      key,
      value === "$previousMonth" ? previousMonth(today) : value === "$currentMonth" ? today.slice(0, 7) : value,
    ]),
  );
};

/** An entity's list name in each language (a custom resource's own labels), once per declaration object. */
const namesOf = new WeakMap<EntityDef, string[]>();
const entityNames = (entity: EntityDef) => {
  let names = namesOf.get(entity);
  if (!names) {
    names = languages.map((language) => entity.labels?.[language] ?? entity.labels?.en ?? translatorFor(language)(`${entity.name}.${entity.name}`));
    namesOf.set(entity, names);
  }
  return names;
};

const pageName = (page: PageDef, language: Language) => translatorFor(language)(`${page.name}.${page.name}`);

/** Pages, entity lists and actions matching `q` in either language, answered in the user's. */
const pagesAndActions = (ctx: Ctx, roles: readonly string[], q: string, language: Language) => {
  const t = translatorFor(language);
  const can = (object: string, action: string) => allowed(ctx.enforcer, roles, object, action);
  const pages: SearchAnswer["pages"] = [];
  const actions: SearchAnswer["actions"] = [];
  for (const entity of ctx.registry.entities) {
    if (!can(entity.name, "list")) continue;
    const names = entityNames(entity);
    const mine = names[languages.indexOf(language)];
    if (nameMatches(q, names)) pages.push({ name: entity.name, label: mine, route: entity.route });
    if (allows(entity, "create") && can(entity.name, "create")) {
      // "Create Order" (its form's title) where it has one, else "New <name>"; "new order" finds either
      const title = (l: Language, i: number) =>
        translatorFor(l)(`${entity.name}.titles.create`, { defaultValue: translatorFor(l)("search.new", { name: names[i] }) });
      const labels = languages.map((l, i) => `${title(l, i)} ${translatorFor(l)("search.new", { name: names[i] })}`);
      if (nameMatches(q, labels))
        actions.push({ name: `${entity.name}.create`, label: title(language, languages.indexOf(language)), route: `${entity.route}/create` });
    }
  }
  for (const page of ctx.registry.pages) {
    const object = policyObjectOfPage(page);
    if (!can(object, "list")) continue;
    const names = languages.map((l) => pageName(page, l));
    if (page.menuParent !== false && nameMatches(q, names)) pages.push({ name: page.name, label: pageName(page, language), route: page.route });
    for (const command of page.commands ?? []) {
      if (!can(object, command.verb)) continue;
      const key = `${page.name}.commands.${command.name}`;
      if (
        !nameMatches(
          q,
          languages.map((l) => translatorFor(l)(key)),
        )
      )
        continue;
      const body = bodyOf(ctx, command);
      actions.push({ name: key, label: t(key), run: { method: command.method, path: command.path, ...(body ? { body } : {}) } });
    }
  }
  return { pages: pages.slice(0, 8), actions: actions.slice(0, 8) };
};

/** The records this user wrote last (the behaviour log), that they may still open: label by entity. */
const recentOf = async (ctx: Ctx, userId: number, see: (entity: EntityDef) => EntityDef | undefined, limit: number) => {
  const { rows } = (await ctx.db.raw(
    `select target, target_id, max(id) as last from (
       select target, target_id, id from behaviour_logs where user_id = ? and deleted_at is null order by id desc limit 200
     ) l where target_id is not null group by target, target_id order by last desc limit 30`,
    [userId],
  )) as { rows: { target: string; target_id: number }[] };
  const wanted = rows.flatMap((row) => {
    const declared = ctx.registry.entityByName.get(row.target);
    const entity = declared && declared.search !== false ? see(declared) : undefined;
    return entity ? [{ entity, id: Number(row.target_id) }] : [];
  });
  const byEntity = new Map<EntityDef, number[]>();
  for (const { entity, id } of wanted) byEntity.set(entity, [...(byEntity.get(entity) ?? []), id]);
  const labels = new Map<string, string>();
  await Promise.all(
    [...byEntity].map(async ([entity, ids]) => {
      const label = entity.fields[entity.label] && entity.label !== "id" ? textOf(entity, entity.label) : `${ident(entity.table, "id")}::text`;
      const found = await ctx.db.raw(
        `select ${ident(entity.table, "id")} as id, ${label} as label from ${ident(entity.table)} where ${ident(entity.table, "id")} = any(?) and ${ident(entity.table, "deleted_at")} is null`,
        [ids],
      );
      for (const row of found.rows as { id: number; label: string | null }[]) labels.set(`${entity.name}:${row.id}`, row.label ?? String(row.id));
    }),
  );
  return wanted
    .filter(({ entity, id }) => labels.has(`${entity.name}:${id}`))
    .slice(0, limit)
    .map(({ entity, id }) => ({ resource: entity.name, id, label: labels.get(`${entity.name}:${id}`)! }));
};

/** The search itself (the route's handler calls it). */
export const globalSearch = async (
  ctx: Ctx,
  req: Request,
  { q: raw, limit: given }: { q?: string | null; limit?: number | null },
): Promise<SearchAnswer> => {
  const user = req.session.user!;
  const roles = user.roles;
  const q = (raw ?? "").trim();
  const limit = given ?? 5;
  const language = languageOfRequest(req);
  const see = seenBy(ctx, roles);
  if (!q) return { q, groups: [], pages: [], actions: [], recent: await recentOf(ctx, user.id, see, 10) };

  const targetOf = (name: string) => ctx.registry.entityByName.get(name);
  // one character finds too much to rank: pages and actions only
  const served = [...q].length >= minRecordQuery ? await servedBy(ctx.db) : undefined;
  const parts = served
    ? ctx.registry.entities.flatMap((declared) => {
        const entity = declared.search === false ? undefined : see(declared);
        const part = entity && entitySql(entity, targetOf, q, limit, served);
        return part ? [part] : [];
      })
    : [];
  let rows: {
    resource: string;
    id: number;
    label: string | null;
    subtitle: string | null;
    status: string | null;
    amount: string | null;
    date: string | null;
  }[] = [];
  if (parts.length) {
    const sql = parts.map((p) => p.sql).join("\nunion all\n");
    const bindings = parts.flatMap((p) => p.bindings);
    rows = await ctx.db.transaction(async (trx) => {
      await trx.raw(`set local pg_trgm.word_similarity_threshold = ${typoThreshold}`);
      // every condition is an index's (servedBy): a plan that reads a whole table under the candidates'
      // limit, hoping to meet 200 matches early, is never the cheap one when they are few
      await trx.raw("set local enable_seqscan = off");
      return (await trx.raw(sql, bindings)).rows;
    });
  }
  const t = translatorFor(language);
  const groups = new Map<string, SearchAnswer["groups"][number]>();
  for (const row of rows) {
    const entity = ctx.registry.entityByName.get(row.resource)!;
    const statusField = summaryFields(entity).status;
    const status =
      row.status === null || !statusField
        ? null
        : t(`${entity.name}.values.${statusField}.${row.status}`, { defaultValue: row.status }) || row.status;
    let group = groups.get(row.resource);
    if (!group) groups.set(row.resource, (group = { resource: row.resource, records: [] }));
    group.records.push({
      id: Number(row.id),
      label: row.label ?? String(row.id),
      subtitle: row.subtitle || null,
      status,
      amount: row.amount,
      date: row.date ? String(row.date).slice(0, 10) : null,
    });
  }
  return { q, groups: [...groups.values()], ...pagesAndActions(ctx, roles, q, language), recent: [] };
};
