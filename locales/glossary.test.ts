import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One word per business term (issue 25 item 12): each language's glossary (`locales/<lang>/glossary.md`)
 * names the term used for a concept and the synonyms that are not used; no string of that language
 * may use one of those, so a concept never reads two ways ("糧單" here, "薪金單" there).
 */
const languages = ["en", "zh_Hant"] as const;

export interface GlossaryEntry {
  concept: string;
  term: string;
  notUsed: string[];
}

/** The glossary's table rows (after the header and its rule): concept | term | not used | notes. */
export const readGlossary = (language: string): GlossaryEntry[] =>
  readFileSync(join(__dirname, language, "glossary.md"), "utf8")
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .slice(2)
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map(([, concept, term, notUsed]) => ({
      concept,
      term,
      notUsed: notUsed
        .split(",")
        .map((word) => word.trim())
        .filter((word) => word && word !== "-"),
    }));

const strings = (value: unknown, path: string): [string, string][] =>
  typeof value === "string"
    ? [[path, value]]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key))
      : [];

/** Every string of a language: `file:key` and its text. */
const valuesOf = (language: string): [string, string][] =>
  readdirSync(join(__dirname, language))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) =>
      strings(JSON.parse(readFileSync(join(__dirname, language, file), "utf8")), "").map(
        ([key, text]) => [`${file}:${key}`, text] as [string, string],
      ),
    );

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A Latin word matches whole (any case: "Client", "clients" are not "Clientele"); CJK by substring (no spaces between words). */
const matcher = (word: string) =>
  /^[\x20-\x7e]+$/.test(word) ? new RegExp(`(^|[^A-Za-z])${escapeRegExp(word)}s?([^A-Za-z]|$)`, "i") : new RegExp(escapeRegExp(word));

/** The strings of `values` that use a word the glossary does not use: "file:key uses X (glossary: Y)". */
export const offences = (glossary: GlossaryEntry[], values: [string, string][]) =>
  glossary.flatMap(({ term, notUsed }) =>
    notUsed.flatMap((word) => {
      const pattern = matcher(word);
      return values.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key} uses "${word}" (glossary: "${term}"): ${text}`);
    }),
  );

describe("glossary", () => {
  it("each language has one, with the same concepts in the same order, and each term in use", () => {
    const [en, zh] = languages.map(readGlossary);
    expect(en.length).toBeGreaterThan(10);
    expect(zh.map((e) => e.concept)).toEqual(en.map((e) => e.concept));
    for (const language of languages) {
      const all = valuesOf(language);
      for (const { term } of readGlossary(language))
        expect(
          all.some(([, text]) => matcher(term).test(text)),
          `${language}: "${term}" is in no string`,
        ).toBe(true);
    }
  });

  it.each(languages)("%s: no string uses a word the glossary does not use", (language) => {
    expect(offences(readGlossary(language), valuesOf(language))).toEqual([]);
  });

  it("flags a concept written two ways", () => {
    const zh = readGlossary("zh_Hant");
    const found = offences(zh, [
      ["hr.json:a", "糧單 2026-11"],
      ["hr.json:b", "薪金單 2026-11"],
      ["hr.json:c", "扣除（MPF）"],
    ]);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain("hr.json:b");
    expect(found[1]).toContain("hr.json:c");
    expect(
      offences(readGlossary("en"), [
        ["x", "Clients"],
        ["y", "Customer"],
      ]),
    ).toHaveLength(1);
  });
});
