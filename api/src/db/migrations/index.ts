import type { Knex } from "knex";
import * as createProducts from "./20261122a-create-products";
import * as createUsers from "./20261122b-create-users-sessions-behaviour-logs";

/**
 * Static list of migrations (knex's `directory` cannot load .ts under vitest).
 * Add each new file here, in name order.
 */
const migrations: Record<string, Knex.Migration> = {
  "20261122a-create-products": createProducts,
  "20261122b-create-users-sessions-behaviour-logs": createUsers,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};

export const migrateLatest = (db: Knex) => db.migrate.latest({ migrationSource });
