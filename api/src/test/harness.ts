import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Knex } from "knex";
import { inject } from "vitest";
import { type AppOptions, createApp } from "../app";
import { type Config, readConfig } from "../config";
import { createDb, createPglite } from "../db/knex";
import { migrateLatest } from "../db/migrations";

export interface TestDb {
  db: Knex;
  close: () => Promise<void>;
}

/**
 * A private, migrated database for one test file: a PGlite loaded from the migrated snapshot, or,
 * with TEST_DATABASE_URL, a fresh schema on that PostgreSQL server (dropped afterwards).
 */
export const openTestDb = async (): Promise<TestDb> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = createDb({ databaseUrl: url, poolMax: 1 });
    await admin.raw("create schema ??", [schema]);
    const db = createDb({ databaseUrl: url, searchPath: [schema, "public"], poolMax: 10 });
    await migrateLatest(db);
    return {
      db,
      close: async () => {
        await db.destroy();
        await admin.raw("drop schema ?? cascade", [schema]);
        await admin.destroy();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const db = createDb({ pglite: createPglite(undefined, snapshot) });
  await migrateLatest(db);
  return { db, close: () => db.destroy() };
};

/** The configuration tests run with: the defaults, whatever the caller's environment holds (SMTP_URL, APP_TIME_ZONE...). */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...readConfig({}),
  // never the repository's data/backups
  backupDir: join(tmpdir(), `erp-test-backups-${process.pid}`),
  ...overrides,
});

export const openTestApp = async (options: Omit<AppOptions, "db"> = {}) => {
  const testDb = await openTestDb();
  const app = await createApp({ db: testDb.db, config: testConfig(), ...options });
  return { ...testDb, ...app, services: app.context.services, enforcer: app.context.enforcer };
};
