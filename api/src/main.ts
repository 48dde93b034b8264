import { readConfig } from "./config";
import { startServer } from "./server";

/**
 * `npm start`: the server, and the demo seed unless SEED_DEMO=false. The seed (and each module's
 * demo data) is imported only then: in the bundle it is a chunk of its own that a production
 * server without demo data never loads.
 */
const config = readConfig();
const seed = config.seedDemo ? (await import("../../seed/demo")).seedDemo : undefined;
await startServer({ config, seed });
