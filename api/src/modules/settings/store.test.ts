import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../../test/harness";
import { readSettings, writeSecret } from "./store";

let test: TestDb;
beforeAll(async () => {
  test = await openTestDb();
});
afterAll(() => test.close());

const statementsOf = async <T>(work: () => Promise<T>) => {
  const seen: string[] = [];
  const listen = (query: { sql: string }) => seen.push(query.sql);
  test.db.on("query", listen);
  try {
    return { result: await work(), statements: seen.length };
  } finally {
    test.db.off("query", listen);
  }
};

it("reads the settings and which secrets are set in one statement", async () => {
  const { result, statements } = await statementsOf(() => readSettings(test.db));
  expect(statements).toBe(1);
  expect(result.currency.code).toBeTruthy();
  expect(result.mail.password_set).toBe(false);
});

it("sees a change made before it was asked for", async () => {
  const before = await readSettings(test.db);
  expect(before.mail.password_set).toBe(false);
  await test.db("settings").insert({ id: 1 }).onConflict("id").ignore();
  await test.db("settings").where({ id: 1 }).update({ currency_symbol: "NT$" });
  await writeSecret(test.db, "smtp_password", "s3cret");
  const after = await readSettings(test.db);
  expect(after.currency.symbol).toBe("NT$");
  expect(after.mail.password_set).toBe(true);
  expect(JSON.stringify(after)).not.toContain("s3cret");
});
