import { serve } from "../../api/src/cluster";
import { readConfig } from "../../api/src/config";

/**
 * The server as `npm start` runs it on PostgreSQL (cluster.ts: WEB_CONCURRENCY workers behind one
 * port), without demo data, for the `cluster` case (tasks/cluster.ts), which talks to it over HTTP only.
 */
await serve({ config: readConfig() });
