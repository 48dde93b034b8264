import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "locales", root: import.meta.dirname, include: ["*.test.ts"], environment: "node" },
});
