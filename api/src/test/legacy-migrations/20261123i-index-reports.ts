import type { Knex } from "knex";

/**
 * Covering indexes for the reports (api/src/reports/): a period's orders with every column the sales
 * reports group by or sum, read from the index alone; each order's lines with product, quantity and
 * amount; the ledger's movements of a period (stock report) and of an order (cost of goods sold).
 */
export async function up(db: Knex) {
  await db.raw(
    "create index orders_report_idx on orders (order_date) include (status, total, shipping_cost, customer_id, employee_id) where deleted_at is null",
  );
  await db.raw("create index order_lines_report_idx on order_lines (order_id) include (product_id, quantity, amount)");
  await db.raw("create index stock_movements_report_idx on stock_movements (created_at) include (product_id, type, quantity, total_cost)");
  await db.raw(
    "create index stock_movements_order_cost_idx on stock_movements (order_id) include (product_id, type, total_cost) where order_id is not null",
  );
}

export async function down(db: Knex) {
  for (const index of ["stock_movements_order_cost_idx", "stock_movements_report_idx", "order_lines_report_idx", "orders_report_idx"])
    await db.raw("drop index ??", [index]);
}
