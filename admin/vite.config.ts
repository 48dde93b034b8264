import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT || "3000";

export default defineConfig({
  plugins: [react()],
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
