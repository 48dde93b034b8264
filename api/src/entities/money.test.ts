import { describe, expect, it } from "vitest";
import { fromCents, mulDiv, sumCents, toCents } from "./money";

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
});
