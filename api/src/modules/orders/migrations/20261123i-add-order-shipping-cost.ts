import type { Knex } from "knex";
import { money } from "../../../db/columns";

/** The orders' shipping cost: in the total, left out of the taxable amount by the tax run. */
export async function up(db: Knex) {
  await db.schema.alterTable("orders", (t) => {
    money(t, "shipping_cost").notNullable().defaultTo(0);
    t.check("shipping_cost >= 0", [], "orders_shipping_cost_check");
  });
  await db.raw("create index orders_shipping_cost_idx on orders (shipping_cost, id) where deleted_at is null");
}

export async function down(db: Knex) {
  await db.raw("drop index orders_shipping_cost_idx");
  await db.schema.alterTable("orders", (t) => t.dropColumn("shipping_cost"));
}
