import type { Knex } from "knex";

/**
 * Covering indexes for the reports (api/src/reports/): a period's orders with every column the sales
 * reports group by or sum, read from the index alone; each order's lines with product, quantity and amount.
 */
export async function up(db: Knex) {
  await db.raw(
    "create index orders_report_idx on orders (order_date) include (status, total, shipping_cost, customer_id, employee_id) where deleted_at is null",
  );
  await db.raw("create index order_lines_report_idx on order_lines (order_id) include (product_id, quantity, amount)");
}

export async function down(db: Knex) {
  for (const index of ["order_lines_report_idx", "orders_report_idx"]) await db.raw("drop index ??", [index]);
}
