import type { Knex } from "knex";
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
 * The header every PDF takes: the company's profile. Until the company settings exist (the settings
 * module), a heading from the locale: the settings module replaces the body of this function, and
 * every document follows.
 */
export const companyHeader = async (_db: Knex, language: Language): Promise<CompanyHeader> => {
  const t = translatorFor(language);
  return { name: t("documents.companyPlaceholder"), lines: [] };
};
