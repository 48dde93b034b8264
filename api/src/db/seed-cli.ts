import { readConfig } from "../config";
import { openDatabase } from "./open";
import { defaultDemoPassword, seedDemo } from "../../../seed/demo";

const db = await openDatabase(readConfig());
console.log((await seedDemo(db, process.env.DEMO_PASSWORD || defaultDemoPassword)) ? "Demo data written." : "Demo data was already written.");
await db.destroy();
