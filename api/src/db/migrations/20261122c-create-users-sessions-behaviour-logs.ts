import type { Knex } from "knex";
import { listIndexes, systemColumns } from "../columns";

export async function up(db: Knex) {
  await db.schema.createTable("users", (t) => {
    systemColumns(db, t);
    t.string("name", 120).notNullable();
    t.string("email", 200).notNullable();
    t.jsonb("roles").notNullable().defaultTo("[]");
    t.string("status", 20).notNullable().defaultTo("active");
    t.text("password_hash").notNullable();
    t.timestamp("last_sign_in_at", { useTz: true });
    t.check("status in ('active', 'inactive')", [], "users_status_check");
  });
  for (const statement of listIndexes(db, "users", {
    sort: ["name", "email", "status", "last_sign_in_at"],
    trigram: ["name", "email"],
    unique: ["email"],
  }))
    await statement;
  await db.raw("create index users_roles_idx on users using gin (roles) where deleted_at is null");

  await db.schema.createTable("behaviour_logs", (t) => {
    systemColumns(db, t);
    t.string("action", 20).notNullable();
    t.string("target", 60);
    t.integer("target_id");
    t.integer("user_id").references("id").inTable("users").onDelete("SET NULL");
    t.string("email", 200);
    t.string("ip", 64);
  });
  for (const statement of listIndexes(db, "behaviour_logs", { sort: ["action", "target", "user_id", "email", "ip"] })) await statement;
  await db.raw("create index behaviour_logs_target_id_idx on behaviour_logs (target_id, target)");
  // Sign-in throttling counts recent failures per IP and per account.
  await db.raw("create index behaviour_logs_failures_idx on behaviour_logs (action, created_at) where action = 'sign-in-failed'");

  // express-session's store (connect-session-knex's layout; the store does not create it).
  await db.schema.createTable("sessions", (t) => {
    t.string("sid", 255).primary();
    t.json("sess").notNullable();
    t.timestamp("expired", { useTz: true }).notNullable().index();
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("sessions");
  await db.schema.dropTable("behaviour_logs");
  await db.schema.dropTable("users");
}
