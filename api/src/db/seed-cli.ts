import { createContext } from "../context";
import { readConfig } from "../config";
import { modules } from "../modules";
import { openDatabase } from "./open";
import { seedDemo } from "../../../seed/demo";

const config = readConfig();
const db = await openDatabase(config);
const ctx = await createContext({ db, modules, config });
console.log((await seedDemo(ctx)) ? "Demo data written." : "Demo data was already written.");
await db.destroy();
