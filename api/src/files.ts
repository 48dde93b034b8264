import { chmod, lstat, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "./config";
import { log as processLog } from "./ops/logger";

/** What the process creates is its user's alone: the data directory holds the users' password hashes, and so do backups. */
export const privateUmask = 0o077;
const privateDir = 0o700;
const privateFile = 0o600;

/** Makes a tree private (folders 0700, files 0600) where it is not yet; returns how many entries were changed. */
const makePrivate = async (path: string): Promise<number> => {
  const stats = await lstat(path).catch(() => undefined);
  if (!stats || stats.isSymbolicLink()) return 0;
  let changed = 0;
  const mode = stats.isDirectory() ? privateDir : privateFile;
  if ((stats.mode & 0o777) !== mode) {
    await chmod(path, mode);
    changed++;
  }
  if (stats.isDirectory()) for (const name of await readdir(path)) changed += await makePrivate(join(path, name));
  return changed;
};

/**
 * Before any file is written: a umask of 077 for the whole process, the data directory (the
 * embedded database) and the backup directory created 0700, and what they already hold (an older
 * version wrote postgresql.conf 0666, backups 0644 in a 0755 folder) made private, said in the log.
 */
export const keepFilesPrivate = async (
  config: Pick<Config, "databaseUrl" | "dataDir" | "backupDir">,
  log: (line: string) => void = (line) => processLog().info(line),
) => {
  process.umask(privateUmask);
  const dirs = [...(config.databaseUrl ? [] : [config.dataDir]), config.backupDir];
  let changed = 0;
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true, mode: privateDir });
    changed += await makePrivate(dir);
  }
  if (changed) log(`File modes: ${changed} files and folders under ${dirs.join(" and ")} were open to other users; made private to this user.`);
  return changed;
};
