import type { Enforcer } from "casbin";
import type { Knex } from "knex";
import type { Actor } from "../actions/actor";
import { runAction } from "../actions/run";
import { allowed } from "../auth/enforcer";
import { type EntityDef, isOwnColumn } from "../entities/types";
import type { HistorySource } from "../history/read";
import { keepsHistory } from "../history/record";
import { ApiError, msg } from "../http/errors";
import { type Mentionable, mentionsIn } from "./mentions";

/** A note as `GET /api/:resource/:id/notes` answers it, oldest first. */
export interface Note {
  id: number;
  user_id: number | null;
  user_name: string | null;
  text: string;
  created_at: string;
  updated_at: string | null;
}

/** Whether an entity's records take notes: every entity that keeps history, unless it declares `notes: false`. */
export const keepsNotes = (entity: EntityDef): boolean => keepsHistory(entity) && entity.notes !== false;

/** A record's notes as lines of its history (history/read.ts): `note` lines by their author, `detail` the note's id and edit time. */
export const noteHistory = (resource: string): HistorySource => ({
  detail: true,
  lines: (db, id) =>
    db("record_notes")
      .where({ resource, record_id: id })
      .select(
        "id as seq",
        db.raw("'note' as action"),
        "user_id",
        db.raw("'{}'::jsonb as changes"),
        "text as note",
        "created_at",
        db.raw("jsonb_build_object('note_id', id, 'edited_at', updated_at) as detail"),
      ),
});

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const noteRows = (db: Knex) =>
  db("record_notes as n")
    .leftJoin("users as u", "u.id", "n.user_id")
    .select("n.id", "n.user_id", "u.name as user_name", "n.text", "n.created_at", "n.updated_at");
const asNote = (row: Record<string, unknown>): Note => ({
  id: Number(row.id),
  user_id: row.user_id as number | null,
  user_name: row.user_name as string | null,
  text: row.text as string,
  created_at: iso(row.created_at as Date)!,
  updated_at: iso(row.updated_at as Date | null),
});

/**
 * Notes on the records of one entity, and the notifications their mentions leave. Whoever may read
 * a record may read and write its notes (a note is not an edit of the record: the route checks
 * `show`); only a note's author may edit or delete it. Writes go through `runAction` (one
 * transaction, the behaviour-log line); the note itself is the history line.
 */
export class NoteStore {
  constructor(
    private readonly db: Knex,
    private readonly enforcer: Enforcer,
    readonly entity: EntityDef,
  ) {}

  private assertTakesNotes() {
    if (!keepsNotes(this.entity)) throw new ApiError(405, msg("notAllowed"));
  }

  /** 404 unless the record exists (live or in the trash). */
  private async record(db: Knex, id: number): Promise<Record<string, unknown>> {
    const field = this.entity.fields[this.entity.label];
    const label = field && isOwnColumn(field) && field.type !== "lines" ? this.entity.label : undefined;
    const row = await db(this.entity.table)
      .where({ id })
      .first(["id", ...(label ? [`${label} as label`] : [])]);
    if (!row) throw ApiError.notFound();
    return row;
  }

  async list(id: number): Promise<Note[]> {
    this.assertTakesNotes();
    await this.record(this.db, id);
    const rows = await noteRows(this.db).where({ "n.resource": this.entity.name, "n.record_id": id }).orderBy("n.id");
    return rows.map(asNote);
  }

  /** Leaves a note; each user it mentions who may read the record (not its author) gets a notification. */
  async add(id: number, text: string, actor: Actor): Promise<{ note: Note; mentioned: Mentionable[] }> {
    this.assertTakesNotes();
    return runAction(this.db, actor, { action: "note", target: this.entity.name, targetId: id, entity: this.entity, history: false }, async (trx) => {
      const record = await this.record(trx, id);
      const [row] = await trx("record_notes").insert({ resource: this.entity.name, record_id: id, user_id: actor.userId, text }).returning("id");
      const noteId = Number(row.id);
      const mentioned = await this.notify(trx, record, noteId, text, actor);
      return { note: asNote(await noteRows(trx).where("n.id", noteId).first()), mentioned };
    });
  }

  /** Changes the text of one's own note; users it newly mentions are notified (those already told are not told again). */
  async edit(id: number, noteId: number, text: string, actor: Actor): Promise<{ note: Note; mentioned: Mentionable[] }> {
    this.assertTakesNotes();
    return runAction(
      this.db,
      actor,
      { action: "note-edit", target: this.entity.name, targetId: id, entity: this.entity, history: false },
      async (trx) => {
        const record = await this.record(trx, id);
        await this.own(trx, id, noteId, actor);
        await trx("record_notes").where({ id: noteId }).update({ text, updated_at: trx.fn.now() });
        const mentioned = await this.notify(trx, record, noteId, text, actor);
        return { note: asNote(await noteRows(trx).where("n.id", noteId).first()), mentioned };
      },
    );
  }

  /** Deletes one's own note (its notifications go with it). */
  async remove(id: number, noteId: number, actor: Actor): Promise<void> {
    this.assertTakesNotes();
    await runAction(
      this.db,
      actor,
      { action: "note-delete", target: this.entity.name, targetId: id, entity: this.entity, history: false },
      async (trx) => {
        await this.record(trx, id);
        await this.own(trx, id, noteId, actor);
        await trx("record_notes").where({ id: noteId }).delete();
      },
    );
  }

  /** The note, locked; 404 when it is not this record's, 403 when it is someone else's. */
  private async own(trx: Knex.Transaction, id: number, noteId: number, actor: Actor) {
    const note = await trx("record_notes").where({ id: noteId, resource: this.entity.name, record_id: id }).forUpdate().first("user_id");
    if (!note) throw ApiError.notFound();
    if (note.user_id === null || note.user_id !== actor.userId) throw new ApiError(403, msg("notesNotYours"));
  }

  /** Notifications for the users the text mentions who may read the record and have none for this note yet. */
  private async notify(trx: Knex.Transaction, record: Record<string, unknown>, noteId: number, text: string, actor: Actor) {
    if (!text.includes("@")) return [];
    const users: (Mentionable & { roles: string[] })[] = await trx("users")
      .whereNull("deleted_at")
      .where({ status: "active" })
      .select("id", "name", "email", "roles");
    const readers = users.filter((user) => user.id !== actor.userId && allowed(this.enforcer, user.roles ?? [], this.entity.name, "show"));
    const mentioned = mentionsIn(text, readers);
    if (!mentioned.length) return [];
    const told = new Set(
      (
        await trx("notifications")
          .where({ note_id: noteId })
          .whereIn(
            "user_id",
            mentioned.map((u) => u.id),
          )
          .pluck("user_id")
      ).map(Number),
    );
    const fresh = mentioned.filter((user) => !told.has(user.id));
    if (fresh.length)
      await trx("notifications").insert(
        fresh.map((user) => ({
          user_id: user.id,
          kind: "mention",
          resource: this.entity.name,
          record_id: record.id,
          record_label: record.label === undefined || record.label === null ? null : String(record.label),
          note_id: noteId,
          actor_id: actor.userId,
        })),
      );
    return mentioned.map(({ id, name, email }) => ({ id, name, email }));
  }
}
