import { describe, expect, it } from "vitest";
import { formatDate, formatMoney } from "./format";

describe("format", () => {
  it("formats datetimes as YYYY/MM/DD HH:mm in local time and dates without time", () => {
    const local = new Date(2024, 4, 3, 7, 9).toISOString();
    expect(formatDate(local)).toBe("2024/05/03 07:09");
    expect(formatDate("2024-05-03", "date")).toBe("2024/05/03");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("formats money with two decimals", () => {
    expect(formatMoney("12.5")).toBe("12.50");
    expect(formatMoney("1234567.891")).toBe("1,234,567.89");
    expect(formatMoney(null)).toBe("");
  });
});
