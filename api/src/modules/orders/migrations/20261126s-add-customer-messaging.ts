import type { Knex } from "knex";
import { normalisePhones } from "../../../db/phones";

/**
 * How and in which language a customer is told about their orders: `language` (en, zh_Hant; English
 * for the customers there are, as the company's language starts) and `notify_by` (a set of email and
 * sms; empty for none): everyone keeps being mailed as before. Their phone numbers in E.164, what
 * does not parse left as it was (see db/phones.ts).
 */
export async function up(db: Knex) {
  await db.schema.alterTable("customers", (t) => {
    t.string("language", 10).notNullable().defaultTo("en");
    t.jsonb("notify_by")
      .notNullable()
      .defaultTo(JSON.stringify(["email"]));
  });
  await db.raw("alter table customers add constraint customers_language_check check (language in ('en', 'zh_Hant'))");
  await normalisePhones(db, "customers", "phone");
}

export async function down(db: Knex) {
  await db.schema.alterTable("customers", (t) => {
    t.dropColumn("notify_by");
    t.dropColumn("language");
  });
}
