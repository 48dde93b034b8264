import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/** Each salesperson's commission rate and the monthly commission records computed from completed orders. */
export async function up(db: Knex) {
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
}

export async function down(db: Knex) {
  await db.schema.dropTable("commission_records");
  await db.schema.dropTable("commissions");
}
