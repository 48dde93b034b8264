import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { migrateLatest } from "../db/migrations";
import { openTestApp, openTestDb, testConfig } from "../test/harness";
import { adminDocument, isFixture, typeFiles, typesOf, withFixture } from "./types";

/**
 * The client types committed beside the admin (admin/src/api/schema.d.ts) and the fixture module
 * (api/src/test/fixture-module/schema.d.ts) are what openapi-typescript makes of the document now:
 * a route, body or answer changed without `npm run openapi:types` fails here (and a field renamed
 * in a declaration then fails `npm run typecheck` wherever the admin uses it).
 */
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const stale = "stale: run `npm run openapi:types` and commit the file";

describe("the generated client types", () => {
  it("admin/src/api/schema.d.ts is up to date", async () => {
    const app = await openTestApp();
    closers.push(app.close);
    const committed = readFileSync(typeFiles.admin, "utf8");
    expect(committed === (await typesOf(adminDocument(app))), stale).toBe(true);
  });

  it("the fixture module's schema.d.ts is up to date", async () => {
    const testDb = await openTestDb();
    closers.push(testDb.close);
    await migrateLatest(testDb.db, withFixture);
    const app = await createApp({ db: testDb.db, modules: withFixture, config: testConfig() });
    const committed = readFileSync(typeFiles.fixture, "utf8");
    expect(committed === (await typesOf(adminDocument(app), isFixture)), stale).toBe(true);
  });
});
