import type { Knex } from "knex";

/**
 * The sales orders' numbers run per year of the order's date (SO-2026-1, SO-2026-2..., SO-2027-1), gapless, in a
 * counter row per (kind, year) taken under its row lock (crud/numbering.ts), instead of one global
 * sequence with the database's current year (nextval leaves gaps behind rolled-back creates). Each
 * year's counter starts at the highest number already given in that year.
 */
export async function up(db: Knex) {
  await db.schema.createTable("order_numbers", (t) => {
    t.string("kind", 20).notNullable();
    t.integer("year").notNullable();
    t.integer("last").notNullable();
    t.primary(["kind", "year"]);
  });
  await db.raw(
    `insert into order_numbers (kind, year, last)
     select 'SO', split_part(number, '-', 2)::int, max(split_part(number, '-', 3)::int)
       from orders where number ~ '^SO-[0-9]{4}-[0-9]+$' group by 2`,
  );
  await db.raw("drop sequence order_number_seq");
}

export async function down(db: Knex) {
  await db.raw("create sequence order_number_seq");
  await db.raw(`select setval('order_number_seq', greatest((select max(last) from order_numbers), 1))`);
  await db.schema.dropTable("order_numbers");
}
