import type { Knex } from "knex";
import type { Language } from "../../i18n";
import type { SmsProviderName } from "../../mail/sms";

/** The software settings every module reads (HR its schedule, documents the currency, the outbox its SMTP). */
export interface Settings {
  currency: { code: string; symbol: string; decimals: number };
  /** "09:00": the working day's start and end, company time. */
  work_start: string;
  work_end: string;
  lunch_minutes: number;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  work_days: number[];
  /** Overtime pay = hourly rate x this. */
  ot_multiplier: number;
  mail: {
    from_email: string | null;
    from_name: string | null;
    host: string | null;
    port: number | null;
    user: string | null;
    secure: boolean;
    password_set: boolean;
  };
  /** No provider (null): text messages wait in the outbox; `log` only writes them to the server's log. */
  sms: { provider: SmsProviderName | null; api_key: string | null; number: string | null; base_url: string | null; api_secret_set: boolean };
  /** How many scheduled backups are kept. */
  backup_retention: number;
  /** The size cap of a file attached to a record, in MB. */
  attachment_max_megabytes: number;
}

/** The write-only values, in the `secrets` table (never in a route's answer, an export, a backup or a log). */
export const secretKeys = ["smtp_password", "sms_api_secret"] as const;
export type SecretKey = (typeof secretKeys)[number];

export const defaultSettings: Settings = {
  currency: { code: "HKD", symbol: "HK$", decimals: 2 },
  work_start: "09:00",
  work_end: "18:00",
  lunch_minutes: 60,
  work_days: [1, 2, 3, 4, 5],
  ot_multiplier: 1.5,
  mail: { from_email: null, from_name: null, host: null, port: null, user: null, secure: false, password_set: false },
  sms: { provider: null, api_key: null, number: null, base_url: null, api_secret_set: false },
  backup_retention: 7,
  attachment_max_megabytes: 20,
};

type Row = Record<string, unknown>;

const fromRow = (row: Row | undefined, secrets: ReadonlySet<string>): Settings => {
  if (!row)
    return {
      ...defaultSettings,
      mail: { ...defaultSettings.mail, password_set: secrets.has("smtp_password") },
      sms: { ...defaultSettings.sms, api_secret_set: secrets.has("sms_api_secret") },
    };
  return {
    currency: { code: String(row.currency_code), symbol: String(row.currency_symbol), decimals: Number(row.currency_decimals) },
    work_start: String(row.work_start),
    work_end: String(row.work_end),
    lunch_minutes: Number(row.lunch_minutes),
    work_days: (typeof row.work_days === "string" ? JSON.parse(row.work_days) : row.work_days) as number[],
    ot_multiplier: Number(row.ot_multiplier),
    mail: {
      from_email: (row.mail_from_email as string | null) ?? null,
      from_name: (row.mail_from_name as string | null) ?? null,
      host: (row.smtp_host as string | null) ?? null,
      port: row.smtp_port == null ? null : Number(row.smtp_port),
      user: (row.smtp_user as string | null) ?? null,
      secure: Boolean(row.smtp_secure),
      password_set: secrets.has("smtp_password"),
    },
    sms: {
      provider: (row.sms_provider as SmsProviderName | null) ?? null,
      api_key: (row.sms_api_key as string | null) ?? null,
      number: (row.sms_number as string | null) ?? null,
      base_url: (row.sms_base_url as string | null) ?? null,
      api_secret_set: secrets.has("sms_api_secret"),
    },
    backup_retention: Number(row.backup_retention),
    attachment_max_megabytes: Number(row.attachment_max_megabytes ?? defaultSettings.attachment_max_megabytes),
  };
};

/**
 * The software settings as they are now (defaults where the row is missing). Secrets are not in it,
 * only whether each is set; `readSecret` gives one to the code that uses it. One statement: the row
 * (none before the first save) and the names of the secrets that are set.
 */
export const readSettings = async (db: Knex): Promise<Settings> => {
  const { rows } = await db.raw(
    `select s.*, array(select key from secrets order by key) as secret_keys
       from (values (1)) as one (id) left join settings s on s.id = one.id`,
  );
  const { secret_keys: keys, ...row } = rows[0] as Row & { secret_keys: string[] };
  return fromRow(row.id == null ? undefined : row, new Set(keys));
};

/** One write-only value, for the code that uses it (the mailer's SMTP login, the SMS provider). */
export const readSecret = async (db: Knex, key: SecretKey): Promise<string | undefined> => {
  const row = await db("secrets").where({ key }).first("value");
  return row?.value;
};

/** Sets (a string) or clears (null) a secret. */
export const writeSecret = async (db: Knex, key: SecretKey, value: string | null) => {
  if (value === null) await db("secrets").where({ key }).delete();
  else await db("secrets").insert({ key, value, updated_at: db.fn.now() }).onConflict("key").merge();
};

/** The language customers are written to in unless they chose one (settings > company). */
export const readCompanyLanguage = async (db: Knex): Promise<Language> => {
  const row = await db("company").where({ id: 1 }).first("language");
  return row?.language === "zh_Hant" ? "zh_Hant" : "en";
};

/**
 * Settings that travel in a configuration file (`GET /api/customize/export`): the company-independent
 * ones (currency, work schedule, overtime, backup retention). Never the mail and SMS accounts (the
 * instance's own) nor any secret.
 */
export const portableKeys = [
  "currency_code",
  "currency_symbol",
  "currency_decimals",
  "work_start",
  "work_end",
  "lunch_minutes",
  "work_days",
  "ot_multiplier",
  "backup_retention",
  "attachment_max_megabytes",
] as const;
export type PortableSettings = Partial<Record<(typeof portableKeys)[number], unknown>>;

export const readPortable = async (db: Knex): Promise<PortableSettings> => {
  const s = await readSettings(db);
  return {
    currency_code: s.currency.code,
    currency_symbol: s.currency.symbol,
    currency_decimals: s.currency.decimals,
    work_start: s.work_start,
    work_end: s.work_end,
    lunch_minutes: s.lunch_minutes,
    work_days: s.work_days,
    ot_multiplier: s.ot_multiplier,
    backup_retention: s.backup_retention,
    attachment_max_megabytes: s.attachment_max_megabytes,
  };
};
