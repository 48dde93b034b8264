import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { tunedRows } from "./tuned";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  ctx = await openTestApp();
});
afterAll(() => ctx.close());

const settings = { enable_indexscan: "off", "pg_trgm.word_similarity_threshold": "0.45" };

describe("statements with planner settings of their own (db/tuned.ts)", () => {
  it("run under their settings, in the app's schema, and leave the app's own connections as they were", async () => {
    await ctx.db("product_categories").insert({ name: "Tuned teas" });
    const [row] = await tunedRows<{ scan: string; threshold: string; found: number }>(
      ctx.db,
      settings,
      `select current_setting('enable_indexscan') as scan, current_setting('pg_trgm.word_similarity_threshold') as threshold,
              (select count(*) from product_categories where name = ?)::int as found`,
      ["Tuned teas"],
    );
    expect(row).toEqual({ scan: "off", threshold: "0.45", found: 1 });
    const { rows } = await ctx.db.raw("select current_setting('enable_indexscan') as scan");
    expect(rows[0].scan).toBe("on");
  });

  it("take a value bound at many places, and keep each placeholder's own value", async () => {
    const values = ["a", "b", "a", "c", "b", "a"];
    const rows = await tunedRows<{ joined: string }>(ctx.db, settings, `select concat(${values.map(() => "?::text").join(", ")}) as joined`, values);
    expect(rows).toEqual([{ joined: "abacba" }]);
    // the same text again (a prepared statement by now, on a server) with other values
    const again = await tunedRows<{ joined: string }>(ctx.db, settings, `select concat(${values.map(() => "?::text").join(", ")}) as joined`, [
      "x",
      "y",
      "z",
      "x",
      "y",
      "z",
    ]);
    expect(again).toEqual([{ joined: "xyzxyz" }]);
  });
});
