import type { Knex } from "knex";
import { normalisePhones } from "../../../db/phones";

/**
 * The SMS provider becomes a choice (vonage, twilio or log) with no silent default: the old default
 * "log" is cleared, so text messages wait in the outbox until an ADMIN picks a provider (credentials
 * entered under the old default included: sending them anywhere is the ADMIN's call). The provider's
 * API address can be set (a local stand-in in tests). The company says in which language customers
 * are written to unless they chose one, and its phone number is stored in E.164 (see db/phones.ts).
 * The message templates an ADMIN changed (settings > message templates): one row per event, channel
 * and language; a missing row means the default from the locale files. Subject for e-mail only.
 */
export async function up(db: Knex) {
  await db.schema.alterTable("settings", (t) => {
    t.string("sms_provider", 20).nullable().defaultTo(null).alter();
    t.string("sms_base_url", 200);
  });
  await db("settings").where({ sms_provider: "log" }).update({ sms_provider: null });
  await db.raw("alter table settings add constraint settings_sms_provider_check check (sms_provider in ('vonage', 'twilio', 'log'))");
  await db.schema.alterTable("company", (t) => {
    t.string("language", 10).notNullable().defaultTo("en");
  });
  await db.raw("alter table company add constraint company_language_check check (language in ('en', 'zh_Hant'))");
  await normalisePhones(db, "company", "phone");
  await db.schema.createTable("message_templates", (t) => {
    t.string("event", 40).notNullable();
    t.string("channel", 10).notNullable();
    t.string("language", 10).notNullable();
    t.string("subject", 200);
    t.text("body").notNullable();
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.integer("updated_by");
    t.primary(["event", "channel", "language"]);
    t.check("channel in ('email', 'sms')", [], "message_templates_channel_check");
  });
}

export async function down(db: Knex) {
  await db.schema.dropTable("message_templates");
  await db.schema.alterTable("company", (t) => t.dropColumn("language"));
  await db.raw("alter table settings drop constraint settings_sms_provider_check");
  await db("settings").whereNull("sms_provider").update({ sms_provider: "log" });
  await db.schema.alterTable("settings", (t) => {
    t.dropColumn("sms_base_url");
    t.string("sms_provider", 20).notNullable().defaultTo("log").alter();
  });
}
