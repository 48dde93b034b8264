import type { Knex } from "knex";

/** Mail and other side effects written in the same transaction as the change, sent after commit (api/src/mail/outbox.ts). */
export async function up(db: Knex) {
  await db.schema.createTable("outbox", (t) => {
    t.increments("id").primary();
    t.string("kind", 20).notNullable();
    t.jsonb("payload").notNullable();
    t.string("status", 20).notNullable().defaultTo("pending");
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("next_attempt_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.text("last_error");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("sent_at", { useTz: true });
    t.check("status in ('pending', 'sent', 'failed')", [], "outbox_status_check");
  });
  await db.raw("create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'");
}

export async function down(db: Knex) {
  await db.schema.dropTable("outbox");
}
