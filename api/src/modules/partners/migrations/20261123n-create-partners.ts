import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/** Partners: a ledger with a running balance, advances, personnel matched to the engagement. */
export async function up(db: Knex) {
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
  for (const table of ["partner_ledger", "partner_personnel", "partners"]) await db.schema.dropTable(table);
}
