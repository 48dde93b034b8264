import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/** Products and their categories. */
export async function up(db: Knex) {
  await db.schema.createTable("product_categories", (t) => {
    systemColumns(db, t);
    t.string("name", 120).notNullable();
    t.text("description");
  });
  for (const statement of listIndexes(db, "product_categories", { sort: ["name"], trigram: ["name"], unique: ["name"] })) await statement;

  await db.schema.createTable("products", (t) => {
    systemColumns(db, t);
    t.string("code", 40).notNullable();
    t.string("name", 200).notNullable();
    t.integer("category_id").references("id").inTable("product_categories").onDelete("SET NULL");
    money(t, "price").notNullable();
    t.string("uom", 20).notNullable().defaultTo("pcs");
    t.text("description");
  });
  for (const statement of listIndexes(db, "products", {
    sort: ["code", "name", "category_id", "price", "uom"],
    trigram: ["code", "name"],
    unique: ["code"],
  }))
    await statement;
}

export async function down(db: Knex) {
  await db.schema.dropTable("products");
  await db.schema.dropTable("product_categories");
}
