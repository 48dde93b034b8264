import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../db/columns";

/**
 * Vendors with purchase orders (items, payments; completion stocks in and books the expense) and
 * partners (ledger with a running balance, advances, personnel matched to the engagement).
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

  await db.schema.createTable("partners", (t) => {
    systemColumns(db, t);
    t.string("company_name", 200).notNullable();
    t.string("industry", 120);
    t.jsonb("skills").notNullable().defaultTo("[]");
    t.integer("experience_years");
    money(t, "advance").notNullable().defaultTo(0);
    money(t, "balance").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("active");
    t.check("experience_years >= 0", [], "partners_experience_years_check");
    t.check("status in ('active', 'settled')", [], "partners_status_check");
  });
  for (const statement of listIndexes(db, "partners", {
    sort: ["company_name", "industry", "experience_years", "advance", "balance", "status"],
    trigram: ["company_name", "industry"],
  }))
    await statement;

  await db.schema.createTable("partner_personnel", (t) => {
    t.increments("id").primary();
    t.integer("partner_id").notNullable().references("id").inTable("partners").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.string("role", 120);
    t.date("from_date");
    t.date("to_date");
    t.check("to_date is null or from_date is null or to_date >= from_date", [], "partner_personnel_dates_check");
    t.index(["partner_id", "position"]);
    t.index(["employee_id"]);
  });

  // Never edited: a mistake is corrected by a reversing entry (reverses_id), at most one per entry.
  await db.schema.createTable("partner_ledger", (t) => {
    t.increments("id").primary();
    t.integer("partner_id").notNullable().references("id").inTable("partners").onDelete("CASCADE");
    t.date("date").notNullable();
    t.string("description", 500);
    money(t, "debit").notNullable().defaultTo(0);
    money(t, "credit").notNullable().defaultTo(0);
    /** What kind of entry: `manual`, `advance`, or `reversal`. */
    t.string("kind", 20).notNullable().defaultTo("manual");
    t.integer("reverses_id").references("id").inTable("partner_ledger");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    t.check("(debit > 0 and credit = 0) or (credit > 0 and debit = 0)", [], "partner_ledger_one_side_check");
    t.check("kind in ('manual', 'advance', 'reversal')", [], "partner_ledger_kind_check");
    t.unique(["reverses_id"], { indexName: "partner_ledger_reverses_unique" });
    t.index(["partner_id", "date", "id"]);
  });
}

export async function down(db: Knex) {
  for (const table of [
    "partner_ledger",
    "partner_personnel",
    "partners",
    "purchase_order_payments",
    "purchase_order_items",
    "purchase_orders",
    "vendors",
  ])
    await db.schema.dropTable(table);
  await db.raw("drop sequence purchase_order_number_seq");
}
