import { describe, expect, it } from "vitest";
import { formatMoney, fromCents, mulDiv, sumCents, toCents } from "./money";

describe("money in cents", () => {
  it("reads and writes two-decimal amounts exactly: no float drift", () => {
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents("0.29")).toBe(29n);
    expect(fromCents(3n * toCents("0.29"))).toBe("0.87");
    expect(fromCents(-5n)).toBe("-0.05");
    expect(toCents(12)).toBe(1200n);
    expect(() => toCents("1.234")).toThrow();
  });

  it("divides with rounding half away from zero, and sums", () => {
    expect(mulDiv(1000n, 1n, 3n)).toBe(333n);
    expect(mulDiv(2000n, 1n, 3n)).toBe(667n);
    expect(mulDiv(-2000n, 1n, 3n)).toBe(-667n);
    expect(mulDiv(5n, 1n, 0n)).toBe(0n);
    expect(sumCents([1n, 2n, 3n])).toBe(6n);
  });

  it("formats money for customers with the currency's symbol, separators and decimals", () => {
    const hkd = { symbol: "HK$", decimals: 2 };
    expect(formatMoney("1234", hkd)).toBe("HK$1,234.00");
    expect(formatMoney("12448.5", hkd)).toBe("HK$12,448.50");
    expect(formatMoney("-5.5", hkd)).toBe("-HK$5.50");
    expect(formatMoney("-0.00", hkd)).toBe("HK$0.00");
    expect(formatMoney(null, hkd)).toBe("HK$0.00");
    expect(formatMoney("1234567.49", { symbol: "¥", decimals: 0 })).toBe("¥1,234,567");
    expect(formatMoney("0.50", { symbol: "¥", decimals: 0 })).toBe("¥1");
    expect(formatMoney("1.25", { symbol: "BD", decimals: 3 })).toBe("BD1.250");
  });
});
