import type { Knex } from "knex";

/**
 * Covering indexes for the reports (api/src/reports/): the ledger's movements of a period (stock
 * report) and of an order (cost of goods sold), read from the index alone.
 */
export async function up(db: Knex) {
  await db.raw("create index stock_movements_report_idx on stock_movements (created_at) include (product_id, type, quantity, total_cost)");
  await db.raw(
    "create index stock_movements_order_cost_idx on stock_movements (order_id) include (product_id, type, total_cost) where order_id is not null",
  );
}

export async function down(db: Knex) {
  for (const index of ["stock_movements_order_cost_idx", "stock_movements_report_idx"]) await db.raw("drop index ??", [index]);
}
