import { readConfig } from "../config";
import { openDatabase } from "./open";
import { seedDemo } from "../../../seed/demo";

const db = await openDatabase(readConfig());
console.log((await seedDemo(db)) ? "Demo data written." : "Demo data was already written.");
await db.destroy();
