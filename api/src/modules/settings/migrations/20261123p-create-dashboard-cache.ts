import type { Knex } from "knex";

/**
 * The dashboard's figures, per card: computed by the `settings.dashboard` job every three minutes (and on a
 * request that finds none fresh), so opening the dashboard reads one row per card whatever the
 * number of orders. (Covering indexes of the orders module, 20261123q, keep the computing itself short.)
 */
export async function up(db: Knex) {
  await db.schema.createTable("dashboard_cache", (t) => {
    t.string("card", 40).primary();
    /** The month the figures are for (a new month computes afresh). */
    t.date("period").notNullable();
    t.jsonb("figures").notNullable();
    t.timestamp("computed_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("dashboard_cache");
}
