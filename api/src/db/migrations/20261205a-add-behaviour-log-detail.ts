import type { Knex } from "knex";

/** What a behaviour-log line says beyond its action and target: a bulk action's count and ids (crud/bulk-actions.ts). */
export async function up(db: Knex) {
  await db.schema.alterTable("behaviour_logs", (t) => {
    t.jsonb("detail");
  });
}

export async function down(db: Knex) {
  await db.schema.alterTable("behaviour_logs", (t) => {
    t.dropColumn("detail");
  });
}
