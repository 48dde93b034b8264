import type { Knex } from "knex";

/**
 * Notes on records (notes/store.ts): plain text a user leaves on any record of an entity that keeps
 * history, read into the record's history stream; `updated_at` is set when its author edits it. A
 * mention of a user in a note leaves that user a notification (the admin's bell), gone with the note.
 */
export async function up(db: Knex) {
  await db.schema.createTable("record_notes", (t) => {
    t.bigIncrements("id");
    t.string("resource", 80).notNullable();
    t.bigInteger("record_id").notNullable();
    t.integer("user_id").references("id").inTable("users").onDelete("SET NULL");
    t.text("text").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("updated_at", { useTz: true });
  });
  await db.raw("create index record_notes_record_idx on record_notes (resource, record_id, id)");
  await db.raw("create index record_notes_user_id_idx on record_notes (user_id)");
  await db.schema.createTable("notifications", (t) => {
    t.bigIncrements("id");
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("kind", 40).notNullable().defaultTo("mention");
    t.string("resource", 80).notNullable();
    t.bigInteger("record_id").notNullable();
    t.text("record_label");
    t.bigInteger("note_id").references("id").inTable("record_notes").onDelete("CASCADE");
    t.integer("actor_id").references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("read_at", { useTz: true });
  });
  await db.raw("create index notifications_user_idx on notifications (user_id, id desc)");
  await db.raw("create index notifications_unread_idx on notifications (user_id) where read_at is null");
  await db.raw("create index notifications_note_id_idx on notifications (note_id)");
  await db.raw("create index notifications_actor_id_idx on notifications (actor_id)");
}

export async function down(db: Knex) {
  await db.schema.dropTable("notifications");
  await db.schema.dropTable("record_notes");
}
