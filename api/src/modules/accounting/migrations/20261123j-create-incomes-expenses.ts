import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/**
 * Incomes and expenses (hand-entered `normal` rows and the posting service's bookings), and the
 * closed accounting periods no booking may fall into.
 */
export async function up(db: Knex) {
  await db.schema.createTable("incomes", (t) => {
    systemColumns(db, t);
    t.date("date").notNullable();
    money(t, "amount").notNullable();
    t.string("source", 20).notNullable().defaultTo("normal");
    t.string("reference", 60);
    t.integer("reference_id");
    t.integer("customer_id").references("id").inTable("customers").onDelete("SET NULL");
    t.integer("partner_id");
    t.string("payment_method", 40);
    t.text("description");
    t.integer("reversal_of").references("id").inTable("incomes");
    t.integer("reversed_by").references("id").inTable("incomes");
    t.check("source in ('normal', 'partner_advance', 'purchase_order', 'sales_order')", [], "incomes_source_check");
    t.check("(reversal_of is null and amount > 0) or (reversal_of is not null and amount < 0)", [], "incomes_amount_check");
    t.check("source = 'normal' or reference_id is not null", [], "incomes_reference_check");
  });
  for (const statement of listIndexes(db, "incomes", {
    sort: ["date", "amount", "source", "reference", "reference_id", "customer_id", "partner_id", "payment_method", "reversed_by"],
    trigram: ["reference", "description"],
  }))
    await statement;

  await db.schema.createTable("expenses", (t) => {
    systemColumns(db, t);
    t.date("date").notNullable();
    money(t, "amount").notNullable();
    t.string("usage", 200).notNullable();
    t.string("paid_by", 200);
    t.string("reference", 60);
    t.string("payment_method", 40);
    t.string("transaction_id", 100);
    t.string("source", 20).notNullable().defaultTo("normal");
    t.integer("reference_id");
    t.text("description");
    t.integer("reversal_of").references("id").inTable("expenses");
    t.integer("reversed_by").references("id").inTable("expenses");
    t.check("source in ('normal', 'purchase_order', 'salary', 'refund')", [], "expenses_source_check");
    t.check("(reversal_of is null and amount > 0) or (reversal_of is not null and amount < 0)", [], "expenses_amount_check");
    t.check("source = 'normal' or reference_id is not null", [], "expenses_reference_check");
  });
  for (const statement of listIndexes(db, "expenses", {
    sort: ["date", "amount", "usage", "paid_by", "reference", "payment_method", "transaction_id", "source", "reference_id", "reversed_by"],
    trigram: ["usage", "paid_by", "reference", "transaction_id", "description"],
  }))
    await statement;

  for (const table of ["incomes", "expenses"]) {
    // One live booking per (source, reference_id): the posting service's idempotence rests on it.
    await db.raw(
      `create unique index ?? on ?? (source, reference_id) where reference_id is not null and reversal_of is null and reversed_by is null and deleted_at is null`,
      [`${table}_booking_unique`, table],
    );
    // A booking is reversed at most once.
    await db.raw(`create unique index ?? on ?? (reversal_of) where reversal_of is not null`, [`${table}_reversal_unique`, table]);
  }

  // A closed month: nothing may be booked, changed or reversed with a date inside it.
  await db.schema.createTable("accounting_periods", (t) => {
    t.string("month", 7).primary();
    t.timestamp("closed_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("closed_by").references("id").inTable("users").onDelete("SET NULL");
    t.check("month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'", [], "accounting_periods_month_check");
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("accounting_periods");
  await db.schema.dropTable("expenses");
  await db.schema.dropTable("incomes");
}
