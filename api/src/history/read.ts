import type { Knex } from "knex";
import { z } from "zod";
import type { EntityDef } from "../entities/types";
import { defineRoute } from "../http/contract";

/**
 * Lines a module keeps of its own about a record (an order's status changes with their reasons),
 * declared in its definition (`history: { orders: [source] }`) and read into the record's one stream.
 * `lines` selects, for the record `id`: `seq` (a number ordering lines of the same instant), `action`,
 * `user_id`, `changes` (jsonb `{ field: [old, new] }`), `note` and `created_at`; with `detail: true`
 * also `detail` (jsonb: what a line of its kind carries besides, e.g. a note's id, a message's state).
 */
export interface HistorySource {
  lines: (db: Knex, id: number) => Knex.QueryBuilder;
  /** The lines select a `detail` column too (otherwise it is null). */
  detail?: true;
}
export type HistorySources = Readonly<Record<string, readonly HistorySource[]>>;

export interface HistoryChange {
  field: string;
  old: unknown;
  new: unknown;
  /** A private field the user's roles may not read: its values are left out. */
  masked?: boolean;
}

export interface HistoryEntry {
  id: string;
  action: string;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
  note: string | null;
  changes: HistoryChange[];
  /** What a line of its kind carries besides: a note's id and edit time, a message's channel and state. */
  detail: Record<string, unknown> | null;
}

export const historyRoute = defineRoute({
  method: "get",
  path: "/:resource/:id/history",
  summary: "A record's history, newest first: who, when, which action and each changed field old -> new (private values masked)",
  tag: "history",
  query: {
    _start: { type: "integer", min: 0 },
    _end: { type: "integer", min: 1 },
  },
  answer: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      user_id: z.number().int().nullable(),
      user_name: z.string().nullable(),
      created_at: z.string(),
      note: z.string().nullable(),
      changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown(), masked: z.boolean().optional() })),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});

/** At most this many lines a page. */
export const historyPageLimit = 100;

/** The changes of one line in the declaration's order (fields it no longer has last), private values masked unless readable. */
const changesOf = (entity: EntityDef, changes: Record<string, [unknown, unknown]>, readsPrivate: boolean): HistoryChange[] => {
  const order = Object.keys(entity.fields);
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  return Object.entries(changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, [old, value]]) =>
      entity.fields[field]?.private && !readsPrivate ? { field, old: null, new: null, masked: true } : { field, old, new: value },
    );
};

/**
 * One page of a record's history, newest first: the engine's lines (record_history) and its module's
 * own (history sources) as one stream, in two statements (the page and its count).
 */
export const readHistory = async (
  db: Knex,
  entity: EntityDef,
  id: number,
  {
    sources = [],
    readsPrivate,
    start = 0,
    end = start + 20,
  }: { sources?: readonly HistorySource[]; readsPrivate: boolean; start?: number; end?: number },
): Promise<{ rows: HistoryEntry[]; total: number }> => {
  const own = db("record_history")
    .where({ resource: entity.name, record_id: id })
    .select("id as seq", "action", "user_id", "changes", "note", "created_at");
  const parts = [own, ...sources.map((source) => source.lines(db, id))].map((q) => q.toSQL());
  const detail = [false, ...sources.map((source) => Boolean(source.detail))];
  // each source selects the same columns; a line's key names its source ('h' the engine's, 's<n>:' a module's)
  const union = parts
    .map(
      (part, i) =>
        `(select '${i ? `s${i - 1}:` : "h"}' || seq as key, seq, action, user_id, changes, note, created_at, ${detail[i] ? "detail" : "null::jsonb as detail"} from (${part.sql}) p)`,
    )
    .join(" union all ");
  const bindings = parts.flatMap((part) => part.bindings);
  const limit = Math.max(0, Math.min(end - start, historyPageLimit));
  const [page, count] = await Promise.all([
    db.raw(
      `select h.key, h.action, h.user_id, u.name as user_name, h.changes, h.note, h.created_at, h.detail
       from (${union}) h left join users u on u.id = h.user_id
       order by h.created_at desc, h.seq desc limit ? offset ?`,
      [...bindings, limit, start],
    ),
    db.raw(`select count(*)::int as total from (${union}) h`, bindings),
  ]);
  const rows = (
    page.rows as {
      key: string;
      action: string;
      user_id: number | null;
      user_name: string | null;
      changes: unknown;
      note: string | null;
      created_at: Date | string;
      detail: unknown;
    }[]
  ).map(
    (row): HistoryEntry => ({
      id: row.key,
      action: row.action,
      user_id: row.user_id,
      user_name: row.user_name,
      created_at: new Date(row.created_at).toISOString(),
      note: row.note,
      changes: changesOf(
        entity,
        (typeof row.changes === "string" ? JSON.parse(row.changes) : row.changes) as Record<string, [unknown, unknown]>,
        readsPrivate,
      ),
      detail: (typeof row.detail === "string" ? JSON.parse(row.detail) : row.detail) as Record<string, unknown> | null,
    }),
  );
  return { rows, total: count.rows[0].total as number };
};
