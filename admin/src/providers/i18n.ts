import type { I18nProvider } from "@refinedev/core";
import dayjs from "dayjs";
import "dayjs/locale/en";
import "dayjs/locale/zh-tw";
import i18n, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { mergeLocaleFiles } from "../../../locales/merge";

/** Languages the UI offers; the first is the default and the fallback. */
export const languages = ["en", "zh_Hant"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

const storageKey = "erp.language";

/** Every locales/<lang>/*.json file, merged into one namespace (`products.fields.code`, `messages.saved`, ...). */
const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", { eager: true, import: "default" });

export const buildResources = (): Resource => {
  const byLanguage = new Map<string, { file: string; content: Record<string, unknown> }[]>();
  for (const [path, content] of Object.entries(files)) {
    const language = path.split("/").at(-2)!;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), { file: path, content }]);
  }
  return Object.fromEntries([...byLanguage].map(([language, parts]) => [language, { translation: mergeLocaleFiles(parts) }]));
};

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

const storedLanguage = (): Language => {
  try {
    const stored = globalThis.localStorage?.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/** dayjs locale and the Accept-Language value for each UI language. */
const dayjsLocale: Record<Language, string> = { en: "en", zh_Hant: "zh-tw" };
const httpLanguage: Record<Language, string> = { en: "en", zh_Hant: "zh-Hant" };

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);
export const acceptLanguage = (): string => httpLanguage[currentLanguage()];

i18n.on("languageChanged", (language) => {
  if (isLanguage(language)) dayjs.locale(dayjsLocale[language]);
});

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
dayjs.locale(dayjsLocale[currentLanguage()]);

export const changeLanguage = async (language: string): Promise<void> => {
  const next = isLanguage(language) ? language : defaultLanguage;
  try {
    globalThis.localStorage?.setItem(storageKey, next);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  await i18n.changeLanguage(next);
};

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const fallback = typeof options === "string" ? options : defaultMessage;
    const params = typeof options === "object" && options !== null ? options : {};
    return i18n.exists(key) ? String(i18n.t(key, params)) : (fallback ?? key);
  },
  changeLocale: changeLanguage,
  getLocale: currentLanguage,
};

export default i18n;
