import type { Knex } from "knex";

/**
 * The change history of every record (history/record.ts): one row per write through
 * `CrudService.write()` or `runAction`, in the write's transaction, with the fields it changed as
 * jsonb `{ field: [old, new] }` (custom fields as `cf_<key>`, child lines as one field). Read newest
 * first for one record: the index covers (resource, record_id, id).
 */
export async function up(db: Knex) {
  await db.schema.createTable("record_history", (t) => {
    t.bigIncrements("id");
    t.string("resource", 80).notNullable();
    t.bigInteger("record_id").notNullable();
    t.string("action", 40).notNullable();
    t.integer("user_id").references("id").inTable("users").onDelete("SET NULL");
    t.jsonb("changes").notNullable().defaultTo("{}");
    t.text("note");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw("create index record_history_record_idx on record_history (resource, record_id, id desc)");
  await db.raw("create index record_history_user_id_idx on record_history (user_id)");
}

export async function down(db: Knex) {
  await db.schema.dropTable("record_history");
}
