// Production build of the API. `npm start` runs it with plain node (no TypeScript loader: faster
// start, less memory). Split into chunks: the demo seed (seed/ and each module's demo data) is
// imported by the start script only when demo data is written, so it stays out of the server's chunks.
import { build } from "esbuild";
import { nodeBundle } from "./bundle-options.mjs";

await build({
  ...nodeBundle,
  entryPoints: { main: "../scripts/start.ts", seed: "../scripts/seed.ts", "db/migrate-cli": "src/db/migrate-cli.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
});
