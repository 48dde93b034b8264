import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../test/harness";
import { boundedCount } from "./count";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
  await testDb.db.raw(
    "insert into products (code, name, price) select 'C-' || i, 'Item ' || i, (i % 100)::numeric from generate_series(1, 300) i",
  );
  await testDb.db.raw("analyze products");
});
afterAll(() => testDb.close());

describe("boundedCount", () => {
  it("is exact up to the cap", async () => {
    const db = testDb.db;
    expect(await boundedCount(db, db("products"), 300)).toEqual({ total: 300, estimated: false });
    expect(await boundedCount(db, db("products").where("price", "<", 10), 100)).toEqual({ total: 30, estimated: false });
  });

  it("above the cap it carries the planner's estimate, never below the cap", async () => {
    const db = testDb.db;
    const { total, estimated } = await boundedCount(db, db("products"), 50);
    expect(estimated).toBe(true);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeGreaterThan(150);
    expect(total).toBeLessThan(600);
  });
});
