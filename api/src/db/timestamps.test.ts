import pg from "pg";
import { describe, expect, it } from "vitest";
import { isoTimestamp, jsonRowTypes } from "./timestamps";

const pgParse = pg.types.getTypeParser(1184, "text") as (text: string) => unknown;
/** What a list answer holds for a value: the JSON of pg's Date, or of the string made instead. */
const json = (value: unknown) => JSON.stringify(value);

describe("timestamps as the ISO strings their Dates would serialize to", () => {
  it("writes every fraction of a second as JSON.stringify writes pg's Date of it", () => {
    const different: string[] = [];
    // every millisecond, each with and without the trailing zeros PostgreSQL drops, and microseconds on a stride
    for (let micros = 0; micros < 1_000_000; micros += micros < 1_000 ? 1 : 997) {
      const fraction = String(micros).padStart(6, "0");
      for (const text of [`2026-11-26 10:05:0${micros % 10}.${fraction}+00`, `2026-03-01 23:59:59.${fraction.replace(/0+$/, "") || "0"}+00`]) {
        if (json(isoTimestamp(text)) !== json(pgParse(text))) different.push(text);
      }
    }
    expect(different).toEqual([]);
  });

  it("leaves other forms to pg's parser (offsets, infinity, early years)", () => {
    for (const text of [
      "2026-11-26 10:00:00+00",
      "2026-01-01 10:00:00+08",
      "2026-01-01 10:00:00.5+05:30",
      "infinity",
      "-infinity",
      "0050-01-01 00:00:00+00",
    ])
      expect(json(isoTimestamp(text))).toBe(json(pgParse(text)));
    expect(isoTimestamp("2026-11-26 10:00:00.1+00")).toBe("2026-11-26T10:00:00.100Z");
  });

  it("is used for timestamptz only", () => {
    expect(jsonRowTypes.getTypeParser(1184, "text")).toBe(isoTimestamp);
    expect(jsonRowTypes.getTypeParser(20, "text")).toBe(pg.types.getTypeParser(20, "text"));
    expect(jsonRowTypes.getTypeParser(1700, "text")).toBe(pg.types.getTypeParser(1700, "text"));
  });
});
