import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

/**
 * Human resources: daily attendance, the monthly sheet computed from it, salary records with their
 * adjustment lines, the payroll rows and the payments that booked them as expenses.
 */
export async function up(db: Knex) {
  const timeCheck = (column: string) => `${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
  await db.schema.createTable("attendance_days", (t) => {
    systemColumns(db, t);
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.date("date").notNullable();
    t.string("start_time", 5).notNullable();
    t.string("end_time", 5).notNullable();
    t.check(`${timeCheck("start_time")} and ${timeCheck("end_time")}`, [], "attendance_days_time_check");
    t.check("end_time > start_time", [], "attendance_days_end_time_check");
  });
  for (const statement of listIndexes(db, "attendance_days", { sort: ["date"] })) await statement;
  // one record per employee and day (named for its field: a clash answers 409 on `date`)
  await db.raw("create unique index attendance_days_date_unique on attendance_days (employee_id, date) where deleted_at is null");
  await db.raw("create index attendance_days_employee_id_fk on attendance_days (employee_id)");

  await db.schema.createTable("attendances", (t) => {
    systemColumns(db, t);
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.string("year_month", 7).notNullable();
    t.integer("days_worked").notNullable().defaultTo(0);
    t.decimal("working_hours", 8, 2).notNullable().defaultTo(0);
    t.decimal("late_hours", 8, 2).notNullable().defaultTo(0);
    t.decimal("ot_hours", 8, 2).notNullable().defaultTo(0);
    t.decimal("no_pay_leave_days", 5, 2).notNullable().defaultTo(0);
    t.decimal("annual_leave_days", 5, 2).notNullable().defaultTo(0);
    t.decimal("sick_leave_days", 5, 2).notNullable().defaultTo(0);
    t.check("no_pay_leave_days >= 0 and annual_leave_days >= 0 and sick_leave_days >= 0", [], "attendances_leave_check");
  });
  for (const statement of listIndexes(db, "attendances", { sort: ["year_month", "days_worked"] })) await statement;
  await db.raw("create unique index attendances_year_month_unique on attendances (employee_id, year_month) where deleted_at is null");
  await db.raw("create index attendances_employee_id_fk on attendances (employee_id)");

  await db.schema.createTable("salary_payments", (t) => {
    t.increments("id").primary();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    t.string("month", 7).notNullable();
    t.integer("employee_id").references("id").inTable("employees");
    t.integer("records").notNullable();
    money(t, "amount").notNullable();
    t.string("payment_method", 40).notNullable();
    t.string("transaction_id", 120);
    t.integer("expense_id");
    t.index(["month"]);
  });

  await db.schema.createTable("salaries", (t) => {
    systemColumns(db, t);
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.string("month", 7).notNullable();
    t.date("salary_date").notNullable();
    money(t, "basic_salary").notNullable();
    money(t, "total").notNullable();
    t.string("status", 10).notNullable().defaultTo("unpaid");
    t.integer("payment_id").references("id").inTable("salary_payments");
    t.timestamp("paid_at", { useTz: true });
    t.check("status in ('unpaid', 'paid')", [], "salaries_status_check");
  });
  for (const statement of listIndexes(db, "salaries", { sort: ["month", "salary_date", "basic_salary", "total", "status"] })) await statement;
  await db.raw("create unique index salaries_month_unique on salaries (employee_id, month) where deleted_at is null");
  await db.raw("create index salaries_employee_id_fk on salaries (employee_id)");
  await db.raw("create index salaries_payment_id_fk on salaries (payment_id)");

  await db.schema.createTable("salary_adjustments", (t) => {
    t.increments("id").primary();
    t.integer("salary_id").notNullable().references("id").inTable("salaries").onDelete("CASCADE");
    t.integer("position").notNullable();
    t.string("reason", 200).notNullable();
    money(t, "amount").notNullable();
    t.index(["salary_id", "position"]);
  });

  await db.schema.createTable("payrolls", (t) => {
    systemColumns(db, t);
    t.integer("salary_id").notNullable().references("id").inTable("salaries").onDelete("CASCADE");
    t.integer("employee_id").notNullable().references("id").inTable("employees");
    t.string("month", 7).notNullable();
    money(t, "basic_salary").notNullable();
    t.integer("working_days").notNullable();
    t.decimal("ot_hours", 8, 2).notNullable();
    t.decimal("ot_multiplier", 6, 4).notNullable();
    money(t, "ot_bonus").notNullable();
    t.decimal("no_pay_leave_days", 5, 2).notNullable();
    money(t, "no_pay_leave").notNullable();
    money(t, "commission").notNullable();
    money(t, "adjustment").notNullable();
    money(t, "subtotal").notNullable();
    money(t, "payable").notNullable();
    money(t, "deduction").notNullable();
    money(t, "employer_mpf").notNullable();
    money(t, "actual_amount").notNullable();
    t.string("amount_unit", 10).notNullable();
    t.string("signature", 200);
    t.string("status", 10).notNullable().defaultTo("unpaid");
    t.check("status in ('unpaid', 'paid')", [], "payrolls_status_check");
  });
  for (const statement of listIndexes(db, "payrolls", {
    sort: ["employee_id", "month", "payable", "actual_amount", "status"],
    unique: ["salary_id"],
  }))
    await statement;
  await db.raw("create index payrolls_salary_id_fk on payrolls (salary_id)");
}

export async function down(db: Knex) {
  for (const table of ["payrolls", "salary_adjustments", "salaries", "salary_payments", "attendances", "attendance_days"])
    await db.schema.dropTable(table);
}
