import cluster from "node:cluster";
import { readConfig } from "../api/src/config";
import { serve } from "../api/src/cluster";

/**
 * `npm start`: the server (one process, or WEB_CONCURRENCY workers on PostgreSQL), given the demo seed unless SEED_DEMO=false. The seed (seed/ and each
 * module's demo data) is imported only then: in the bundle it is a chunk of its own that a production
 * server without demo data never loads. (The entry composes api/ and seed/, so neither imports the other's way up.)
 */
const config = readConfig();
// a cluster's workers find the demo data written by the primary
const seed = config.seedDemo && cluster.isPrimary ? (await import("../seed/demo")).seedDemo : undefined;
await serve({ config, seed });
