import type { Knex } from "knex";
import { modules as defaultModules } from "../../modules";
import type { ModuleDef } from "../../modules/module";
import * as createProducts from "./20261122a-create-products";
import * as createUsers from "./20261122b-create-users-sessions-behaviour-logs";
import * as searchableStatistics from "./20261122c-searchable-statistics";
import * as createEmployees from "./20261122d-create-employees";
import * as createSales from "./20261122e-create-sales";
import * as indexForeignKeys from "./20261122f-index-foreign-keys";
import * as createJobs from "./20261123a-create-jobs";
import * as addCustomFields from "./20261123b-add-custom-fields";
import * as createCustomisations from "./20261123c-create-customisations";

/**
 * The migrations that came before modules declared their own, and the engine's (jobs). A module
 * lists its migrations in its definition (files in its folder's migrations/); all run in name order
 * (knex's `directory` cannot load .ts under vitest, hence static imports).
 */
const coreMigrations: Record<string, Knex.Migration> = {
  "20261122a-create-products": createProducts,
  "20261122b-create-users-sessions-behaviour-logs": createUsers,
  "20261122c-searchable-statistics": searchableStatistics,
  "20261122d-create-employees": createEmployees,
  "20261122e-create-sales": createSales,
  "20261122f-index-foreign-keys": indexForeignKeys,
  "20261123a-create-jobs": createJobs,
  "20261123b-add-custom-fields": addCustomFields,
  "20261123c-create-customisations": createCustomisations,
};

export const migrationSource = (modules: readonly ModuleDef[] = defaultModules): Knex.MigrationSource<string> => {
  const migrations: Record<string, Knex.Migration> = { ...coreMigrations };
  for (const module of modules)
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (migrations[name]) throw new Error(`migration ${name} of module ${module.name} is declared twice`);
      migrations[name] = migration;
    }
  return {
    getMigrations: async () => Object.keys(migrations).sort(),
    getMigrationName: (name) => name,
    getMigration: async (name) => migrations[name],
  };
};

export const migrateLatest = (db: Knex, modules?: readonly ModuleDef[]) => db.migrate.latest({ migrationSource: migrationSource(modules) });
