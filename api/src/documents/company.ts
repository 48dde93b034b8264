import type { Knex } from "knex";
import { formatPhone } from "../entities/phone";
import { type Language, translatorFor } from "../i18n";

/** What a document's header shows of the company. */
export interface CompanyHeader {
  name: string;
  /** Address, phone, e-mail, registration number...: one line each, already labelled. */
  lines: string[];
  /** PNG or JPEG bytes. */
  logo?: Buffer;
}

/**
 * The header every PDF takes: the company's profile (the `company` row the settings module keeps,
 * edited at /settings/company). Until it has a name, a heading from the locale says where to set it.
 */
export const companyHeader = async (db: Knex, language: Language): Promise<CompanyHeader> => {
  const t = translatorFor(language);
  const row = await db("company").where({ id: 1 }).first();
  if (!row) return { name: t("documents.companyPlaceholder"), lines: [] };
  const labelled = (field: string, show: (value: string) => string = String) =>
    row[field] ? `${t(`company.fields.${field}`)}: ${show(row[field])}` : undefined;
  const contact = [labelled("phone", formatPhone), labelled("email"), row.website || undefined].filter(Boolean).join("   ");
  const lines = [
    row.address ? String(row.address).replace(/\s*\n\s*/g, ", ") : undefined,
    contact || undefined,
    labelled("registration_number"),
  ].filter((line): line is string => Boolean(line));
  return { name: row.name || t("documents.companyPlaceholder"), lines, ...(row.logo ? { logo: Buffer.from(row.logo) } : {}) };
};

/**
 * How a customer pays the company (an invoice's "How to pay"): the company's payment method and bank
 * account, each line labelled; none while the profile has none of them.
 */
export const companyPaymentLines = async (db: Knex, language: Language): Promise<string[]> => {
  const t = translatorFor(language);
  const row = await db("company").where({ id: 1 }).first("payment_method", "bank_name", "bank_code", "bank_account_number", "bank_account_holder");
  if (!row) return [];
  return ["payment_method", "bank_name", "bank_code", "bank_account_number", "bank_account_holder"]
    .filter((field) => row[field])
    .map((field) => `${t(`company.fields.${field}`)}: ${row[field]}`);
};
