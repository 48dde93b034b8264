import type { Knex } from "knex";
import { foreignKeyIndexes, listIndexes, money, searchableStatistics, systemColumns } from "../../../db/columns";

/** The line table quotations and service invoices share the shape of: the item (one of three refs), quantity, price, subtotal. */
const itemLines = (db: Knex, table: string, parent: string, parentTable: string) =>
  db.schema.createTable(table, (t) => {
    t.increments("id").primary();
    t.integer(parent).notNullable().references("id").inTable(parentTable).onDelete("CASCADE");
    t.integer("position").notNullable();
    t.string("item_type", 20).notNullable();
    t.integer("service_plan_id").references("id").inTable("service_plans");
    t.integer("service_unit_id").references("id").inTable("service_units");
    t.integer("product_id").references("id").inTable("products");
    t.integer("quantity").notNullable();
    money(t, "price").notNullable();
    money(t, "subtotal").notNullable();
    t.check("quantity > 0", [], `${table}_quantity_check`);
    t.check("item_type in ('service_plan', 'service_unit', 'product')", [], `${table}_item_type_check`);
    t.check(
      `(item_type = 'service_plan' and service_plan_id is not null and service_unit_id is null and product_id is null)
        or (item_type = 'service_unit' and service_unit_id is not null and service_plan_id is null and product_id is null)
        or (item_type = 'product' and product_id is not null and service_plan_id is null and service_unit_id is null)`,
      [],
      `${table}_item_check`,
    );
    t.index([parent, "position"]);
    t.index(["service_plan_id"]);
    t.index(["service_unit_id"]);
    t.index(["product_id"]);
  });

/**
 * The service group and quotations: categories, units, plans with their packages, service invoices
 * and quotations with their lines, the links a conversion makes (quotation -> order, invoice and
 * back; the order's link to its quotation is the orders module's, 20261123l), and the per-year
 * document counters that number invoices and quotations without gaps.
 */
export async function up(db: Knex) {
  // One row per (kind, year): taking a number updates it under its row lock, so concurrent creates
  // queue on it and a rolled-back create gives its number back (no gaps).
  await db.schema.createTable("document_numbers", (t) => {
    t.string("kind", 20).notNullable();
    t.integer("year").notNullable();
    t.integer("last").notNullable();
    t.primary(["kind", "year"]);
  });

  await db.schema.createTable("service_categories", (t) => {
    systemColumns(db, t);
    t.string("name", 120).notNullable();
    t.text("description");
  });
  for (const statement of listIndexes(db, "service_categories", { sort: ["name"], trigram: ["name"], unique: ["name"] })) await statement;

  await db.schema.createTable("service_units", (t) => {
    systemColumns(db, t);
    t.string("name", 200).notNullable();
    t.string("service_code", 40).notNullable();
    t.string("period", 20).notNullable().defaultTo("monthly");
    money(t, "price").notNullable();
    t.integer("category_id").references("id").inTable("service_categories").onDelete("SET NULL");
    t.text("description");
    t.check("period in ('monthly', 'quarterly', 'yearly', 'one_off')", [], "service_units_period_check");
    t.check("price >= 0", [], "service_units_price_check");
  });
  for (const statement of listIndexes(db, "service_units", {
    sort: ["name", "service_code", "period", "price", "category_id"],
    trigram: ["name", "service_code"],
    unique: ["service_code"],
  }))
    await statement;

  await db.schema.createTable("service_plans", (t) => {
    systemColumns(db, t);
    t.string("name", 200).notNullable();
    money(t, "price").notNullable();
    t.text("description");
    t.check("price >= 0", [], "service_plans_price_check");
  });
  for (const statement of listIndexes(db, "service_plans", { sort: ["name", "price"], trigram: ["name"], unique: ["name"] })) await statement;

  await db.schema.createTable("service_plan_packages", (t) => {
    t.increments("id").primary();
    t.integer("service_plan_id").notNullable().references("id").inTable("service_plans").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.integer("service_unit_id").notNullable().references("id").inTable("service_units");
    t.integer("quantity").notNullable();
    t.check("quantity > 0", [], "service_plan_packages_quantity_check");
    t.index(["service_plan_id", "position"]);
    t.index(["service_unit_id"]);
  });

  await db.schema.createTable("quotations", (t) => {
    systemColumns(db, t);
    t.string("number", 30).notNullable();
    t.string("name", 200).notNullable();
    t.integer("customer_id").notNullable().references("id").inTable("customers");
    t.date("quotation_date").notNullable().defaultTo(db.raw("current_date"));
    t.date("valid_until");
    money(t, "total").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("draft");
    t.text("remarks");
    t.integer("order_id").references("id").inTable("orders").onDelete("SET NULL");
    t.integer("service_invoice_id");
    t.check("status in ('draft', 'sent', 'accepted', 'rejected', 'expired', 'converted')", [], "quotations_status_check");
  });
  for (const statement of listIndexes(db, "quotations", {
    sort: ["number", "name", "customer_id", "quotation_date", "valid_until", "total", "status", "order_id", "service_invoice_id"],
    trigram: ["number", "name"],
    unique: ["number"],
  }))
    await statement;
  await db.raw("create index quotations_status_date_idx on quotations (status, quotation_date, id) where deleted_at is null");

  await db.schema.createTable("service_invoices", (t) => {
    systemColumns(db, t);
    t.string("number", 30).notNullable();
    t.date("invoice_date").notNullable().defaultTo(db.raw("current_date"));
    t.integer("customer_id").notNullable().references("id").inTable("customers");
    money(t, "total").notNullable().defaultTo(0);
    t.boolean("is_paid").notNullable().defaultTo(false);
    t.string("status", 20).notNullable().defaultTo("draft");
    t.text("remarks");
    t.date("finish_date");
    t.date("closing_date");
    t.integer("quotation_id").references("id").inTable("quotations").onDelete("SET NULL");
    t.check("status in ('draft', 'issued', 'paid', 'closed', 'cancelled')", [], "service_invoices_status_check");
    t.check("is_paid = (status in ('paid', 'closed'))", [], "service_invoices_is_paid_check");
  });
  for (const statement of listIndexes(db, "service_invoices", {
    sort: ["number", "invoice_date", "customer_id", "total", "is_paid", "status", "finish_date", "closing_date", "quotation_id"],
    trigram: ["number"],
    unique: ["number"],
  }))
    await statement;
  // The lists people open most: by status, newest first; a customer's invoices, newest first.
  await db.raw("create index service_invoices_status_date_idx on service_invoices (status, invoice_date, id) where deleted_at is null");
  await db.raw("create index service_invoices_customer_date_idx on service_invoices (customer_id, invoice_date, id) where deleted_at is null");
  await db.raw(
    "alter table quotations add constraint quotations_service_invoice_id_foreign foreign key (service_invoice_id) references service_invoices (id) on delete set null",
  );

  await itemLines(db, "quotation_lines", "quotation_id", "quotations");
  await itemLines(db, "service_invoice_lines", "service_invoice_id", "service_invoices");

  // Plain indexes on the references, for the purge and for finding what refers to a record.
  await foreignKeyIndexes([
    ["service_units", "category_id"],
    ["quotations", "customer_id"],
    ["quotations", "order_id"],
    ["quotations", "service_invoice_id"],
    ["service_invoices", "customer_id"],
    ["service_invoices", "quotation_id"],
  ]).up(db);

  await searchableStatistics(db, [
    ["service_invoices", "number"],
    ["quotations", "number"],
  ]);
}

export async function down(db: Knex) {
  await db.raw("alter table quotations drop constraint quotations_service_invoice_id_foreign");
  for (const table of [
    "service_invoice_lines",
    "quotation_lines",
    "service_invoices",
    "quotations",
    "service_plan_packages",
    "service_plans",
    "service_units",
    "service_categories",
    "document_numbers",
  ])
    await db.schema.dropTable(table);
}
