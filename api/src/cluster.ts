import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Config } from "./config";
import { serveClusterMetrics } from "./ops/cluster-metrics";
import { log } from "./ops/logger";
import { prepareServer, type ServerOptions, startServer } from "./server";

/**
 * How many processes serve: WEB_CONCURRENCY, or the machine's cores, on a PostgreSQL server; one on
 * the embedded database, which is one process per data directory. Undefined when WEB_CONCURRENCY is
 * not a whole number from 1.
 */
export const workerCount = (config: Pick<Config, "databaseUrl" | "webConcurrency">): number | undefined => {
  const asked = config.webConcurrency;
  if (asked !== undefined && !(Number.isInteger(asked) && asked >= 1)) return undefined;
  if (!config.databaseUrl) return 1;
  return asked ?? availableParallelism();
};

/** A worker that ends within this long of its start counts as a failed start (a broken config, a port in use). */
const failedStartMs = 10_000;
/** Failed starts in a row after which the primary gives up instead of forking forever. */
const maxFailedStarts = 5;

/**
 * `npm start`: one process, or on PostgreSQL N workers behind one port (node's cluster module; the
 * primary hands connections round-robin). The primary migrates and seeds once, then forks; it
 * replaces a worker that dies and, on SIGINT/SIGTERM, lets every worker finish its requests and
 * exits when they have. Nothing a request needs lives in one process: sessions, the customisation
 * version, sign-in counts, jobs' leases and stored files are in PostgreSQL (docs/ARCHITECTURE.md).
 */
export const serve = async (options: ServerOptions): Promise<void> => {
  const workers = workerCount(options.config);
  if (workers === undefined) {
    log().fatal(`Refusing to start: WEB_CONCURRENCY must be a whole number from 1 (it is "${process.env.WEB_CONCURRENCY}").`);
    process.exit(1);
  }
  if (!options.config.databaseUrl && (options.config.webConcurrency ?? 1) > 1)
    log().warn("WEB_CONCURRENCY is ignored on the embedded database: one process per data directory.");
  if (workers === 1) {
    await startServer(options);
    return;
  }
  if (cluster.isWorker) {
    // the primary has migrated and seeded
    await startServer({ config: options.config });
    return;
  }

  const { db, context } = await prepareServer(options);
  await context.mailer.stop();
  await db.destroy();

  let stopping = false;
  let failedStarts = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (!started.size) process.exit(0);
      return;
    }
    failedStarts = lived < failedStartMs ? failedStarts + 1 : 0;
    if (failedStarts >= maxFailedStarts) {
      log().fatal(`Worker processes keep ending at start (${failedStarts} in a row); stopping.`);
      stopping = true;
      for (const other of started.keys()) other.process.kill("SIGTERM");
      process.exitCode = 1;
      if (!started.size) process.exit(1);
      return;
    }
    log().error(`Worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`);
    setTimeout(fork, Math.min(failedStarts, 5) * 1000);
  });
  // a worker answering /api/metrics asks here for every worker's metrics
  serveClusterMetrics();
  for (let i = 0; i < workers; i++) fork();
  log().info(`Serving with ${workers} worker processes (WEB_CONCURRENCY) on port ${options.config.port}.`);

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    if (!started.size) process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
};
