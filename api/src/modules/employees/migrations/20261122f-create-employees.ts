import type { Knex } from "knex";
import { listIndexes, money, systemColumns } from "../../../db/columns";

export async function up(db: Knex) {
  await db.schema.createTable("designations", (t) => {
    systemColumns(db, t);
    t.string("title", 120).notNullable();
  });
  for (const statement of listIndexes(db, "designations", { sort: ["title"], trigram: ["title"], unique: ["title"] })) await statement;

  await db.schema.createTable("benefits", (t) => {
    systemColumns(db, t);
    t.string("title", 120).notNullable();
    t.text("content");
  });
  for (const statement of listIndexes(db, "benefits", { sort: ["title"], trigram: ["title"], unique: ["title"] })) await statement;

  await db.schema.createTable("employees", (t) => {
    systemColumns(db, t);
    t.string("full_name", 200).notNullable();
    t.string("name", 120).notNullable();
    t.string("hk_id", 12);
    t.integer("designation_id").references("id").inTable("designations").onDelete("SET NULL");
    t.string("department", 120);
    t.string("phone", 40);
    t.string("personal_email", 200);
    t.string("company_email", 200);
    t.text("address");
    t.string("status", 20).notNullable().defaultTo("active");
    money(t, "salary");
    t.date("hire_date");
    t.date("date_of_birth");
    t.string("bank_name", 120);
    t.string("bank_account", 60);
    t.jsonb("benefit_ids").notNullable().defaultTo("[]");
    t.check("status in ('active', 'inactive')", [], "employees_status_check");
    t.check("salary >= 0", [], "employees_salary_check");
  });
  for (const statement of listIndexes(db, "employees", {
    sort: ["full_name", "name", "hk_id", "designation_id", "department", "company_email", "status", "salary", "hire_date"],
    trigram: ["full_name", "name", "department", "company_email"],
    unique: ["hk_id"],
  }))
    await statement;
  await db.raw("create index employees_benefit_ids_idx on employees using gin (benefit_ids) where deleted_at is null");
}

export async function down(db: Knex) {
  await db.schema.dropTable("employees");
  await db.schema.dropTable("benefits");
  await db.schema.dropTable("designations");
}
