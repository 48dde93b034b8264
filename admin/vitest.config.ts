import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // as in the build (vite.config.ts): the screens are tested with the PageHeader they ship with
  resolve: { alias: [{ find: /^@ant-design\/pro-layout$/, replacement: fileURLToPath(new URL("src/shims/pro-layout.tsx", import.meta.url)) }] },
  test: {
    name: "admin",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 20000,
    server: { deps: { inline: [/@refinedev\//, /react-router/] } },
  },
});
