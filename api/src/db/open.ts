import type { Knex } from "knex";
import type { Config } from "../config";
import { keepFilesPrivate } from "../files";
import { createDb } from "./knex";
import { migrateLatest } from "./migrations";

/**
 * Opens the configured database (PGlite in dataDir, or DATABASE_URL) and brings its schema up to
 * date. Given the backup directory too (the server and the scripts that write data), it keeps the
 * files private: before (umask, folders, what an older version left open) and after (PGlite copies
 * a fresh database's files from its initdb with mode 0666, whatever the umask).
 */
export const openDatabase = async (config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "backupDir">>): Promise<Knex> => {
  const { backupDir } = config;
  if (backupDir) await keepFilesPrivate({ ...config, backupDir });
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateLatest(db);
  if (backupDir) await keepFilesPrivate({ ...config, backupDir });
  return db;
};
