import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "admin",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    passWithNoTests: true,
    testTimeout: 20000,
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
