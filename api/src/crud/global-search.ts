import type { Request } from "express";
import { z } from "zod";
import { allowed, readsPrivateFields } from "../auth/enforcer";
import type { AppContext } from "../context";
import { type EntityDef, summaryFields } from "../entities";
import { defineRoute } from "../http/contract";
import { languageOfRequest } from "../http/request";
import { translatorFor } from "../i18n";
import { withoutPrivate } from "./private";
import { ident } from "./query";
import { pagesAndActions } from "./search-names";
import { labelSql, matchingRecords } from "./search-records";

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

/** Characters a query needs before records are searched. */
const minRecordQuery = 2;

type Ctx = Pick<AppContext, "db" | "registry" | "enforcer" | "clock" | "config">;

/** The entity as this user sees it (without private fields unless their roles read them), or nothing when they may not open it. */
const seenBy = (ctx: Ctx, roles: readonly string[]) => {
  const readsPrivate = readsPrivateFields(ctx.enforcer, roles);
  return (entity: EntityDef): EntityDef | undefined => {
    if (!allowed(ctx.enforcer, roles, entity.name, "list") || !allowed(ctx.enforcer, roles, entity.name, "show")) return undefined;
    return readsPrivate ? entity : withoutPrivate(entity);
  };
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
      const found = await ctx.db.raw(
        `select ${ident(entity.table, "id")} as id, ${labelSql(entity)} as label from ${ident(entity.table)} where ${ident(entity.table, "id")} = any(?) and ${ident(entity.table, "deleted_at")} is null`,
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

  const searched = ctx.registry.entities.flatMap((declared) => {
    const entity = declared.search === false ? undefined : see(declared);
    return entity ? [entity] : [];
  });
  // one character finds too much to rank: pages and actions only
  const rows = [...q].length >= minRecordQuery ? await matchingRecords(ctx.db, ctx.registry, searched, q, limit) : [];
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
