import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The repository's root: the nearest folder above this module that holds `policies/model.conf`.
 * Found by looking, so the same code works from api/src (tsx, tests) and from the built bundle.
 */
const findRoot = (from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "policies", "model.conf"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no policies/model.conf above ${from}`);
  }
};

export const repoRoot = findRoot(import.meta.dirname);
export const policiesDir = join(repoRoot, "policies");
export const localesDir = join(repoRoot, "locales");
