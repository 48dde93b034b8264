// Production build of the API: one ES module per entry point, our code bundled, packages left to
// node_modules. `npm start` runs it with plain node (no TypeScript loader: faster start, less memory).
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts", "src/db/migrate-cli.ts", "src/db/seed-cli.ts"],
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
