import type { Knex } from "knex";

/**
 * A sales order made from a quotation links back to it (in the database; the admin shows the link
 * from the quotation's side, which the order's page lists as related, so the orders declaration
 * stays the sales module's).
 */
export async function up(db: Knex) {
  await db.schema.alterTable("orders", (t) => {
    t.integer("quotation_id").references("id").inTable("quotations").onDelete("SET NULL");
  });
  await db.raw("create index orders_quotation_id_idx on orders (quotation_id, id) where deleted_at is null");
  // the plain index on the reference, for the purge and for finding what refers to a quotation (see foreignKeyIndexes)
  await db.raw("create index orders_quotation_id_fk on orders (quotation_id)");
}

export async function down(db: Knex) {
  await db.schema.alterTable("orders", (t) => t.dropColumn("quotation_id"));
}
