import type { Knex } from "knex";

/**
 * Run-time customisation (api/src/custom/, the customize module): an ADMIN's custom fields and
 * changes to declared fields (`field_settings`), the list's layout per entity (`list_layouts`), each
 * user's saved views (`saved_views`), and the version every API process compares to know when to
 * reload them (app_meta `customisation_version`, bumped in the transaction of each change).
 */
export async function up(db: Knex) {
  await db.schema.createTable("field_settings", (t) => {
    t.increments("id").primary();
    t.string("entity", 80).notNullable();
    /** `cf_<key>` for a custom field, the declared field's name otherwise. */
    t.string("name", 80).notNullable();
    t.boolean("custom").notNullable();
    t.jsonb("definition").notNullable().defaultTo("{}");
    t.jsonb("labels").notNullable().defaultTo("{}");
    t.integer("position").notNullable().defaultTo(0);
    t.boolean("hidden").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
    t.timestamp("deleted_at", { useTz: true });
    // deleted fields keep their key (and values) until purged: a key is used once per entity
    t.unique(["entity", "name"]);
  });

  await db.schema.createTable("list_layouts", (t) => {
    t.string("entity", 80).primary();
    t.jsonb("columns");
    t.jsonb("sort");
    t.integer("page_size");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
  });

  await db.schema.createTable("saved_views", (t) => {
    t.increments("id").primary();
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.string("entity", 80).notNullable();
    t.string("name", 100).notNullable();
    t.jsonb("columns");
    t.jsonb("filters");
    t.jsonb("sort");
    t.boolean("is_default").notNullable().defaultTo(false);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
  await db.raw("create unique index saved_views_name_unique on saved_views (user_id, entity, lower(name))");
  await db.raw("create unique index saved_views_default_unique on saved_views (user_id, entity) where is_default");

  await db("app_meta")
    .insert({ key: "customisation_version", value: JSON.stringify(0) })
    .onConflict("key")
    .ignore();
}

export async function down(db: Knex) {
  await db("app_meta").where({ key: "customisation_version" }).delete();
  await db.schema.dropTable("saved_views");
  await db.schema.dropTable("list_layouts");
  await db.schema.dropTable("field_settings");
}
