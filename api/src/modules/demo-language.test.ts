import { afterEach, describe, expect, it } from "vitest";
import { seedDemo } from "../../../seed/demo";
import { openTestApp, testConfig } from "../test/harness";
import { modules } from ".";

/**
 * Demo data names its records in one language (DEMO_LANGUAGE, English by default), never both in one
 * string ("Web hosting 網站寄存", "Harbour Trading Ltd 海港貿易有限公司"): issue 25 item 12.
 */
let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

const cjk = /[\u3400-\u9fff]/;
const englishWord = /[A-Za-z]{4,}/;

/** The names and descriptions the demo writes that a user reads first: company, catalogue, services, quotations (customers, staff, vendors and bookkeeping stay English in both: each string one language). */
const demoNames = async (language: "en" | "zh_Hant") => {
  const ctx = await openTestApp({ config: testConfig({ demoLanguage: language }), clock: { now: () => new Date("2026-11-23T04:00:00Z") } });
  close = () => ctx.close();
  expect(await seedDemo(ctx.context, modules)).toBe(true);
  const texts: string[] = [];
  const read = async (table: string, columns: string[]) => {
    for (const row of await ctx.db(table).select(columns)) for (const column of columns) if (row[column]) texts.push(String(row[column]));
  };
  await read("company", ["name", "industry"]);
  await read("product_categories", ["name", "description"]);
  await read("products", ["name", "uom"]);
  await read("service_categories", ["name", "description"]);
  await read("service_units", ["name"]);
  await read("service_plans", ["name", "description"]);
  await read("quotations", ["name"]);
  return texts;
};

describe("demo data in one language", () => {
  it("DEMO_LANGUAGE unset: English names, no Chinese in them", async () => {
    const texts = await demoNames("en");
    expect(texts).toContain("Web hosting");
    expect(texts.filter((text) => cjk.test(text))).toEqual([]);
  });

  it("DEMO_LANGUAGE=zh_Hant: Chinese names, no English words in them", async () => {
    const texts = await demoNames("zh_Hant");
    expect(texts).toContain("網站寄存");
    expect(texts).toContain("海港貿易有限公司");
    expect(texts.filter((text) => englishWord.test(text))).toEqual([]);
  });
});
