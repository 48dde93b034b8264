import type { BuildOptions } from "esbuild";

/** See bundle-options.mjs. */
export declare const nodeBundle: BuildOptions;
