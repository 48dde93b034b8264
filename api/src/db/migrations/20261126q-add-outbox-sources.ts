import type { Knex } from "knex";

/**
 * The outbox (the engine's, mail/outbox.ts) carries text messages besides mail (`kind` sms), says
 * which record a message is about (an order: its page shows the message's state) and which SMS
 * provider took it under which id.
 */
export async function up(db: Knex) {
  await db.schema.alterTable("outbox", (t) => {
    t.string("source", 40);
    t.integer("source_id");
    t.string("provider", 20);
    t.text("provider_id");
  });
  await db.raw("create index outbox_source_idx on outbox (source, source_id) where source is not null");
}

export async function down(db: Knex) {
  await db.raw("drop index outbox_source_idx");
  await db.schema.alterTable("outbox", (t) => {
    t.dropColumn("provider_id");
    t.dropColumn("provider");
    t.dropColumn("source_id");
    t.dropColumn("source");
  });
}
