import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/**
 * The bank ledger (with per-day totals kept by statement triggers, so a running balance is a window
 * over a page plus a short sum), balanced vouchers with gapless numbers per type and year, and monthly
 * tax runs (which leave the orders' shipping cost, 20261123i, out of the taxable amount).
 */
export async function up(db: Knex) {
  await db.schema.createTable("bank_transactions", (t) => {
    systemColumns(db, t);
    t.date("date").notNullable();
    t.string("holder_name", 200).notNullable();
    t.string("transaction_number", 60).notNullable();
    money(t, "debit").notNullable().defaultTo(0);
    money(t, "credit").notNullable().defaultTo(0);
    t.text("description");
    t.check("(debit > 0 and credit = 0) or (credit > 0 and debit = 0)", [], "bank_transactions_amount_check");
  });
  for (const statement of listIndexes(db, "bank_transactions", {
    sort: ["holder_name", "debit", "credit"],
    trigram: ["holder_name", "transaction_number", "description"],
    unique: ["transaction_number"],
  }))
    await statement;
  // The ledger's order (date, id), covering the amounts: pages, ranges and the same-day part of a balance.
  await db.raw("create index bank_transactions_date_idx on bank_transactions (date, id) include (credit, debit) where deleted_at is null");

  // Net movement per day of the live rows, kept in step with every statement on bank_transactions
  // (same transaction): the balance before a day is a sum over at most one row per day.
  await db.schema.createTable("bank_daily_totals", (t) => {
    t.date("date").primary();
    money(t, "credit").notNullable().defaultTo(0);
    money(t, "debit").notNullable().defaultTo(0);
    t.integer("count").notNullable().defaultTo(0);
  });
  await db.raw(`
    create function bank_daily_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into bank_daily_totals as d (date, credit, debit, count)
          select date, -sum(credit), -sum(debit), -count(*) from old_rows where deleted_at is null group by date
        on conflict (date) do update set credit = d.credit + excluded.credit, debit = d.debit + excluded.debit, count = d.count + excluded.count;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into bank_daily_totals as d (date, credit, debit, count)
          select date, sum(credit), sum(debit), count(*) from new_rows where deleted_at is null group by date
        on conflict (date) do update set credit = d.credit + excluded.credit, debit = d.debit + excluded.debit, count = d.count + excluded.count;
      end if;
      return null;
    end $$`);
  await db.raw(
    "create trigger bank_transactions_totals_insert after insert on bank_transactions referencing new table as new_rows for each statement execute function bank_daily_totals_apply()",
  );
  await db.raw(
    "create trigger bank_transactions_totals_update after update on bank_transactions referencing old table as old_rows new table as new_rows for each statement execute function bank_daily_totals_apply()",
  );
  await db.raw(
    "create trigger bank_transactions_totals_delete after delete on bank_transactions referencing old table as old_rows for each statement execute function bank_daily_totals_apply()",
  );

  // Gapless voucher numbers: the counter row of (type, year) is locked by the insert that takes the
  // next number and released at commit; a rolled-back voucher gives its number back.
  await db.schema.createTable("voucher_numbers", (t) => {
    t.string("type", 20).notNullable();
    t.integer("year").notNullable();
    t.integer("last").notNullable();
    t.primary(["type", "year"]);
  });
  await db.schema.createTable("vouchers", (t) => {
    systemColumns(db, t);
    t.string("number", 20).notNullable();
    t.string("type", 20).notNullable();
    t.date("date").notNullable();
    t.string("subject", 200).notNullable();
    money(t, "total_debit").notNullable().defaultTo(0);
    money(t, "total_credit").notNullable().defaultTo(0);
    t.string("status", 20).notNullable().defaultTo("draft");
    t.timestamp("posted_at", { useTz: true });
    t.integer("reversal_of").references("id").inTable("vouchers");
    t.integer("reversed_by").references("id").inTable("vouchers");
    t.check("type in ('debit', 'credit', 'contract', 'journal')", [], "vouchers_type_check");
    t.check("status in ('draft', 'posted')", [], "vouchers_status_check");
    t.check("status = 'draft' or total_debit = total_credit", [], "vouchers_balanced_check");
  });
  for (const statement of listIndexes(db, "vouchers", {
    sort: ["number", "type", "date", "subject", "total_debit", "total_credit", "status", "posted_at", "reversal_of", "reversed_by"],
    trigram: ["number", "subject"],
    unique: ["number"],
  }))
    await statement;
  await db.schema.createTable("voucher_lines", (t) => {
    t.increments("id").primary();
    t.integer("voucher_id").notNullable().references("id").inTable("vouchers").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.string("category", 20).notNullable();
    t.string("account", 200).notNullable();
    money(t, "debit").notNullable().defaultTo(0);
    money(t, "credit").notNullable().defaultTo(0);
    t.check("category in ('assets', 'liabilities', 'revenue', 'expenses')", [], "voucher_lines_category_check");
    t.check("(debit > 0 and credit = 0) or (credit > 0 and debit = 0)", [], "voucher_lines_amount_check");
    t.index(["voucher_id", "position"]);
  });

  // Tax runs: one per month (a run again replaces it), with a line per order.
  await db.schema.createTable("taxes", (t) => {
    systemColumns(db, t);
    t.string("month", 7).notNullable();
    t.decimal("rate", 5, 2).notNullable();
    t.integer("orders").notNullable().defaultTo(0);
    money(t, "order_amount").notNullable().defaultTo(0);
    money(t, "taxable_amount").notNullable().defaultTo(0);
    money(t, "tax_amount").notNullable().defaultTo(0);
    t.timestamp("run_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.check("rate >= 0 and rate <= 100", [], "taxes_rate_check");
  });
  for (const statement of listIndexes(db, "taxes", {
    sort: ["rate", "orders", "order_amount", "taxable_amount", "tax_amount", "run_at"],
    unique: ["month"],
  }))
    await statement;
  await db.schema.createTable("tax_lines", (t) => {
    t.increments("id").primary();
    t.integer("tax_id").notNullable().references("id").inTable("taxes").onDelete("CASCADE");
    t.integer("order_id").notNullable().references("id").inTable("orders");
    t.string("order_number", 30).notNullable();
    money(t, "order_amount").notNullable();
    money(t, "shipping_cost").notNullable();
    money(t, "taxable_amount").notNullable();
    t.decimal("tax_rate", 5, 2).notNullable();
    money(t, "tax_amount").notNullable();
    t.unique(["tax_id", "order_id"]);
    t.index(["order_id"]);
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("tax_lines");
  await db.schema.dropTable("taxes");
  await db.schema.dropTable("voucher_lines");
  await db.schema.dropTable("vouchers");
  await db.schema.dropTable("voucher_numbers");
  await db.schema.dropTable("bank_transactions");
  await db.raw("drop function bank_daily_totals_apply");
  await db.schema.dropTable("bank_daily_totals");
}
