import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/open";
import { seedDemo } from "../../seed/demo";

const started = performance.now();
const config = readConfig();
const db = await openDatabase(config);
if (config.seedDemo && (await seedDemo(db))) console.log("Demo data written.");

const { app, services } = createApp({ db, adminDist: config.adminDist });

/** The trash keeps records for the restore window; the purge runs at start and every hour. */
const purgeTrash = async () => {
  for (const service of services.values()) {
    try {
      await service.purge();
    } catch (error) {
      console.error(`Purge of ${service.entity.name} failed:`, error);
    }
  }
};
const purgeTimer = setInterval(purgeTrash, 60 * 60 * 1000);
purgeTimer.unref();
void purgeTrash();

const server = app.listen(config.port, () => {
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`ERP&CRM System on http://localhost:${config.port} (${where}), ready in ${Math.round(performance.now() - started)} ms`);
});

const shutdown = () => {
  clearInterval(purgeTimer);
  server.close();
  // PGlite flushes its data directory on close.
  db.destroy().finally(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
