import type { Knex } from "knex";

/**
 * The dashboard's figures, per card: computed by the `settings.dashboard` job every three minutes (and on a
 * request that finds none fresh), so opening the dashboard reads one row per card whatever the
 * number of orders. Covering indexes keep the computing itself short: a month of orders and its
 * lines are read from the indexes alone.
 */
export async function up(db: Knex) {
  await db.schema.createTable("dashboard_cache", (t) => {
    t.string("card", 40).primary();
    /** The month the figures are for (a new month computes afresh). */
    t.date("period").notNullable();
    t.jsonb("figures").notNullable();
    t.timestamp("computed_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw("create index orders_dashboard_idx on orders (order_date) include (status, total, customer_id) where deleted_at is null");
  await db.raw("create index order_lines_dashboard_idx on order_lines (order_id) include (product_id, quantity, amount)");
}

export async function down(db: Knex) {
  await db.raw("drop index order_lines_dashboard_idx");
  await db.raw("drop index orders_dashboard_idx");
  await db.schema.dropTable("dashboard_cache");
}
