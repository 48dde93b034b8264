import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeLocaleFiles } from "./merge";

const languages = ["en", "zh_Hant"] as const;

const flatten = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object" ? Object.entries(value).flatMap(([key, inner]) => flatten(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

const keysOf = (language: string) =>
  new Set(
    readdirSync(join(__dirname, language))
      .filter((file) => file.endsWith(".json"))
      .flatMap((file) => flatten(JSON.parse(readFileSync(join(__dirname, language, file), "utf8"))).map((k) => `${file}:${k}`)),
  );

describe("locales", () => {
  it("en and zh_Hant have the same files and keys", () => {
    const [en, zh] = languages.map(keysOf);
    expect([...en].filter((k) => !zh.has(k))).toEqual([]);
    expect([...zh].filter((k) => !en.has(k))).toEqual([]);
  });

  it("no translation is empty and every zh_Hant string keeps the English placeholders", () => {
    for (const file of readdirSync(join(__dirname, "en")).filter((f) => f.endsWith(".json"))) {
      const read = (language: string) => JSON.parse(readFileSync(join(__dirname, language, file), "utf8"));
      const [en, zh] = [read("en"), read("zh_Hant")];
      const get = (tree: any, key: string) => key.split(".").reduce((node, part) => node?.[part], tree);
      for (const key of flatten(en)) {
        const [enText, zhText] = [get(en, key), get(zh, key)];
        expect(String(zhText).trim(), `${file}:${key}`).not.toBe("");
        const placeholders = (text: string) => (String(text).match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect(placeholders(zhText), `${file}:${key}`).toEqual(placeholders(enText));
      }
    }
  });
});

describe("locale files of one language", () => {
  it("each own their top-level keys: none is defined in two files (a later file would silently win)", () => {
    for (const language of languages) {
      const files = readdirSync(join(__dirname, language))
        .filter((file) => file.endsWith(".json"))
        .map((file) => ({ file, content: JSON.parse(readFileSync(join(__dirname, language, file), "utf8")) }));
      expect(() => mergeLocaleFiles(files), language).not.toThrow();
    }
  });

  it("the merge refuses a key defined twice, naming both files", () => {
    const files = [
      { file: "sales.json", content: { orders: { orders: "Orders" } } },
      { file: "accounting.json", content: { orders: { orders: "Sales orders" } } },
    ];
    expect(() => mergeLocaleFiles(files)).toThrow(/"orders" is defined in both sales.json and accounting.json/);
  });
});
