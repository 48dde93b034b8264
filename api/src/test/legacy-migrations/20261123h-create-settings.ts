import type { Knex } from "knex";

/**
 * The settings module's tables: the company profile and the software settings (one row each, id 1),
 * the secrets apart (write-only: no route returns them and no backup holds them), the backups'
 * register, and the reorder level products gain for the dashboard's low-stock card.
 */
export async function up(db: Knex) {
  await db.schema.createTable("company", (t) => {
    t.integer("id").primary().defaultTo(1);
    t.string("name", 200).notNullable().defaultTo("");
    t.string("registration_number", 60);
    t.string("industry", 100);
    t.date("founding_date");
    t.integer("employees");
    t.string("website", 200);
    t.string("email", 200);
    t.string("phone", 40);
    t.text("address");
    t.string("payment_method", 100);
    t.string("bank_name", 100);
    t.string("bank_code", 20);
    t.string("bank_account_number", 40);
    t.string("bank_account_holder", 200);
    t.binary("logo");
    t.string("logo_type", 20);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
  });
  await db.raw("alter table company add constraint company_singleton check (id = 1)");
  await db("company").insert({ id: 1 });

  await db.schema.createTable("settings", (t) => {
    t.integer("id").primary().defaultTo(1);
    t.string("currency_code", 3).notNullable().defaultTo("HKD");
    t.string("currency_symbol", 8).notNullable().defaultTo("HK$");
    t.integer("currency_decimals").notNullable().defaultTo(2);
    t.string("mail_from_email", 200);
    t.string("mail_from_name", 200);
    t.string("smtp_host", 200);
    t.integer("smtp_port");
    t.string("smtp_user", 200);
    t.boolean("smtp_secure").notNullable().defaultTo(false);
    t.string("sms_provider", 20).notNullable().defaultTo("log");
    t.string("sms_api_key", 200);
    t.string("sms_number", 40);
    t.string("work_start", 5).notNullable().defaultTo("09:00");
    t.string("work_end", 5).notNullable().defaultTo("18:00");
    t.integer("lunch_minutes").notNullable().defaultTo(60);
    t.jsonb("work_days")
      .notNullable()
      .defaultTo(JSON.stringify([1, 2, 3, 4, 5]));
    t.decimal("ot_multiplier", 4, 2).notNullable().defaultTo(1.5);
    t.integer("backup_retention").notNullable().defaultTo(7);
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
  });
  await db.raw("alter table settings add constraint settings_singleton check (id = 1)");
  await db("settings").insert({ id: 1 });

  /** Write-only values (SMTP password, SMS secret): set by PATCH /api/settings, read only by the code that uses them. */
  await db.schema.createTable("secrets", (t) => {
    t.string("key", 60).primary();
    t.text("value").notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
  });

  await db.schema.createTable("backups", (t) => {
    t.increments("id").primary();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("created_by");
    /** manual ("Back up now") or scheduled (the daily job; the retention count applies to these). */
    t.string("kind", 10).notNullable().defaultTo("manual");
    /** running, ok, failed */
    t.string("status", 10).notNullable().defaultTo("running");
    t.bigInteger("size");
    t.integer("tables_done").notNullable().defaultTo(0);
    t.integer("tables_total").notNullable().defaultTo(0);
    t.bigInteger("rows");
    t.timestamp("heartbeat_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp("finished_at", { useTz: true });
    t.text("error");
    t.index(["created_at", "id"]);
  });

  await db.schema.alterTable("products", (t) => {
    t.integer("reorder_level");
  });
  await db.raw("create index products_reorder_level_idx on products (reorder_level, id) where deleted_at is null and reorder_level is not null");
}

export async function down(db: Knex) {
  await db.raw("drop index products_reorder_level_idx");
  await db.schema.alterTable("products", (t) => t.dropColumn("reorder_level"));
  await db.schema.dropTable("backups");
  await db.schema.dropTable("secrets");
  await db.schema.dropTable("settings");
  await db.schema.dropTable("company");
}
