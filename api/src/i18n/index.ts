import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import i18next, { type TFunction } from "i18next";
import { localesDir } from "../paths";
import { mergeLocaleFiles } from "../../../locales/merge";

export const languages = ["en", "zh_Hant"] as const;
export type Language = (typeof languages)[number];

/** All files of a language merged into one namespace, as the admin loads them (a key defined twice throws). */
const readLanguage = (language: Language) =>
  mergeLocaleFiles(
    readdirSync(join(localesDir, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({ file, content: JSON.parse(readFileSync(join(localesDir, language, file), "utf8")) })),
  );

const i18n = i18next.createInstance();
await i18n.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: readLanguage(language) }])),
  lng: "en",
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Who defined each top-level key: a locales/ file, or a module that brought its own strings. */
const owners = new Map<string, string>(
  languages.flatMap((language) => Object.keys(i18n.getResourceBundle(language, "translation")).map((key) => [key, "locales/"] as const)),
);

/** Strings of a module that has no file in locales/ (a test fixture); its keys may not clash with anyone else's. */
export const registerStrings = (module: string, strings: Partial<Record<Language, Record<string, unknown>>>) => {
  for (const [language, content = {}] of Object.entries(strings)) {
    for (const key of Object.keys(content)) {
      const owner = owners.get(key);
      if (owner && owner !== module) throw new Error(`locale key "${key}" of module ${module} is already defined by ${owner}`);
      owners.set(key, module);
    }
    i18n.addResourceBundle(language, "translation", content, true, true);
  }
};

/** The user's language from Accept-Language: any Chinese goes to zh_Hant, the rest to English. */
export const languageOf = (acceptLanguage: string | undefined): Language =>
  acceptLanguage?.trim().toLowerCase().startsWith("zh") ? "zh_Hant" : "en";

const translators = new Map(languages.map((language) => [language, i18n.getFixedT(language)]));
export const translatorFor = (language: Language): TFunction => translators.get(language)!;
