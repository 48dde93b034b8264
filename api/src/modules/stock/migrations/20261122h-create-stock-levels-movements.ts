import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/** Each product's stock level (a row from the product's creation on) and the stock ledger's movements. */
export async function up(db: Knex) {
  await db.schema.createTable("stock_levels", (t) => {
    systemColumns(db, t);
    t.integer("product_id").notNullable().unique().references("id").inTable("products").onDelete("CASCADE");
    t.integer("on_hand").notNullable().defaultTo(0);
    t.integer("sold").notNullable().defaultTo(0);
    t.integer("returned").notNullable().defaultTo(0);
    money(t, "value").notNullable().defaultTo(0);
    t.check("on_hand >= 0", [], "stock_levels_on_hand_check");
  });
  for (const statement of listIndexes(db, "stock_levels", { sort: ["on_hand", "sold", "returned", "value"] })) await statement;
  // Every product has its level row from the start, so the ledger always finds one to lock.
  await db.raw(`
    create function stock_level_for_product() returns trigger language plpgsql as $$
    begin
      insert into stock_levels (product_id) values (new.id) on conflict (product_id) do nothing;
      return new;
    end $$`);
  await db.raw("create trigger products_stock_level after insert on products for each row execute function stock_level_for_product()");
  await db.raw("insert into stock_levels (product_id) select id from products on conflict (product_id) do nothing");

  await db.schema.createTable("stock_movements", (t) => {
    systemColumns(db, t);
    t.integer("product_id").notNullable().references("id").inTable("products");
    t.string("type", 20).notNullable();
    t.integer("quantity").notNullable();
    t.string("uom", 20).notNullable().defaultTo("pcs");
    money(t, "unit_cost").notNullable().defaultTo(0);
    money(t, "total_cost").notNullable().defaultTo(0);
    t.integer("customer_id").references("id").inTable("customers").onDelete("SET NULL");
    t.string("partner", 200);
    t.string("return_by", 200);
    t.string("return_type", 20);
    t.string("reference", 60);
    t.integer("order_id").references("id").inTable("orders").onDelete("SET NULL");
    t.check("type in ('in', 'sold', 'return', 'adjustment')", [], "stock_movements_type_check");
    t.check("return_type in ('refund', 'exchange', 'defective')", [], "stock_movements_return_type_check");
  });
  for (const statement of listIndexes(db, "stock_movements", {
    sort: ["product_id", "type", "customer_id", "partner", "return_type", "reference", "order_id"],
    trigram: ["partner", "reference"],
  }))
    await statement;
}

export async function down(db: Knex) {
  await db.schema.dropTable("stock_movements");
  await db.raw("drop trigger products_stock_level on products");
  await db.raw("drop function stock_level_for_product");
  await db.schema.dropTable("stock_levels");
}
