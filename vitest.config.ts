import { defineConfig } from "vitest/config";

// `npm test` runs every project; the api project runs on PGlite unless TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: ["api/vitest.config.ts", "admin/vitest.config.ts", "locales/vitest.config.ts"],
  },
});
