import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { bundle } from "../children";
import { benchDatabaseUrl } from "../db";
import { load, percentile } from "../load";
import { round1 } from "../summary";
import type { Check, TaskCase, TaskContext } from "./task";

/**
 * `cluster` (issue 29 item 2): the orders list (the `orders` case's request) served by one process and
 * by WEB_CONCURRENCY=2 workers behind one port (`npm start` on PostgreSQL: api/src/cluster.ts), both
 * started from the same bundle on the bench database, side by side at 10 and at 50 connections, in
 * alternating turns. Goal on this 2-core machine: the workers' throughput >= 1.6x the single
 * process's at both, and their p95 not worse.
 */

const path = "/api/orders?status=processing&_sort=order_date&_order=desc&_start=0&_end=20";
const minSpeedup = 1.6;
const repoRoot = resolve(import.meta.dirname, "../..");

interface Server {
  workers: number;
  origin: string;
  child: ChildProcess;
}

const startServer = async (entry: string, workers: number, port: number, dataDir: string): Promise<Server> => {
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      DATABASE_URL: benchDatabaseUrl,
      PORT: String(port),
      WEB_CONCURRENCY: String(workers),
      SEED_DEMO: "false",
      DATA_DIR: dataDir,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the ${workers}-worker server exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { workers, origin, child };
    if (Date.now() > deadline) throw new Error(`the ${workers}-worker server was not ready within 120 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

const stopServer = (server: Server) =>
  new Promise<void>((done) => {
    if (server.child.exitCode !== null) return done();
    const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
    server.child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    server.child.kill("SIGTERM");
  });

const run = async ({ app, headers, settings, log }: TaskContext) => {
  const entry = await bundle("cluster.ts", repoRoot);
  const dataDir = mkdtempSync(join(tmpdir(), "erp-bench-cluster-"));
  // ports next to the app child's: free on a machine the bench has to itself
  const servers: Server[] = [];
  const samples: Record<string, { requests: number; seconds: number; latencies: number[]; failures: number }> = {};
  try {
    servers.push(await startServer(entry, 1, app.port + 101, dataDir), await startServer(entry, 2, app.port + 102, dataDir));
    for (const server of servers) await load(`${server.origin}${path}`, { connections: 10, seconds: Math.min(settings.warmup, 5), headers });
    for (let round = 1; round <= settings.rounds; round++)
      for (const connections of [10, 50])
        for (const server of round % 2 ? servers : [...servers].reverse()) {
          const result = await load(`${server.origin}${path}`, { connections, seconds: settings.duration, headers });
          const key = `${server.workers}@${connections}`;
          samples[key] ??= { requests: 0, seconds: 0, latencies: [], failures: 0 };
          samples[key].requests += result.requests;
          samples[key].seconds += result.seconds;
          samples[key].latencies.push(...result.latencies);
          samples[key].failures += result.non2xx + result.errors;
          log(`round ${round} ${connections} connections, ${server.workers} worker(s): ${(result.requests / result.seconds).toFixed(0)} req/s`);
        }
  } finally {
    await Promise.all(servers.map(stopServer));
    rmSync(dataDir, { recursive: true, force: true });
  }

  const figure = (workers: number, connections: number) => {
    const s = samples[`${workers}@${connections}`];
    const sorted = s.latencies.sort((a, b) => a - b);
    return { rps: round1(s.requests / s.seconds), p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), failures: s.failures };
  };
  const rows = [10, 50].map((connections) => {
    const single = figure(1, connections);
    const cluster = figure(2, connections);
    return { connections, single, cluster, speedup: Math.round((100 * cluster.rps) / single.rps) / 100 };
  });
  const lines = [
    "connections  1 process req/s  p95 ms | 2 workers req/s  p95 ms | speed-up",
    ...rows.map(
      (r) =>
        `${String(r.connections).padStart(11)} ${r.single.rps.toFixed(0).padStart(16)} ${r.single.p95.toFixed(1).padStart(7)} | ` +
        `${r.cluster.rps.toFixed(0).padStart(15)} ${r.cluster.p95.toFixed(1).padStart(7)} | ${r.speedup.toFixed(2)}x`,
    ),
  ];
  const checks: Check[] = rows.flatMap((r) => [
    { name: `${r.connections} connections: 2 workers >= ${minSpeedup}x one process`, ok: r.speedup >= minSpeedup, detail: `${r.speedup}x` },
    {
      name: `${r.connections} connections: 2 workers' p95 not worse`,
      ok: r.cluster.p95 <= r.single.p95,
      detail: `${r.cluster.p95} ms vs ${r.single.p95} ms`,
    },
    {
      name: `${r.connections} connections: every request answered 200`,
      ok: !r.single.failures && !r.cluster.failures,
      detail: `${r.single.failures + r.cluster.failures} failures`,
    },
  ]);
  return { lines, figures: { path, rows }, checks };
};

export const cluster: TaskCase = {
  kind: "task",
  name: "cluster",
  title: `GET ${path}: one process against WEB_CONCURRENCY=2 workers, at 10 and 50 connections`,
  data: { orders: 1_000_000 },
  run,
};
