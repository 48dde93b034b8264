import type { Knex } from "knex";

/** The engine's key-value table (versions, demo-data marks) and trigram search, which every list's filter indexes use. */
export async function up(db: Knex) {
  await db.raw("create extension if not exists pg_trgm");
  await db.schema.createTable("app_meta", (t) => {
    t.string("key").primary();
    t.jsonb("value");
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("app_meta");
}
