import type { Knex } from "knex";
import { systemColumns } from "../../../db/columns";

/** The fixture's entity table and the table its job writes to (declared in its `tables`). */
export async function up(db: Knex) {
  await db.schema.createTable("fixture_notes", (t) => {
    systemColumns(db, t);
    t.string("title", 100).notNullable();
    t.boolean("archived").notNullable().defaultTo(false);
  });
  await db.schema.createTable("fixture_job_runs", (t) => {
    t.increments("id").primary();
    t.string("runner", 80);
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("fixture_job_runs");
  await db.schema.dropTable("fixture_notes");
}
