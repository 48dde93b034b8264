// How the API is bundled for plain node: one ES module per entry point, our code in, packages left
// to node_modules. Used by build.mjs (`npm start`) and by the bench's server children.
/** @type {import("esbuild").BuildOptions} */
export const nodeBundle = {
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
};
