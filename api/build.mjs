// Production build of the API. `npm start` runs it with plain node (no TypeScript loader: faster
// start, less memory). Split into chunks: the demo seed (seed/ and each module's demo data) is
// imported by main.ts only when demo data is written, so it stays out of the server's own chunk.
import { build } from "esbuild";
import { nodeBundle } from "./bundle-options.mjs";

await build({
  ...nodeBundle,
  entryPoints: ["src/main.ts", "src/db/migrate-cli.ts", "src/db/seed-cli.ts"],
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
});
