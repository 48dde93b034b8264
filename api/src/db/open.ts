import type { Knex } from "knex";
import type { Config } from "../config";
import { createDb } from "./knex";
import { migrateLatest } from "./migrations";

/** Opens the configured database (PGlite in dataDir, or DATABASE_URL) and brings its schema up to date. */
export const openDatabase = async (config: Pick<Config, "databaseUrl" | "dataDir">): Promise<Knex> => {
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateLatest(db);
  return db;
};
