import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// `npm test` runs every project; the api project runs on PGlite unless TEST_DATABASE_URL is set.
// Files run side by side on every core but one, and on two at least: vitest's default (cores - 1)
// ran them one at a time on a two-core machine, where a run took twice as long.
export default defineConfig({
  test: {
    projects: ["api/vitest.config.ts", "admin/vitest.config.ts", "locales/vitest.config.ts", "bench/vitest.config.ts"],
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
