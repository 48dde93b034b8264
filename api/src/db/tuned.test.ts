import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { tunedRows, tunedStatement } from "./tuned";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  ctx = await openTestApp();
});
afterAll(() => ctx.close());

const settings = { enable_indexscan: "off", "pg_trgm.word_similarity_threshold": "0.45" };

describe("statements with planner settings of their own (db/tuned.ts)", () => {
  it("run under their settings, in the app's schema, and leave the app's own connections as they were", async () => {
    await ctx.db("product_categories").insert({ name: "Tuned teas" });
    const statement = tunedStatement(
      `select current_setting('enable_indexscan') as scan, current_setting('pg_trgm.word_similarity_threshold') as threshold,
              (select count(*) from product_categories where name = ?)::int as found`,
      ["name"],
    );
    const [row] = await tunedRows<{ scan: string; threshold: string; found: number }>(ctx.db, settings, statement, { name: "Tuned teas" });
    expect(row).toEqual({ scan: "off", threshold: "0.45", found: 1 });
    const { rows } = await ctx.db.raw("select current_setting('enable_indexscan') as scan");
    expect(rows[0].scan).toBe("on");
  });

  it("take a value named at many places, once each, and run again with other values", async () => {
    const slots = ["a", "b", "a", "c", "b", "a"];
    const statement = tunedStatement(`select concat(${slots.map(() => "?::text").join(", ")}) as joined`, slots);
    expect(statement.names).toEqual(["a", "b", "c"]);
    expect(statement.text).toBe("select concat($1::text, $2::text, $1::text, $3::text, $2::text, $1::text) as joined");
    expect(await tunedRows(ctx.db, settings, statement, { a: "x", b: "y", c: "z" })).toEqual([{ joined: "xyxzyx" }]);
    // the same statement again (a prepared statement by now, on a server) with other values
    expect(await tunedRows(ctx.db, settings, statement, { a: "1", b: "2", c: "3" })).toEqual([{ joined: "121321" }]);
  });

  it("refuse a statement whose placeholders and slots do not agree, and a slot without a value", async () => {
    expect(() => tunedStatement("select ?, ?", ["a"])).toThrow(/more placeholders/);
    expect(() => tunedStatement("select ?", ["a", "b"])).toThrow(/1 placeholders for 2 slots/);
    await expect(tunedRows(ctx.db, settings, tunedStatement("select ?::text as a", ["a"]), {})).rejects.toThrow(/no value for the slot a/);
  });
});
