import type { NextFunction, Request, Response } from "express";
import type { Knex } from "knex";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { JobRun } from "../jobs/runner";
import { outboxBacklog } from "../mail/outbox";
import { routeOf } from "./http-log";
import type { Logger } from "./logger";

/** The pool knex keeps (tarn), as far as the gauges read it. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * The app's Prometheus metrics (prom-client), one registry per app, read at `GET /api/metrics`:
 * - `http_request_duration_seconds{method,route,status}`: a histogram per route template (never a raw
 *   URL: ops/http-log.ts routeOf); its `_count` is the request counter, `rate(..._count[1m])` the rate;
 * - `db_pool_connections{state}` (used, free, pending_create), `db_pool_waiting_acquires`, `db_pool_max`:
 *   knex's pool, read when scraped;
 * - `job_runs_total{job,status}` and `job_duration_seconds{job}`: the job runner's runs (jobs/runner.ts);
 * - `outbox_queued_messages{kind}` and `outbox_oldest_queued_age_seconds`: read from the outbox when scraped;
 * - the process: CPU, memory, heap, event-loop lag, handles (collectDefaultMetrics, `process_` and `nodejs_`).
 * A request costs one `observe` (label lookup and bucket); everything else is read only when scraped.
 */
export const createMetrics = ({ db, logger }: { db: Knex; logger: Logger }) => {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by method, route template and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  const pool = () => (db.client as { pool?: TarnPool }).pool;
  new Gauge({
    name: "db_pool_connections",
    help: "Database pool connections: used (lent to a query or transaction), free, pending_create",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const p = pool();
      if (!p) return;
      this.set({ state: "used" }, p.numUsed());
      this.set({ state: "free" }, p.numFree());
      this.set({ state: "pending_create" }, p.numPendingCreates());
    },
  });
  new Gauge({
    name: "db_pool_waiting_acquires",
    help: "Queries and transactions waiting for a database connection",
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.numPendingAcquires());
    },
  });
  new Gauge({
    name: "db_pool_max",
    help: "The database pool's size",
    registers,
    collect() {
      const p = pool();
      if (p) this.set(p.max);
    },
  });

  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Job runs this process made, by job and how they ended (ok, failed)",
    labelNames: ["job", "status"] as const,
    registers,
  });
  const jobDurations = new Histogram({
    name: "job_duration_seconds",
    help: "How long a job's run took, by job",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });

  // the outbox is read once per scrape for both gauges (a scrape collects every metric at once)
  let backlog: Promise<Awaited<ReturnType<typeof outboxBacklog>> | undefined> | undefined;
  const readBacklog = () => {
    backlog ??= outboxBacklog(db)
      .catch((error) => {
        logger.warn({ err: error }, "metrics: the outbox could not be read");
        return undefined;
      })
      .finally(() => {
        backlog = undefined;
      });
    return backlog;
  };
  new Gauge({
    name: "outbox_queued_messages",
    help: "Messages waiting in the outbox (queued or retrying), by kind",
    labelNames: ["kind"] as const,
    registers,
    // every worker of a cluster reads the same outbox: gathered, the figure is one worker's, not their sum
    aggregator: "max",
    async collect() {
      const rows = await readBacklog();
      if (!rows) return;
      this.reset();
      for (const kind of ["email", "sms"]) this.set({ kind }, rows.find((r) => r.kind === kind)?.queued ?? 0);
    },
  });
  new Gauge({
    name: "outbox_oldest_queued_age_seconds",
    help: "Age of the oldest message still waiting in the outbox (0 when none waits)",
    registers,
    aggregator: "max",
    async collect() {
      const rows = await readBacklog();
      if (rows) this.set(Math.max(0, ...rows.map((r) => r.oldestSeconds)));
    },
  });

  return {
    registry,
    /** Times every request into the histogram (installed before the routes). */
    middleware: (req: Request, res: Response, next: NextFunction) => {
      const started = performance.now();
      res.once("finish", () =>
        requests.observe({ method: req.method, route: routeOf(req), status: res.statusCode }, (performance.now() - started) / 1000),
      );
      next();
    },
    /** The job runner's report of a run. */
    observeJob: (run: JobRun, seconds: number) => {
      jobRuns.inc({ job: run.name, status: run.status });
      jobDurations.observe({ job: run.name }, seconds);
    },
  };
};

export type Metrics = ReturnType<typeof createMetrics>;
