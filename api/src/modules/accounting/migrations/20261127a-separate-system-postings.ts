import type { Knex } from "knex";

/**
 * System postings get a source of their own: paid service invoices were booked as `normal`, the
 * clerks' source, so their key (source, reference_id) shared a space with hand-entered rows. They
 * become `service_invoice`, and the tables hold the split: a `normal` row has no reference id, any
 * other source has one.
 */
export async function up(db: Knex) {
  await db.raw("alter table incomes drop constraint incomes_source_check");
  await db("incomes").where({ source: "normal" }).whereNotNull("reference_id").update({ source: "service_invoice" });
  await db.raw(
    "alter table incomes add constraint incomes_source_check check (source in ('normal', 'partner_advance', 'purchase_order', 'sales_order', 'service_invoice'))",
  );
  for (const table of ["incomes", "expenses"]) {
    await db.raw("alter table ?? drop constraint ??", [table, `${table}_reference_check`]);
    await db.raw("alter table ?? add constraint ?? check ((source = 'normal') = (reference_id is null))", [table, `${table}_reference_check`]);
  }
}

export async function down(db: Knex) {
  for (const table of ["incomes", "expenses"]) {
    await db.raw("alter table ?? drop constraint ??", [table, `${table}_reference_check`]);
    await db.raw("alter table ?? add constraint ?? check (source = 'normal' or reference_id is not null)", [table, `${table}_reference_check`]);
  }
  await db.raw("alter table incomes drop constraint incomes_source_check");
  await db("incomes").where({ source: "service_invoice" }).update({ source: "normal" });
  await db.raw(
    "alter table incomes add constraint incomes_source_check check (source in ('normal', 'partner_advance', 'purchase_order', 'sales_order'))",
  );
}
