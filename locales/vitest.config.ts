import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "locales", root: __dirname, include: ["*.test.ts"], environment: "node" },
});
