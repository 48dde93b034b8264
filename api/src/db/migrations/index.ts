import type { Knex } from "knex";
import { modules as defaultModules } from "../../modules";
import type { ModuleDef } from "../../modules/module";
import * as createAppMeta from "./20261122a-create-app-meta";
import * as createUsers from "./20261122c-create-users-sessions-behaviour-logs";
import * as searchableUserStatistics from "./20261122e-searchable-user-statistics";
import * as createOutbox from "./20261122j-create-outbox";
import * as indexBehaviourLogForeignKeys from "./20261122o-index-behaviour-log-foreign-keys";
import * as createJobs from "./20261123a-create-jobs";
import * as addUserCustomFields from "./20261123c-add-user-custom-fields";
import * as createCustomisations from "./20261123g-create-customisations";
import * as createCustomResources from "./20261126n-create-custom-resources";
import * as createRoles from "./20261126o-create-roles";
import * as addOutboxSources from "./20261126q-add-outbox-sources";
import * as createRecordHistory from "./20261129a-create-record-history";
import * as createRecordNotes from "./20261130a-create-record-notes";
import * as createAttachments from "./20261201b-create-attachments";
import * as addBehaviourLogRequestId from "./20261202a-add-behaviour-log-request-id";
import * as addBehaviourLogDetail from "./20261205a-add-behaviour-log-detail";
import { renameApplied } from "./renamed";

/**
 * Who owns a table: the engine owns those its own code (auth/, actions/, jobs/, custom/, mail/)
 * (custom/live.ts reads custom_resources and roles into every process's registry and enforcer)
 * reads and writes whatever modules are loaded, and its migrations are here; every other table
 * belongs to one module (its entities' tables, their lines' tables, its `tables`), and only the
 * migrations in that module's folder create or alter it (db/migrations/ownership.test.ts). The users
 * and system modules declare entities over the engine's users and behaviour_logs: the screens are
 * theirs, the tables sign-in's and the behaviour log's.
 */
export const engineTables = [
  "app_meta",
  "users",
  "sessions",
  "behaviour_logs",
  "outbox",
  "jobs",
  "field_settings",
  "list_layouts",
  "saved_views",
  "custom_resources",
  "roles",
  "record_history",
  "record_notes",
  "notifications",
  "files",
  "file_chunks",
  "attachments",
];

/** The engine's migrations: its tables only. */
export const engineMigrations: Readonly<Record<string, Knex.Migration>> = {
  "20261122a-create-app-meta": createAppMeta,
  "20261122c-create-users-sessions-behaviour-logs": createUsers,
  "20261122e-searchable-user-statistics": searchableUserStatistics,
  "20261122j-create-outbox": createOutbox,
  "20261122o-index-behaviour-log-foreign-keys": indexBehaviourLogForeignKeys,
  "20261123a-create-jobs": createJobs,
  "20261123c-add-user-custom-fields": addUserCustomFields,
  "20261123g-create-customisations": createCustomisations,
  "20261126n-create-custom-resources": createCustomResources,
  "20261126o-create-roles": createRoles,
  "20261126q-add-outbox-sources": addOutboxSources,
  "20261129a-create-record-history": createRecordHistory,
  "20261130a-create-record-notes": createRecordNotes,
  "20261201b-create-attachments": createAttachments,
  "20261202a-add-behaviour-log-request-id": addBehaviourLogRequestId,
  "20261205a-add-behaviour-log-detail": addBehaviourLogDetail,
};

/** The owner the engine's migrations are listed under. */
export const engine = "engine";

export interface ListedMigration {
  name: string;
  /** `engine` or the module's name. */
  module: string;
  migration: Knex.Migration;
}

/** A name is YYYYMMDDx-verb-noun; its prefix (YYYYMMDDx) is its alone, so the order never rests on the rest of a name. */
export const prefixOf = (name: string) => /^(\d{8}[a-z])-[a-z0-9-]+$/.exec(name)?.[1];

/**
 * The engine's and the modules' migrations in name order (the order they run in), each with its
 * owner. Refuses a malformed name and a prefix taken twice.
 */
export const assembleMigrations = (modules: readonly ModuleDef[] = defaultModules): ListedMigration[] => {
  const listed = [
    ...Object.entries(engineMigrations).map(([name, migration]) => ({ name, module: engine, migration })),
    ...modules.flatMap((module) => Object.entries(module.migrations ?? {}).map(([name, migration]) => ({ name, module: module.name, migration }))),
  ];
  const byPrefix = new Map<string, ListedMigration>();
  for (const entry of listed) {
    const prefix = prefixOf(entry.name);
    if (!prefix) throw new Error(`migration ${entry.name} of ${entry.module} is not named YYYYMMDDx-verb-noun`);
    const taken = byPrefix.get(prefix);
    if (taken) throw new Error(`migration ${entry.name} of ${entry.module} has the prefix of ${taken.name} of ${taken.module}`);
    byPrefix.set(prefix, entry);
  }
  return listed.sort((a, b) => (a.name < b.name ? -1 : 1));
};

export const migrationSource = (modules: readonly ModuleDef[] = defaultModules): Knex.MigrationSource<string> => {
  const migrations = new Map(assembleMigrations(modules).map((entry) => [entry.name, entry.migration]));
  return {
    getMigrations: async () => [...migrations.keys()],
    getMigrationName: (name) => name,
    getMigration: async (name) => migrations.get(name)!,
  };
};

/** Brings the schema up to date: the names a database applied under old names renamed first (renamed.ts), then what is pending. */
export const migrateLatest = async (db: Knex, modules?: readonly ModuleDef[]) => {
  await renameApplied(db);
  return db.migrate.latest({ migrationSource: migrationSource(modules) });
};
