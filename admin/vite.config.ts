import { fileURLToPath } from "node:url";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT || "3000";
/** Seconds between session re-checks in the browser (besides the one when the window becomes visible); 0 = none. */
const sessionPollSeconds = Math.max(0, Number(process.env.SESSION_POLL_SECONDS) || 0);

/**
 * `.br` and `.gz` next to every compressible file of the build, at the highest levels (once, at build
 * time), where they come out smaller; the server sends the one the browser accepts
 * (api/src/http/admin-static.ts). Small files too: a list page loads some twenty chunks under 1 KB
 * (icons, helpers), about half that compressed.
 */
const precompress = (): Plugin => ({
  name: "erp-precompress",
  apply: "build",
  closeBundle() {
    const dist = fileURLToPath(new URL("dist", import.meta.url));
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    for (const file of walk(dist).filter((f) => /\.(js|mjs|css|html|json|svg|txt)$/.test(f))) {
      const bytes = readFileSync(file);
      const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
      const gz = gzipSync(bytes, { level: 9 });
      if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
      if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    }
  },
});

const sideEffectFreePackages =
  /node_modules[\\/](papaparse|error-stack-parser|stackframe|react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unist-[^\\/]+|unified|vfile[^\\/]*|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|bail|trough|is-plain-obj|extend|ccount|character-entities[^\\/]*|character-reference-invalid|parse-entities|is-alphanumerical|is-alphabetical|is-decimal|is-hexadecimal|markdown-table|longest-streak|zwitch|html-void-elements|web-namespaces|repeat-string|xtend|is-buffer)[\\/]/;

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __SESSION_POLL_SECONDS__: JSON.stringify(sessionPollSeconds) },
  resolve: {
    // one copy of the Buffer polyfill, for casbin and the access provider's global shim
    dedupe: ["buffer"],
    // casbin reads policy.csv with csv-parse, whose default build needs Node's global Buffer as soon
    // as it loads; the package's browser build carries its own
    alias: [
      { find: /^csv-parse\/sync$/, replacement: "csv-parse/browser/esm/sync" },
      // @refinedev/antd takes only PageHeader from pro-layout; the shim spares pro-provider (src/shims/pro-layout.tsx)
      { find: /^@ant-design\/pro-layout$/, replacement: fileURLToPath(new URL("src/shims/pro-layout.tsx", import.meta.url)) },
      { find: /^side-channel$/, replacement: fileURLToPath(new URL("src/shims/side-channel.cjs", import.meta.url)) },
      { find: /^resize-observer-polyfill$/, replacement: fileURLToPath(new URL("src/shims/resize-observer.ts", import.meta.url)) },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      // @refinedev/antd imports react-markdown (v6) and remark-gfm for its MarkdownField, which we never
      // use, and @refinedev/core imports papaparse (its CSV hooks; our import and export are the
      // server's) and error-stack-parser; those packages do not declare themselves side-effect free,
      // so ~160 KB rode along. They are (pure ESM/CJS modules without global effects).
      treeshake: {
        moduleSideEffects: (id: string) => (sideEffectFreePackages.test(id) ? false : undefined),
      },
      output: {
        // Long-lived library chunks with readable names. antd is left out on purpose: it splits by
        // use, so Table, DatePicker, ... arrive with the lazily loaded screens (src/crud/screens.ts).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Refine is the app's, not the sign-in page's (pages/auth/standalone.tsx): i18n goes apart
            { name: "refine", test: /node_modules[\\/](@refinedev[\\/]core|@tanstack|lodash-es|qs)[\\/]/ },
            { name: "i18next", test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            // one chunk of strings per language, fetched when the language is first shown (providers/i18n.ts)
            // (but for the strings of screens fetched on first use: their own chunk, with the screen)
            { name: "locale-en", test: /locales[\\/]en[\\/](?!bulk\.json$)[^\\/]+\.json$/ },
            { name: "locale-zh_Hant", test: /locales[\\/]zh_Hant[\\/](?!bulk\.json$)[^\\/]+\.json$/ },
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
