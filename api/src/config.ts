import { resolve } from "node:path";
import { repoRoot } from "./paths";

/** Everything the server reads from the environment, in one place. */
export interface Config {
  port: number;
  /** A PostgreSQL server; without it the app runs on PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Built admin SPA served at /. */
  adminDist: string;
  seedDemo: boolean;
}


export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => ({
  port: Number(env.PORT ?? 3000),
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: resolve(repoRoot, env.DATA_DIR ?? "data"),
  adminDist: resolve(repoRoot, "admin/dist"),
  seedDemo: env.SEED_DEMO !== "false",
});
