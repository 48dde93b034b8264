import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../test/harness";
import { boundedCount, cappedCount, estimateRows, pageTotal } from "./count";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
  await testDb.db.raw("insert into products (code, name, price) select 'C-' || i, 'Item ' || i, (i % 100)::numeric from generate_series(1, 300) i");
  await testDb.db.raw("analyze products");
});
afterAll(() => testDb.close());

/** A filtered set as the list compiles it: `select 1 from products where ...`. */
const products = (where = "true", bindings: number[] = []) => ({ sql: `select 1 from products where ${where}`, bindings });

describe("list totals", () => {
  it("boundedCount is exact up to the cap", async () => {
    const db = testDb.db;
    expect(await boundedCount(db, products(), 300)).toEqual({ total: 300, estimated: false });
    expect(await boundedCount(db, products("price < ?", [10]), 100)).toEqual({ total: 30, estimated: false });
  });

  it("above the cap it carries the planner's estimate, never below the cap", async () => {
    const { total, estimated } = await boundedCount(testDb.db, products(), 50);
    expect(estimated).toBe(true);
    expect(total).toBeGreaterThan(150);
    expect(total).toBeLessThan(600);
  });

  it("the planner estimate reads no rows and is close on analyzed tables", async () => {
    const estimate = await estimateRows(testDb.db, products());
    expect(estimate).toBeGreaterThan(250);
    expect(estimate).toBeLessThan(350);
  });

  it("a short page gives the exact total without counting, even when the estimate is wildly off", async () => {
    const db = testDb.db;
    expect(await pageTotal(db, products(), { offset: 40, limit: 20, rows: 7 }, 1_000_000, 10)).toEqual({ total: 47, estimated: false });
    expect(await pageTotal(db, products(), { offset: 0, limit: 20, rows: 0 }, 5_000, 10)).toEqual({ total: 0, estimated: false });
  });

  it("a full page counts exactly when the estimate is under the cap, and trusts an estimate above it", async () => {
    const db = testDb.db;
    const full = { offset: 0, limit: 20, rows: 20 };
    expect(await pageTotal(db, products(), full, 900, 1000)).toEqual({ total: 300, estimated: false });
    expect(await pageTotal(db, products(), full, 1001, 1000)).toEqual({ total: 1001, estimated: true });
    expect(await pageTotal(db, products(), full, 90_000, 1000)).toEqual({ total: 90_000, estimated: true });
    expect(await cappedCount(db, products(), 100)).toBe(101);
  });

  it("a set the planner put under the cap but a count found past it is not counted again for a while", async () => {
    const db = testDb.db;
    const set = products("price >= ?", [0]); // all 300
    const statements: string[] = [];
    const listen = (query: { sql: string }) => statements.push(query.sql);
    db.on("query", listen);
    try {
      // The planner said 50 under a cap of 100: counted, 101 rows past the cap.
      expect(await pageTotal(db, set, { offset: 0, limit: 20, rows: 20 }, 50, 100)).toEqual({ total: 101, estimated: true });
      expect(statements).toHaveLength(1);
      statements.length = 0;
      // The next request's estimate is that total, with no statement: its page needs no count.
      expect(await estimateRows(db, set, 100)).toBe(101);
      expect(await pageTotal(db, set, { offset: 0, limit: 20, rows: 20 }, 101, 100)).toEqual({ total: 101, estimated: true });
      expect(statements).toEqual([]);
    } finally {
      db.off("query", listen);
    }
  });
});
