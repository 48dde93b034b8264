import type { Knex } from "knex";
import * as createProducts from "./20261122a-create-products";
import * as createUsers from "./20261122b-create-users-sessions-behaviour-logs";
import * as searchableStatistics from "./20261122c-searchable-statistics";
import * as createEmployees from "./20261122d-create-employees";
import * as createSales from "./20261122e-create-sales";
import * as indexForeignKeys from "./20261122f-index-foreign-keys";

/**
 * Static list of migrations (knex's `directory` cannot load .ts under vitest).
 * Add each new file here, in name order.
 */
const migrations: Record<string, Knex.Migration> = {
  "20261122a-create-products": createProducts,
  "20261122b-create-users-sessions-behaviour-logs": createUsers,
  "20261122c-searchable-statistics": searchableStatistics,
  "20261122d-create-employees": createEmployees,
  "20261122e-create-sales": createSales,
  "20261122f-index-foreign-keys": indexForeignKeys,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export const migrateLatest = (db: Knex) => db.migrate.latest({ migrationSource });
