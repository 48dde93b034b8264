import type { Knex } from "knex";

/** A notification as the bell lists it: who mentioned the user in a note on which record, read or not. */
export interface Notification {
  id: number;
  kind: string;
  resource: string;
  record_id: number;
  record_label: string | null;
  note_id: number | null;
  /** The note's text as it is now. */
  text: string | null;
  actor_id: number | null;
  actor_name: string | null;
  created_at: string;
  read_at: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One page of a user's notifications, newest first (`unread` only those not read), with the count and the unread count. */
export const listNotifications = async (
  db: Knex,
  userId: number,
  { start = 0, end = start + 20, unread = false }: { start?: number; end?: number; unread?: boolean },
): Promise<{ rows: Notification[]; total: number; unread: number }> => {
  const mine = () => db("notifications as f").where("f.user_id", userId);
  const limit = Math.max(0, Math.min(end - start, 100));
  const [rows, counts] = await Promise.all([
    mine()
      .modify((q) => (unread ? q.whereNull("f.read_at") : q))
      .leftJoin("record_notes as n", "n.id", "f.note_id")
      .leftJoin("users as a", "a.id", "f.actor_id")
      .orderBy("f.id", "desc")
      .limit(limit)
      .offset(start)
      .select<(Omit<Notification, "created_at" | "read_at"> & { created_at: Date | string; read_at: Date | string | null })[]>(
        "f.*",
        "n.text",
        "a.name as actor_name",
      ),
    mine().first(db.raw("count(*)::int as total"), db.raw("(count(*) filter (where f.read_at is null))::int as unread")),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      resource: row.resource,
      record_id: Number(row.record_id),
      record_label: row.record_label,
      note_id: row.note_id === null ? null : Number(row.note_id),
      text: row.text,
      actor_id: row.actor_id,
      actor_name: row.actor_name,
      created_at: iso(row.created_at)!,
      read_at: iso(row.read_at),
    })),
    total: unread ? counts.unread : counts.total,
    unread: counts.unread,
  };
};

/** Marks one of the user's notifications read (`id`), or all of them; answers how many are left unread. */
export const markRead = async (db: Knex, userId: number, id?: number): Promise<number> => {
  await db("notifications")
    .where({ user_id: userId })
    .whereNull("read_at")
    .modify((q) => (id === undefined ? q : q.where({ id })))
    .update({ read_at: db.fn.now() });
  const row = await db("notifications").where({ user_id: userId }).whereNull("read_at").first(db.raw("count(*)::int as unread"));
  return row.unread;
};
