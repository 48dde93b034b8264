import { createContext } from "../api/src/compose";
import { readConfig } from "../api/src/config";
import { openDatabase } from "../api/src/db/open";
import { modules } from "../api/src/modules";
import { seedDemo } from "../seed/demo";

/** `npm run seed`: the demo data, on the configured database, if it has not been written yet. */
const config = readConfig();
const db = await openDatabase(config);
const ctx = await createContext({ db, modules, config });
console.log((await seedDemo(ctx, modules)) ? "Demo data written." : "Demo data was already written.");
await db.destroy();
