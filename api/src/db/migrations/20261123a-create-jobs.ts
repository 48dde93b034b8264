import type { Knex } from "knex";

/**
 * The background jobs' schedule, shared by every API process on the database: a process runs a job
 * only after claiming its row (due, and no live lease), so each schedule is run once. The old
 * demo-data marks become the per-module marks (`demo:<module>`) the module seeds use now.
 */
export async function up(db: Knex) {
  await db.schema.createTable("jobs", (t) => {
    t.string("name", 80).primary();
    t.timestamp("next_run_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    /** Set while a process runs the job; another may take it over once it has passed (a killed process). */
    t.timestamp("lease_until", { useTz: true });
    t.string("runner", 80);
    t.timestamp("started_at", { useTz: true });
    t.timestamp("finished_at", { useTz: true });
    t.string("last_status", 10);
    t.text("last_error");
    t.integer("runs").notNullable().defaultTo(0);
  });
  await db.raw(`insert into app_meta (key, value)
    select m.key, old.value from app_meta old
      join (values ('demo_seeded', 'demo:users'), ('demo_seeded', 'demo:stock'), ('demo_sales_seeded', 'demo:employees'),
                   ('demo_sales_seeded', 'demo:commissions'), ('demo_sales_seeded', 'demo:orders')) as m(old, key) on m.old = old.key
    on conflict (key) do nothing`);
}

export async function down(db: Knex) {
  await db.schema.dropTable("jobs");
  await db("app_meta").where("key", "like", "demo:%").delete();
}
