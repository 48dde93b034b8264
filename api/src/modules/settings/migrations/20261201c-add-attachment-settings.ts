import type { Knex } from "knex";

/** The size cap of a file attached to a record (attachments/), in MB a file: 20 unless an ADMIN sets another. */
export async function up(db: Knex) {
  await db.schema.alterTable("settings", (t) => {
    t.integer("attachment_max_megabytes").notNullable().defaultTo(20);
  });
  await db.raw("alter table settings add constraint settings_attachment_max_megabytes_check check (attachment_max_megabytes between 1 and 1024)");
}

export async function down(db: Knex) {
  await db.schema.alterTable("settings", (t) => {
    t.dropColumn("attachment_max_megabytes");
  });
}
