import { createApp } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/open";
import { defaultDemoPassword, demoPasswordInUse, seedDemo } from "../../seed/demo";

const started = performance.now();
const config = readConfig();
const demoPassword = process.env.DEMO_PASSWORD || defaultDemoPassword;
const production = process.env.NODE_ENV === "production";
if (production && config.seedDemo && demoPassword === defaultDemoPassword) {
  console.error("Refusing to start: NODE_ENV=production with the default demo password. Set DEMO_PASSWORD or SEED_DEMO=false.");
  process.exit(1);
}
const db = await openDatabase(config);
if (config.seedDemo && (await seedDemo(db, demoPassword))) console.log("Demo data written.");
if (production && (await demoPasswordInUse(db))) {
  console.error("Refusing to start: NODE_ENV=production and a demo account still has the default demo password.");
  await db.destroy();
  process.exit(1);
}

const { app, services, mailer } = await createApp({ db, adminDist: config.adminDist });
if (mailer.start().configured) console.log("Outbox mail goes through SMTP_URL.");
else console.log("SMTP_URL is not set: mail waits in the outbox until it is.");

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
  void mailer.stop();
  // PGlite flushes its data directory on close.
  db.destroy().finally(() => process.exit(0));
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
