import { readConfig } from "../config";
import { log } from "../ops/logger";
import { openDatabase } from "./open";

const db = await openDatabase(readConfig());
log().info("Migrations are up to date.");
await db.destroy();
