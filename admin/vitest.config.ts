import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "admin",
    root: __dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    passWithNoTests: true,
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
