import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/**
 * Vendors with purchase orders (items, payments; completion stocks in and books the expense).
 */
export async function up(db: Knex) {
  await db.schema.createTable("vendors", (t) => {
    systemColumns(db, t);
    t.string("company_name", 200).notNullable();
    t.text("company_address");
    t.string("contact_phone", 40);
    t.string("contact_name", 200);
    t.integer("employee_id").references("id").inTable("employees").onDelete("SET NULL");
  });
  for (const statement of listIndexes(db, "vendors", {
    sort: ["company_name", "contact_phone", "contact_name", "employee_id"],
    trigram: ["company_name", "contact_phone", "contact_name"],
    unique: ["company_name"],
  }))
    await statement;

  // Readable numbers: PO-<year>-<sequence>.
  await db.raw("create sequence purchase_order_number_seq");
  await db.schema.createTable("purchase_orders", (t) => {
    systemColumns(db, t);
    t.string("number", 30).notNullable();
    t.integer("vendor_id").notNullable().references("id").inTable("vendors");
    t.date("order_date").notNullable().defaultTo(db.raw("current_date"));
    money(t, "total").notNullable().defaultTo(0);
    money(t, "paid").notNullable().defaultTo(0);
    money(t, "due").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("pending");
    t.timestamp("completed_at", { useTz: true });
    t.check("status in ('pending', 'completed')", [], "purchase_orders_status_check");
    t.check("total >= 0 and paid >= 0 and paid <= total and due = total - paid", [], "purchase_orders_paid_check");
  });
  for (const statement of listIndexes(db, "purchase_orders", {
    sort: ["number", "vendor_id", "order_date", "total", "paid", "due", "status", "completed_at"],
    trigram: ["number"],
    unique: ["number"],
  }))
    await statement;
  // A vendor's purchase orders, newest first (the vendor's show page, the list filtered by vendor).
  await db.raw("create index purchase_orders_vendor_date_idx on purchase_orders (vendor_id, order_date, id) where deleted_at is null");
  await db.raw("create index purchase_orders_vendor_id_fk on purchase_orders (vendor_id)");

  await db.schema.createTable("purchase_order_items", (t) => {
    t.increments("id").primary();
    t.integer("purchase_order_id").notNullable().references("id").inTable("purchase_orders").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.integer("product_id").notNullable().references("id").inTable("products");
    t.integer("quantity").notNullable();
    money(t, "unit_cost").notNullable();
    money(t, "amount").notNullable();
    t.check("quantity > 0", [], "purchase_order_items_quantity_check");
    t.check("unit_cost >= 0", [], "purchase_order_items_unit_cost_check");
    t.index(["purchase_order_id", "position"]);
    t.index(["product_id"]);
  });

  await db.schema.createTable("purchase_order_payments", (t) => {
    t.increments("id").primary();
    t.integer("purchase_order_id").notNullable().references("id").inTable("purchase_orders").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.date("date").notNullable();
    money(t, "amount").notNullable();
    t.string("transaction_id", 100);
    t.string("payment_method", 20).notNullable();
    t.check("amount > 0", [], "purchase_order_payments_amount_check");
    t.check("payment_method in ('bank_transfer', 'cheque', 'cash', 'credit_card')", [], "purchase_order_payments_method_check");
    t.index(["purchase_order_id", "position"]);
  });
}

export async function down(db: Knex) {
  for (const table of ["purchase_order_payments", "purchase_order_items", "purchase_orders", "vendors"]) await db.schema.dropTable(table);
  await db.raw("drop sequence purchase_order_number_seq");
}
