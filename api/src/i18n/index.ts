import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { localesDir } from "../paths";
import i18next, { type TFunction } from "i18next";

export const languages = ["en", "zh_Hant"] as const;
export type Language = (typeof languages)[number];


/** All files of a language merged into one namespace, as the admin loads them. */
const readLanguage = (language: Language) =>
  Object.assign(
    {},
    ...readdirSync(join(localesDir, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => JSON.parse(readFileSync(join(localesDir, language, file), "utf8"))),
  );

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: readLanguage(language) }])),
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The user's language from Accept-Language: any Chinese goes to zh_Hant, the rest to English. */
export const languageOf = (acceptLanguage: string | undefined): Language =>
  acceptLanguage?.trim().toLowerCase().startsWith("zh") ? "zh_Hant" : "en";

const translators = new Map(languages.map((language) => [language, i18n.getFixedT(language)]));
export const translatorFor = (language: Language): TFunction => translators.get(language)!;
