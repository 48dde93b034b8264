import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../test/harness";
import { normalisePhones } from "./phones";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe("the phone data migration", () => {
  it("rewrites what parses in E.164, leaves the rest as it was and says which", async () => {
    const { db } = testDb;
    const typed = ["2123 4567", "+852 9123-4567", "+85261234567", "+86 755 8321 0000", "call the office", "12345", null];
    const ids = (await db("customers")
      .insert(typed.map((phone, i) => ({ name: `Phone ${i}`, phone })))
      .returning("id")) as { id: number }[];
    const result = await normalisePhones(db, "customers", "phone");
    expect(result).toEqual({ rewritten: 3, left: ["call the office", "12345"] });
    const stored = await db("customers")
      .whereIn(
        "id",
        ids.map((r) => r.id),
      )
      .orderBy("id")
      .pluck("phone");
    expect(stored).toEqual(["+85221234567", "+85291234567", "+85261234567", "+8675583210000", "call the office", "12345", null]);
    // a second run finds nothing to do
    expect((await normalisePhones(db, "customers", "phone")).rewritten).toBe(0);
  });
});
