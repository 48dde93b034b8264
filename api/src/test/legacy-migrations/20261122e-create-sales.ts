import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../db/columns";

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

  await db.schema.createTable("commissions", (t) => {
    systemColumns(db, t);
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.decimal("percentage", 5, 2).notNullable();
    t.check("percentage >= 0 and percentage <= 100", [], "commissions_percentage_check");
  });
  for (const statement of listIndexes(db, "commissions", { sort: ["employee_id", "percentage"], unique: ["employee_id"] })) await statement;

  await db.schema.createTable("commission_records", (t) => {
    systemColumns(db, t);
    t.string("month", 7).notNullable();
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.integer("orders").notNullable();
    money(t, "sales").notNullable();
    t.decimal("percentage", 5, 2).notNullable();
    money(t, "amount").notNullable();
  });
  for (const statement of listIndexes(db, "commission_records", { sort: ["month", "employee_id", "orders", "sales", "amount"] })) await statement;
  await db.raw("create unique index commission_records_month_employee on commission_records (month, employee_id) where deleted_at is null");

  // Mail and other side effects written in the same transaction as the change, sent after commit.
  await db.schema.createTable("outbox", (t) => {
    t.increments("id").primary();
    t.string("kind", 20).notNullable();
    t.jsonb("payload").notNullable();
    t.string("status", 20).notNullable().defaultTo("pending");
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("next_attempt_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.text("last_error");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("sent_at", { useTz: true });
    t.check("status in ('pending', 'sent', 'failed')", [], "outbox_status_check");
  });
  await db.raw("create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'");

  for (const [table, column] of [
    ["customers", "name"],
    ["customers", "email"],
    ["orders", "number"],
  ])
    await db.raw("alter table ?? alter column ?? set statistics 250", [table, column]);
}

export async function down(db: Knex) {
  for (const table of [
    "outbox",
    "commission_records",
    "commissions",
    "stock_movements",
    "order_status_history",
    "order_lines",
    "orders",
    "customers",
  ])
    await db.schema.dropTable(table);
  await db.raw("drop trigger products_stock_level on products");
  await db.raw("drop function stock_level_for_product");
  await db.schema.dropTable("stock_levels");
  await db.raw("drop sequence order_number_seq");
}
