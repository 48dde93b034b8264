/**
 * `npm run bench:auth`: what sign-in costs on every request. The products list served by the app
 * as built (session lookup, CSRF check, Casbin) and by the same app without them, in alternating
 * rounds on the same data. Budget: with auth at most 10% slower.
 */
import { startChild } from "./children";
import { benchDatabaseUrl, ensureRows, openBenchDatabase } from "./db";
import { signIn } from "./in-process";
import { load, percentile } from "./load";

const path = "/api/products?_start=0&_end=20&_sort=name&_order=asc&name_like=ab";
// A 10 s warm-up each (with 5 s the first rounds were still JIT-slow) and 6 alternating rounds:
// with 4 rounds after 5 s, two runs on a quiet machine gave 8% and 28%.
const [rounds, seconds, connections, warmup] = [6, 5, 10, 10];

const db = await openBenchDatabase();
await ensureRows(db, { products: 100_000 });
const env = { BENCH_DATABASE_URL: benchDatabaseUrl };
const withAuth = await startChild("with auth", "app.ts", env);
const withoutAuth = await startChild("without auth", "app.ts", { ...env, BENCH_APP_AUTH: "off" });
const headers = await signIn(db, `http://127.0.0.1:${withAuth.port}`);
const servers = [
  { child: withAuth, headers, requests: 0, seconds: 0, latencies: [] as number[], failures: 0 },
  { child: withoutAuth, headers: {}, requests: 0, seconds: 0, latencies: [] as number[], failures: 0 },
];
try {
  for (const s of servers) await load(`http://127.0.0.1:${s.child.port}${path}`, { connections, seconds: warmup, headers: s.headers });
  for (let round = 0; round < rounds; round++) {
    for (const s of round % 2 ? [...servers].reverse() : servers) {
      const result = await load(`http://127.0.0.1:${s.child.port}${path}`, { connections, seconds, headers: s.headers });
      Object.assign(s, {
        requests: s.requests + result.requests,
        seconds: s.seconds + result.seconds,
        failures: s.failures + result.non2xx + result.errors,
      });
      s.latencies.push(...result.latencies);
      console.log(`  round ${round + 1} ${s.child.name.padEnd(12)} ${(result.requests / result.seconds).toFixed(0)} req/s`);
    }
  }
  const rate = (s: (typeof servers)[number]) => s.requests / s.seconds;
  for (const s of servers) {
    const sorted = s.latencies.sort((a, b) => a - b);
    console.log(
      `${s.child.name.padEnd(12)} ${rate(s).toFixed(0).padStart(5)} req/s  p50 ${percentile(sorted, 50)} ms  p95 ${percentile(sorted, 95)} ms  p99 ${percentile(sorted, 99)} ms  failures ${s.failures}`,
    );
  }
  const slower = 1 - rate(servers[0]) / rate(servers[1]);
  console.log(`auth + Casbin cost: ${(slower * 100).toFixed(1)}% fewer req/s (budget <= 10%: ${slower <= 0.1 ? "met" : "MISSED"})`);
  process.exitCode = slower <= 0.1 && servers.every((s) => !s.failures) ? 0 : 1;
} finally {
  await Promise.all(servers.map((s) => s.child.stop()));
  await db.destroy();
}
