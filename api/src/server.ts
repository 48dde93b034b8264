import type { Server } from "node:http";
import { createApp } from "./app";
import { demoPasswordInUse } from "./auth/demo-accounts";
import { type Config, defaultDemoPassword } from "./config";
import type { AppContext } from "./context";
import { removeDeadSpools } from "./crud/upload";
import { openDatabase } from "./db/open";
import { log } from "./ops/logger";
import type { ModuleDef } from "./modules/module";

export interface ServerOptions {
  config: Config;
  /** Writes the demo data (from seed/, given by the entry point so seed code stays out of the server's chunk). */
  seed?: (ctx: AppContext, modules: readonly ModuleDef[]) => Promise<boolean>;
}

/**
 * What a serving process needs before it listens: the refusals of a production start, the database
 * opened and migrated, the app, the demo data if asked. Run once by the cluster's primary too (so
 * the workers find the schema and the data in place), which then closes the database.
 */
export const prepareServer = async ({ config, seed }: ServerOptions) => {
  if (config.production && seed && config.demoPassword === defaultDemoPassword) {
    log().fatal("Refusing to start: NODE_ENV=production with the default demo password. Set DEMO_PASSWORD or SEED_DEMO=false.");
    process.exit(1);
  }
  const spools = await removeDeadSpools();
  if (spools) log().info(`Removed ${spools} spooled uploads of imports whose process had ended.`);
  const db = await openDatabase(config);
  const prepared = await createApp({ db, config, adminDist: config.adminDist });
  if (seed && (await seed(prepared.context, prepared.modules))) log().info("Demo data written.");
  if (config.production && (await demoPasswordInUse(db))) {
    log().fatal("Refusing to start: NODE_ENV=production and a demo account still has the default demo password.");
    await db.destroy();
    process.exit(1);
  }
  return { db, ...prepared };
};

/** Opens the database, writes demo data if asked, serves the app and runs the modules' jobs until SIGINT/SIGTERM. */
export const startServer = async (options: ServerOptions): Promise<Server> => {
  const started = performance.now();
  const { config } = options;
  const { db, app, context, jobs } = await prepareServer(options);
  log().info(context.mailer.configured ? "Outbox mail goes through SMTP_URL." : "SMTP_URL is not set: mail waits in the outbox until it is.");
  jobs.start();

  const server = app.listen(config.port, () => {
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PostgreSQL in ${config.dataDir}`;
    log().info(`ERP&CRM System on http://localhost:${config.port} (${where}), ready in ${Math.round(performance.now() - started)} ms`);
  });

  // once, whichever signal comes first (Ctrl+C reaches a cluster's workers and then its primary's SIGTERM)
  let closing: Promise<void> | undefined;
  const shutdown = () =>
    (closing ??= (async () => {
      server.close();
      await jobs.stop();
      await context.mailer.stop();
      // PGlite flushes its data directory on close; a pool with acquires still waiting (requests cut
      // short by the stop) rejects them and its destroy with "aborted": the process ends all the same
      await db
        .destroy()
        .catch(() => undefined)
        .finally(() => process.exit(0));
    })());
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());
  return server;
};
