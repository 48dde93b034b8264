import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../db/knex";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * PGlite: migrate one database and dump it; every test file loads the dump instead of running
 * initdb + migrations. (Built in a child process: PGlite's extensions do not load inside vitest's
 * global-setup module runner.) PostgreSQL: install pg_trgm once in public, shared by the per-file schemas.
 */
export async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const db = createDb({ databaseUrl: url });
    await db.raw("create extension if not exists pg_trgm with schema public");
    await db.destroy();
    project.provide("pgliteSnapshot", "");
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "erp-test-"));
  const file = join(dir, "migrated.tar");
  execFileSync(process.execPath, ["--import", "tsx", join(import.meta.dirname, "build-snapshot.ts"), file], { stdio: "inherit" });
  project.provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
