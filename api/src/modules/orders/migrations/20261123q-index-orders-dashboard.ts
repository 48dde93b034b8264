import type { Knex } from "knex";

/**
 * Covering indexes for the dashboard's figures (the settings module's `settings.dashboard` job): a
 * month of orders and its lines are read from the indexes alone.
 */
export async function up(db: Knex) {
  await db.raw("create index orders_dashboard_idx on orders (order_date) include (status, total, customer_id) where deleted_at is null");
  await db.raw("create index order_lines_dashboard_idx on order_lines (order_id) include (product_id, quantity, amount)");
}

export async function down(db: Knex) {
  await db.raw("drop index order_lines_dashboard_idx");
  await db.raw("drop index orders_dashboard_idx");
}
