import type { Knex } from "knex";

/** A purchase order's payment takes any method of the one list (settings > payment methods), as wide as a code. */
export async function up(db: Knex) {
  await db.raw("alter table purchase_order_payments drop constraint purchase_order_payments_method_check");
  await db.raw("alter table purchase_order_payments alter column payment_method type varchar(40)");
}

export async function down(db: Knex) {
  await db.raw("alter table purchase_order_payments alter column payment_method type varchar(20)");
  await db.raw(
    "alter table purchase_order_payments add constraint purchase_order_payments_method_check check (payment_method in ('bank_transfer', 'cheque', 'cash', 'credit_card'))",
  );
}
