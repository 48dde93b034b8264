import type { Knex } from "knex";

/** The reorder level a product may have: below it, the dashboard's low-stock card lists the product. */
export async function up(db: Knex) {
  await db.schema.alterTable("products", (t) => {
    t.integer("reorder_level");
  });
  await db.raw("create index products_reorder_level_idx on products (reorder_level, id) where deleted_at is null and reorder_level is not null");
}

export async function down(db: Knex) {
  await db.raw("drop index products_reorder_level_idx");
  await db.schema.alterTable("products", (t) => t.dropColumn("reorder_level"));
}
