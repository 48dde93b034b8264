import type { Knex } from "knex";

/**
 * Resources an ADMIN declares in the browser (`/settings/customize`): one row per resource, its
 * declaration as data (labels, menu group, icon, position, label field, fields). Each has a table of
 * its own (`table_name`, created with the system columns and one real column per field); a resource
 * in the trash (`deleted_at`) keeps its table and its name for the restore window, then both go.
 */
export async function up(db: Knex) {
  await db.schema.createTable("custom_resources", (t) => {
    t.increments("id").primary();
    /** The resource's name: URL, policy object, registry key (kebab-case). Taken until purged. */
    t.string("name", 40).notNullable().unique();
    /** Its table: chosen once at creation, kept through renames (the data never moves). */
    t.string("table_name", 63).notNullable().unique();
    t.jsonb("labels").notNullable().defaultTo("{}");
    t.string("menu_group", 40).notNullable();
    t.string("icon", 40);
    t.integer("position").notNullable().defaultTo(0);
    /** The field that names a record (selects, titles, references). */
    t.string("label_field", 40).notNullable();
    /** Its fields in order: key, type, labels, flags; removed ones with `deleted_at` until their column is dropped. */
    t.jsonb("fields").notNullable().defaultTo("[]");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
    t.timestamp("deleted_at", { useTz: true });
  });
}

export async function down(db: Knex) {
  const tables = (await db("custom_resources").pluck("table_name")) as string[];
  for (const table of tables) await db.schema.dropTableIfExists(table);
  await db.schema.dropTable("custom_resources");
}
