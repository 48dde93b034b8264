import { load, percentile } from "../load";
import { round1 } from "../summary";
import type { Check, TaskCase, TaskContext } from "./task";

/**
 * `search`: the global search (issue 26, `GET /api/search`, the admin's Ctrl+K) as a SALES user types
 * (sales, service, quotation, accounting, vendor, partner entities: orders by their customers' names
 * included), at --connections (10) for --duration seconds per query, after --warmup seconds: a common
 * surname (thousands of customers match: the ranking's 25 candidates of each kind), a name with a typo
 * (trigram word similarity, the second pass), an order number's prefix (the btree on 1M orders'
 * numbers), Chinese (substring),
 * and a page's name. Budget: p95 <= 60 ms per query on seed:large (1M orders, 100k customers, 100k
 * products) at 10 connections.
 */

const budgetMs = 60;
const queries = ["wong", "chna tai man", "SO-2026-0001", "陳", "payroll"];

const run = async ({ origin, headers, settings, log }: TaskContext) => {
  const per: Record<string, { rps: number; p50: number; p95: number; p99: number; requests: number; non2xx: number; errors: number }> = {};
  for (const q of queries) {
    const url = `${origin}/api/search?q=${encodeURIComponent(q)}&limit=5`;
    const first = await fetch(url, { headers });
    const answer = (await first.json()) as { groups?: { resource: string; records: unknown[] }[] };
    log(`"${q}": ${first.status}, ${(answer.groups ?? []).map((g) => `${g.resource} ${g.records.length}`).join(", ") || "no records"}`);
    await load(url, { connections: settings.connections, seconds: Math.min(settings.warmup, 5), headers });
    const result = await load(url, { connections: settings.connections, seconds: settings.duration, headers });
    const sorted = [...result.latencies].sort((a, b) => a - b);
    per[q] = {
      rps: round1(result.requests / result.seconds),
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      p99: round1(percentile(sorted, 99)),
      requests: result.requests,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    log(`"${q}": ${per[q].rps} req/s, p50 ${per[q].p50} ms, p95 ${per[q].p95} ms, p99 ${per[q].p99} ms (${result.requests} requests)`);
  }
  const checks: Check[] = [
    ...queries.map((q) => ({ name: `"${q}" p95 <= ${budgetMs} ms`, ok: per[q].p95 <= budgetMs, detail: `p95 ${per[q].p95} ms` })),
    {
      name: "every answer 200",
      ok: Object.values(per).every((p) => p.non2xx === 0 && p.errors === 0),
      detail: JSON.stringify(Object.fromEntries(Object.entries(per).map(([q, p]) => [q, p.non2xx + p.errors]))),
    },
  ];
  return {
    lines: Object.entries(per).map(
      ([q, p]) => `${q.padEnd(14)} ${String(p.rps).padStart(7)} req/s  p50 ${p.p50} ms  p95 ${p.p95} ms  p99 ${p.p99} ms`,
    ),
    figures: { connections: settings.connections, duration: settings.duration, per },
    checks,
  };
};

export const search: TaskCase = {
  kind: "task",
  name: "search",
  title: "GET /api/search?q=&limit=5 (the Ctrl+K palette) as SALES, 10 connections, five kinds of query",
  data: { orders: 1_000_000, customers: 100_000, products: 100_000 },
  run,
};
