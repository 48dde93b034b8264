import { writeFileSync } from "node:fs";
import { createDb, createPglite } from "../db/knex";
import { migrateLatest } from "../db/migrations";

/** Writes a migrated, empty PGlite data directory to the file named by argv[2]. */
const pglite = createPglite();
const db = createDb({ pglite });
await migrateLatest(db);
const snapshot = await pglite.dumpDataDir("none");
await db.destroy();
writeFileSync(process.argv[2], Buffer.from(await snapshot.arrayBuffer()));
