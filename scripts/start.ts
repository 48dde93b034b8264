import { readConfig } from "../api/src/config";
import { startServer } from "../api/src/server";

/**
 * `npm start`: the server, given the demo seed unless SEED_DEMO=false. The seed (seed/ and each
 * module's demo data) is imported only then: in the bundle it is a chunk of its own that a production
 * server without demo data never loads. (The entry composes api/ and seed/, so neither imports the other's way up.)
 */
const config = readConfig();
const seed = config.seedDemo ? (await import("../seed/demo")).seedDemo : undefined;
await startServer({ config, seed });
