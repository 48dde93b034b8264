import type { I18nProvider } from "@refinedev/core";
import type { Locale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import dayjs from "dayjs";
import "dayjs/locale/en";
import "dayjs/locale/zh-tw";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { mergeLocaleFiles } from "../../../locales/merge";

/** Languages the UI offers; the first is the default and the fallback. */
export const languages = ["en", "zh_Hant"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

const storageKey = "erp.language";

/**
 * Every locales/<lang>/*.json file, fetched when its language is first needed (one chunk per
 * language, vite.config.ts): a page downloads the strings of the language it shows, not all of them.
 * Not mail.json: the texts customers receive are the server's (the template page reads them from the API).
 */
const files = import.meta.glob<Record<string, unknown>>(
  ["../../../locales/*/*.json", "!../../../locales/*/mail.json", "!../../../locales/*/bulk.json"],
  {
    import: "default",
  },
);
// (bulk.json: the bulk bar's, fetched with it, crud/bulk/strings.ts)

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

/** The page's own language (`<html lang>`): the browser's line breaking, fonts and screen readers follow it, and the CSS's `:lang(zh-Hant)` rules. */
const htmlLanguage = (language: Language) => {
  if (typeof document !== "undefined") document.documentElement.lang = httpLanguage[language];
};

i18n.on("languageChanged", (language) => {
  if (!isLanguage(language)) return;
  dayjs.locale(dayjsLocale[language]);
  htmlLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
dayjs.locale(dayjsLocale[currentLanguage()]);
htmlLanguage(currentLanguage());

const loading = new Map<Language, Promise<void>>();

/** antd's own texts (pagination, pickers, empty tables) per language; English is antd's default. */
const antdLocales: Partial<Record<Language, Locale>> = { en: enUS };
const antdLocaleLoaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  zh_Hant: () => import("antd/es/locale/zh_TW").then((m) => m.default),
};

/** antd's texts for a language whose strings are loaded (English until then). */
export const antdLocale = (language: string): Locale => (isLanguage(language) && antdLocales[language]) || enUS;

/** Fetches a language's locale files once, merged into one namespace (`products.fields.code`, `messages.saved`, ...). */
export const loadLanguage = (language: Language): Promise<void> => {
  const known = loading.get(language);
  if (known) return known;
  const parts = Object.entries(files).filter(([path]) => path.split("/").at(-2) === language);
  const load = Promise.all([Promise.all(parts.map(async ([file, read]) => ({ file, content: await read() }))), antdLocaleLoaders[language]()]).then(
    ([contents, antd]) => {
      antdLocales[language] = antd;
      i18n.addResourceBundle(language, "translation", mergeLocaleFiles(contents), true, true);
    },
  );
  loading.set(language, load);
  load.catch(() => loading.delete(language)); // offline for a moment: the next call tries again
  return load;
};

/** The language the page shows and the fallback's strings: awaited before the first render (main.tsx). */
export const i18nReady: Promise<void> = Promise.all([loadLanguage(currentLanguage()), loadLanguage(defaultLanguage)]).then(() => undefined);

export const changeLanguage = async (language: string): Promise<void> => {
  const next = isLanguage(language) ? language : defaultLanguage;
  try {
    globalThis.localStorage?.setItem(storageKey, next);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  await loadLanguage(next);
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
