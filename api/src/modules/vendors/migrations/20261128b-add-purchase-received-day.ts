import type { Knex } from "knex";
import { readConfig } from "../../../config";

/**
 * The day a purchase order's goods were received (it completed: its items went into stock and its
 * purchase_order expense was booked), the day its cost enters the books on the reports' accrual basis
 * (issue 22 item 6), whenever it is paid. Set by the service with the company's today; existing
 * completed orders take the day of completed_at in the company's time zone.
 */
export async function up(db: Knex) {
  const zone = readConfig().timeZone;
  await db.schema.alterTable("purchase_orders", (t) => {
    t.date("received_on");
  });
  await db.raw("update purchase_orders set received_on = (completed_at at time zone ?)::date where completed_at is not null", [zone]);
  await db.raw("create index purchase_orders_received_on_idx on purchase_orders (received_on, id) where deleted_at is null");
}

export async function down(db: Knex) {
  await db.raw("drop index purchase_orders_received_on_idx");
  await db.schema.alterTable("purchase_orders", (t) => {
    t.dropColumn("received_on");
  });
}
