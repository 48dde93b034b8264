import { defineConfig } from "vitest/config";

// The bench's pure parts (judging a case by how the machine stood); the benchmarks themselves run with `npm run bench`.
export default defineConfig({
  test: { name: "bench", root: import.meta.dirname, include: ["*.test.ts"], environment: "node" },
});
