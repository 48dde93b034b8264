import { readConfig } from "../config";
import { openDatabase } from "./open";

const db = await openDatabase(readConfig());
console.log("Migrations are up to date.");
await db.destroy();
