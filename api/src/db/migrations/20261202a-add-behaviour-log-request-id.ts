import type { Knex } from "knex";

/**
 * The behaviour log says which request made a line (`request_id`: the X-Request-Id the server
 * answered and logged, ops/http-log.ts), so a line of the log and the server's log lines of that
 * request find each other; indexed for that look-up.
 */
export async function up(db: Knex) {
  await db.schema.alterTable("behaviour_logs", (t) => {
    t.string("request_id", 64);
  });
  await db.raw("create index behaviour_logs_request_id_idx on behaviour_logs (request_id) where request_id is not null");
}

export async function down(db: Knex) {
  await db.raw("drop index behaviour_logs_request_id_idx");
  await db.schema.alterTable("behaviour_logs", (t) => {
    t.dropColumn("request_id");
  });
}
