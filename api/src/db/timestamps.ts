import pg from "pg";

const timestamptz = 1184;

/** A `timestamptz` as a server whose TimeZone is UTC sends it: "2026-11-26 10:00:00.123456+00". */
const utcText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(\.\d{1,6})?\+00$/;

/**
 * The ISO string `JSON.stringify` writes for the Date pg would have made of `text`
 * ("2026-11-26T10:00:00.123Z"), without making the Date: milliseconds cut as pg's parser cuts them
 * (`Date.UTC` truncates `1000 * parseFloat(fraction)`). Any other form (an offset other than +00,
 * infinity, BC, a year past 9999) goes through pg's own parser: its value serializes the same.
 */
export const isoTimestamp = (text: string): unknown => {
  const match = utcText.exec(text);
  if (!match) return defaultTimestamp(text);
  const ms = match[3] ? Math.trunc(1000 * Number.parseFloat(match[3])) : 0;
  return `${match[1]}T${match[2]}.${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
};

const defaultTimestamp = pg.types.getTypeParser(timestamptz, "text") as (text: string) => unknown;

/**
 * pg's per-query types (knex `.options({ types })`) for statements whose rows go straight into JSON, as
 * a list page's do: `timestamptz` values arrive as the ISO strings their Dates would have become, so a
 * page of 20 orders builds no Date objects and `JSON.stringify` meets no `toJSON` (issue 29 item 0:
 * "dates left as the strings PostgreSQL sends where the API sends strings anyway"). The answer's
 * bytes are the same. Every other type as pg parses it. PGlite's driver ignores the option (Dates).
 */
export const jsonRowTypes = {
  getTypeParser: (oid: number, format?: string) =>
    oid === timestamptz && format !== "binary" ? isoTimestamp : pg.types.getTypeParser(oid, format as "text"),
};
