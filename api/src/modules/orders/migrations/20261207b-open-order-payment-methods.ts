import type { Knex } from "knex";

/**
 * An order's payment method is a code of the one list (settings > payment methods, checked on every
 * write by the engine): the fixed three of the check constraint give way, the column as wide as a code.
 */
export async function up(db: Knex) {
  await db.raw("alter table orders drop constraint orders_payment_method_check");
  await db.raw("alter table orders alter column payment_method type varchar(40)");
}

export async function down(db: Knex) {
  await db.raw("alter table orders alter column payment_method type varchar(20)");
  await db.raw("alter table orders add constraint orders_payment_method_check check (payment_method in ('credit_card', 'paypal', 'gift_card'))");
}
