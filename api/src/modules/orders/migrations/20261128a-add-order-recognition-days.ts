import type { Knex } from "knex";
import { readConfig } from "../../../config";

/**
 * The days an order enters the books on the reports' accrual basis (issue 22 item 6): `completed_on`,
 * the company's day it first completed (its revenue and cost of goods; the day its sales_order income
 * is booked), and `refunded_on`, the day it was refunded (a negative line in that month, its refund
 * expense's day; the month it completed never changes). Set by the orders service with the company's
 * today; existing orders take the day of completed_at and of their refund in the company's time zone.
 * Indexed for the period filters of the tax run, the dashboard and the orders list.
 */
export async function up(db: Knex) {
  const zone = readConfig().timeZone;
  await db.schema.alterTable("orders", (t) => {
    t.date("completed_on");
    t.date("refunded_on");
  });
  await db.raw("update orders set completed_on = (completed_at at time zone ?)::date where completed_at is not null", [zone]);
  await db.raw(
    `update orders o set refunded_on = coalesce(
       (select (max(h.created_at) at time zone ?)::date from order_status_history h where h.order_id = o.id and h.to_status = 'refunded'),
       o.completed_on, (o.updated_at at time zone ?)::date)
      where o.status = 'refunded'`,
    [zone, zone],
  );
  await db.raw("create index orders_completed_on_idx on orders (completed_on, id) where deleted_at is null");
  await db.raw("create index orders_refunded_on_idx on orders (refunded_on, id) where deleted_at is null and refunded_on is not null");
}

export async function down(db: Knex) {
  for (const index of ["orders_refunded_on_idx", "orders_completed_on_idx"]) await db.raw("drop index ??", [index]);
  await db.schema.alterTable("orders", (t) => {
    t.dropColumn("refunded_on");
    t.dropColumn("completed_on");
  });
}
