import type { Knex } from "knex";

/**
 * The purchase orders' numbers run per year of the order's date (PO-2026-1, PO-2026-2..., PO-2027-1), gapless, in a
 * counter row per (kind, year) taken under its row lock (crud/numbering.ts), instead of one global
 * sequence with the database's current year (nextval leaves gaps behind rolled-back creates). Each
 * year's counter starts at the highest number already given in that year.
 */
export async function up(db: Knex) {
  await db.schema.createTable("purchase_order_numbers", (t) => {
    t.string("kind", 20).notNullable();
    t.integer("year").notNullable();
    t.integer("last").notNullable();
    t.primary(["kind", "year"]);
  });
  await db.raw(
    `insert into purchase_order_numbers (kind, year, last)
     select 'PO', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
       from purchase_orders where number ~ '^PO-[0-9]{4}-[0-9]+$' group by 2`,
  );
  await db.raw("drop sequence purchase_order_number_seq");
}

export async function down(db: Knex) {
  await db.raw("create sequence purchase_order_number_seq");
  await db.raw(`select setval('purchase_order_number_seq', greatest((select max(last) from purchase_order_numbers), 1))`);
  await db.schema.dropTable("purchase_order_numbers");
}
