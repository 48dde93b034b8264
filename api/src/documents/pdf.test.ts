import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { PdfWriter } from "./pdf";

const textOf = async (pdf: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
};

const company = { name: "Harbour Trading Ltd 海港貿易有限公司", lines: ["18 Harbour Road, Wan Chai", "Tel +852 2123 4567"] };

describe("PDF documents", () => {
  it("write the header, details, a table with totals and read back in English and Traditional Chinese", async () => {
    const writer = new PdfWriter({
      language: "zh_Hant",
      title: "報價單 QT-2026-00001",
      company,
      details: [
        ["客戶", "九龍灣物流"],
        ["日期", "2026/11/23"],
      ],
    });
    writer.table(
      [
        { label: "項目", width: 3 },
        { label: "數量", align: "right" },
        { label: "金額", align: "right" },
      ],
      [
        ["原子筆（藍）", "10", "35.00"],
        ["Stapler", "2", "77.80"],
      ],
      [["總計", "", "112.80"]],
    );
    const text = await textOf(await writer.toBuffer());
    for (const expected of ["海港貿易有限公司", "報價單 QT-2026-00001", "九龍灣物流", "原子筆（藍）", "Stapler", "112.80", "總計"])
      expect(text).toContain(expected);
  });

  it("breaks long tables over pages, the header again on each", async () => {
    const writer = new PdfWriter({ language: "en", title: "Long", company });
    writer.table(
      [{ label: "Row" }, { label: "Value", align: "right" }],
      Array.from({ length: 120 }, (_, i) => [`row ${i}`, String(i)]),
    );
    const pdf = await writer.toBuffer();
    const proxy = await getDocumentProxy(new Uint8Array(pdf));
    expect(proxy.numPages).toBeGreaterThan(2);
    const { text } = await extractText(proxy, { mergePages: false });
    expect((text as string[]).every((page) => page.includes("Row"))).toBe(true);
    expect((text as string[]).join("\n")).toContain("row 119");
    expect(text[0]).toContain(`Page 1 of ${proxy.numPages}`);
  });

  it("never breaks a word inside a cell: a figure or a short CJK label too wide for its column is written smaller", async () => {
    const writer = new PdfWriter({ language: "zh_Hant", title: "Narrow", company });
    const narrow = Array.from({ length: 10 }, (_, i) => ({ label: i === 0 ? "報價單號碼" : `C${i}`, align: "right" as const }));
    writer.table(narrow, [narrow.map((_c, i) => (i === 0 ? "致客戶" : "-HK$123,456.78"))]);
    const text = await textOf(await writer.toBuffer());
    for (const whole of ["報價單號碼", "致客戶", "-HK$123,456.78"]) expect(text).toContain(whole);
  });
});
