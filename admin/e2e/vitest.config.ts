import { defineConfig } from "vitest/config";

// Browser journeys: one real server (PGlite in a temp dir) and Debian's chromium; files run one at a time.
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
