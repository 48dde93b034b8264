import i18n from "i18next";
import { defaultLanguage } from "../../providers/i18n";

/** The bulk bar's strings (locales/<lang>/bulk.json): not in the language's chunk, fetched with the bar. */
const files = import.meta.glob<Record<string, unknown>>("../../../../locales/*/bulk.json", { import: "default" });
const loaded = new Map<string, Promise<void>>();

const load = (language: string): Promise<void> => {
  let done = loaded.get(language);
  if (!done) {
    const read = files[`../../../../locales/${language}/bulk.json`];
    done = (read ? read() : Promise.resolve({})).then((content) => void i18n.addResourceBundle(language, "translation", content, true, true));
    done.catch(() => loaded.delete(language));
    loaded.set(language, done);
  }
  return done;
};

// with every language chosen later (the bar draws itself again when they arrive)
i18n.on("languageChanged", (language) => void load(language));

/** Loads them in the language shown and the fallback. */
export const loadBulkStrings = () => Promise.all([load(i18n.language), load(defaultLanguage)]);
