import { smsProviders } from "../../mail/sms";

/** The bodies of PATCH /api/company and PATCH /api/settings, declared like an entity's fields (same validator, same messages). */

export const companyFields = {
  name: { type: "string", maxLength: 200 },
  registration_number: { type: "string", maxLength: 60 },
  industry: { type: "string", maxLength: 100 },
  founding_date: { type: "date" },
  employees: { type: "integer", min: 0 },
  website: { type: "string", maxLength: 200 },
  email: { type: "email", maxLength: 200 },
  phone: { type: "phone", maxLength: 40 },
  address: { type: "text", maxLength: 1000 },
  payment_method: { type: "string", maxLength: 100 },
  bank_name: { type: "string", maxLength: 100 },
  bank_code: { type: "string", maxLength: 20 },
  bank_account_number: { type: "string", maxLength: 40 },
  bank_account_holder: { type: "string", maxLength: 200 },
  /** The language customers are written to in unless they chose one. */
  language: { type: "enum", values: ["en", "zh_Hant"] },
} as const;

export const settingsFields = {
  currency_code: { type: "string", minLength: 3, maxLength: 3 },
  currency_symbol: { type: "string", maxLength: 8 },
  currency_decimals: { type: "integer", min: 0, max: 4 },
  mail_from_email: { type: "email", maxLength: 200 },
  mail_from_name: { type: "string", maxLength: 200 },
  smtp_host: { type: "string", maxLength: 200 },
  smtp_port: { type: "integer", min: 1, max: 65535 },
  smtp_user: { type: "string", maxLength: 200 },
  smtp_secure: { type: "boolean" },
  /** Write-only: a string sets it, null clears it, absent leaves it. */
  smtp_password: { type: "string", maxLength: 200 },
  /** vonage, twilio or log (nothing is sent); null: none chosen, text messages wait in the outbox. */
  sms_provider: { type: "enum", values: smsProviders },
  /** Vonage's api key or Twilio's account SID. */
  sms_api_key: { type: "string", maxLength: 200 },
  /** The sender: a number, or a name where the provider allows one. */
  sms_number: { type: "string", maxLength: 40 },
  /** The provider's API address when not its own (https://rest.nexmo.com, https://api.twilio.com). */
  sms_base_url: { type: "string", maxLength: 200 },
  sms_api_secret: { type: "string", maxLength: 200 },
  work_start: { type: "string", maxLength: 5 },
  work_end: { type: "string", maxLength: 5 },
  lunch_minutes: { type: "integer", min: 0, max: 240 },
  work_days: { type: "json" },
  ot_multiplier: { type: "number", min: 1, max: 5 },
  backup_retention: { type: "integer", min: 1, max: 365 },
  attachment_max_megabytes: { type: "integer", min: 1, max: 1024 },
} as const;

/** Settings that cannot be blanked (the row's columns are not null). */
export const settingsRequired = [
  "currency_code",
  "currency_symbol",
  "currency_decimals",
  "smtp_secure",
  "work_start",
  "work_end",
  "lunch_minutes",
  "work_days",
  "ot_multiplier",
  "backup_retention",
  "attachment_max_megabytes",
] as const;

export const settingsSecrets = ["smtp_password", "sms_api_secret"] as const;

/** "09:00" .. "23:59" */
export const isTimeOfDay = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
