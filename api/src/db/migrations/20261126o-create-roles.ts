import type { Knex } from "knex";

/**
 * Roles as an ADMIN sets them at `/settings/roles`: a row per role created beyond the four seed roles,
 * and per seed role whose grants were changed (a seed role without a row keeps policies/policy.csv).
 * `grants` is `[{ object, actions }]` (a menu group, resource or page; CRUD actions, verbs or `*`),
 * loaded into every process's Casbin enforcer (api/src/auth/enforcer.ts) when the customisation's
 * version moves.
 */
export async function up(db: Knex) {
  await db.schema.createTable("roles", (t) => {
    t.string("name", 40).primary();
    t.jsonb("grants").notNullable().defaultTo("[]");
    /** Whether users holding the role read fields marked private. */
    t.boolean("private_fields").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("roles");
}
