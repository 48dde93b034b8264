import type { Knex } from "knex";

/** A service invoice may name the vendor who performs the service (the vendors module came after the service module). */
export async function up(db: Knex) {
  await db.schema.alterTable("service_invoices", (t) => {
    t.integer("vendor_id").references("id").inTable("vendors");
  });
  await db.raw("create index service_invoices_vendor_id_idx on service_invoices (vendor_id, id) where deleted_at is null");
  await db.raw("create index service_invoices_vendor_id_fk on service_invoices (vendor_id)");
}

export async function down(db: Knex) {
  await db.schema.alterTable("service_invoices", (t) => t.dropColumn("vendor_id"));
}
