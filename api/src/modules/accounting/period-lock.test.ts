import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../../test/harness";
import { assertPeriodOpen } from "./periods";

/** A transaction asks for a month's lock and state once; the answer holds until it ends. */
let test: TestDb;
beforeAll(async () => {
  test = await openTestDb();
});
afterAll(() => test.close());

const statementsOf = async (work: () => Promise<void>) => {
  const seen: string[] = [];
  const listen = (query: { sql: string }) => seen.push(query.sql);
  test.db.on("query", listen);
  try {
    await work();
  } finally {
    test.db.off("query", listen);
  }
  return seen.filter((sql) => /advisory|accounting_periods/.test(sql));
};

describe("assertPeriodOpen", () => {
  it("checks a month once per transaction, and each month of it", async () => {
    const seen = await statementsOf(() =>
      test.db.transaction(async (trx) => {
        await assertPeriodOpen(trx, "2026-11-03");
        await assertPeriodOpen(trx, "2026-11-28");
        await assertPeriodOpen(trx, "2026-10-31");
      }),
    );
    expect(seen).toHaveLength(4);
  });

  it("checks again in every new transaction and outside one (the lock does not outlive the statement there)", async () => {
    await test.db.transaction((trx) => assertPeriodOpen(trx, "2026-09-01"));
    const seen = await statementsOf(async () => {
      await test.db.transaction((trx) => assertPeriodOpen(trx, "2026-09-01"));
      await assertPeriodOpen(test.db, "2026-09-01");
      await assertPeriodOpen(test.db, "2026-09-01");
    });
    expect(seen).toHaveLength(6);
  });

  it("refuses a closed month every time it is asked", async () => {
    await test.db("accounting_periods").insert({ month: "2026-08" });
    await test.db.transaction(async (trx) => {
      await expect(assertPeriodOpen(trx, "2026-08-15")).rejects.toMatchObject({ status: 409 });
      await expect(assertPeriodOpen(trx, "2026-08-16")).rejects.toMatchObject({ status: 409 });
    });
  });
});
