import type { Knex } from "knex";
import { listIndexes, money, searchableStatistics, systemColumns } from "../../../db/columns";

/** Customers and their sales orders: lines, status history, readable numbers. */
export async function up(db: Knex) {
  await db.schema.createTable("customers", (t) => {
    systemColumns(db, t);
    t.string("name", 200).notNullable();
    t.string("phone", 40);
    t.string("email", 200);
    t.text("address");
    t.jsonb("custom_info").notNullable().defaultTo("[]");
    money(t, "advance").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("active");
    t.check("advance >= 0", [], "customers_advance_check");
    t.check("status in ('active', 'settled')", [], "customers_status_check");
  });
  for (const statement of listIndexes(db, "customers", {
    sort: ["name", "phone", "email", "advance", "status"],
    trigram: ["name", "phone", "email"],
  }))
    await statement;

  // Readable order numbers: SO-<year>-<sequence>.
  await db.raw("create sequence order_number_seq");
  await db.schema.createTable("orders", (t) => {
    systemColumns(db, t);
    t.string("number", 30).notNullable();
    t.date("order_date").notNullable().defaultTo(db.raw("current_date"));
    t.integer("customer_id").notNullable().references("id").inTable("customers");
    t.integer("employee_id").references("id").inTable("employees").onDelete("SET NULL");
    t.string("payment_method", 20).notNullable();
    money(t, "total").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("pending");
    t.date("expiration");
    t.text("reason");
    t.timestamp("completed_at", { useTz: true });
    t.check("payment_method in ('credit_card', 'paypal', 'gift_card')", [], "orders_payment_method_check");
    t.check("status in ('pending', 'processing', 'shipping', 'completed', 'returning', 'cancelled', 'refunded')", [], "orders_status_check");
  });
  for (const statement of listIndexes(db, "orders", {
    sort: ["number", "order_date", "customer_id", "employee_id", "payment_method", "total", "status", "expiration", "completed_at"],
    trigram: ["number"],
    unique: ["number"],
  }))
    await statement;
  // The lists people open most: by status, newest first; a customer's orders, newest first.
  await db.raw("create index orders_status_date_idx on orders (status, order_date, id) where deleted_at is null");
  await db.raw("create index orders_customer_date_idx on orders (customer_id, order_date, id) where deleted_at is null");
  // Commission: completed orders of a month per salesperson.
  await db.raw("create index orders_completed_idx on orders (completed_at, employee_id) where deleted_at is null and status = 'completed'");

  await db.schema.createTable("order_lines", (t) => {
    t.increments("id").primary();
    t.integer("order_id").notNullable().references("id").inTable("orders").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.integer("product_id").notNullable().references("id").inTable("products");
    t.integer("quantity").notNullable();
    money(t, "price").notNullable();
    money(t, "amount").notNullable();
    t.check("quantity > 0", [], "order_lines_quantity_check");
    t.index(["order_id", "position"]);
    t.index(["product_id"]);
  });

  await db.schema.createTable("order_status_history", (t) => {
    t.increments("id").primary();
    t.integer("order_id").notNullable().references("id").inTable("orders").onDelete("CASCADE");
    t.string("from_status", 20);
    t.string("to_status", 20).notNullable();
    t.text("reason");
    t.integer("user_id").references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.index(["order_id", "created_at"]);
  });

  await searchableStatistics(db, [
    ["customers", "name"],
    ["customers", "email"],
    ["orders", "number"],
  ]);
}

export async function down(db: Knex) {
  for (const table of ["order_status_history", "order_lines", "orders", "customers"]) await db.schema.dropTable(table);
  await db.raw("drop sequence order_number_seq");
}
