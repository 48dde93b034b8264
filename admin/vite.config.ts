import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT || "3000";
/** Seconds between session re-checks in the browser (besides the one when the window becomes visible); 0 = none. */
const sessionPollSeconds = Math.max(0, Number(process.env.SESSION_POLL_SECONDS) || 0);

export default defineConfig({
  plugins: [react()],
  define: { __SESSION_POLL_SECONDS__: JSON.stringify(sessionPollSeconds) },
  resolve: {
    // one copy of the Buffer polyfill, for casbin and the access provider's global shim
    dedupe: ["buffer"],
    // casbin reads policy.csv with csv-parse, whose default build needs Node's global Buffer as soon
    // as it loads; the package's browser build carries its own
    alias: [{ find: /^csv-parse\/sync$/, replacement: "csv-parse/browser/esm/sync" }],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived library chunks with readable names. antd is left out on purpose: it splits by
        // use, so Table, DatePicker, ... arrive with the lazily loaded screens (src/crud/screens.ts).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: "refine", test: /node_modules[\\/](@refinedev[\\/]core|@tanstack|i18next|react-i18next|lodash-es|qs)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.ADMIN_PORT || 5173),
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: true } },
    // ../locales and ../api/src/entities live outside admin/
    fs: { allow: [repoRoot] },
  },
});
