// Production build of the API. `npm start` runs it with plain node (no TypeScript loader: faster
// start, less memory).
import { build } from "esbuild";
import { nodeBundle } from "./bundle-options.mjs";

await build({
  ...nodeBundle,
  entryPoints: ["src/server.ts", "src/db/migrate-cli.ts", "src/db/seed-cli.ts"],
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
});
