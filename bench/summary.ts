import { percentile } from "./load";

/** One timed load on one server: requests, latencies and the CPU each party spent meanwhile. */
export interface Measure {
  round: number;
  requests: number;
  seconds: number;
  latencies: number[];
  serverCpuMs: number;
  postgresCpuMs: number;
  benchCpuMs: number;
  machineBusy: number;
  /** Share of the machine's CPU used by processes other than the bench, its servers and postgres. */
  otherBusy: number;
  non2xx: number;
  errors: number;
}

export const summarize = (measures: Measure[], maxRssKb: number) => {
  const requests = measures.reduce((a, m) => a + m.requests, 0);
  const seconds = measures.reduce((a, m) => a + m.seconds, 0);
  const sorted = measures.flatMap((m) => m.latencies).sort((a, b) => a - b);
  const perRequest = (key: "serverCpuMs" | "postgresCpuMs" | "benchCpuMs") =>
    round3(measures.reduce((a, m) => a + m[key], 0) / Math.max(1, requests));
  return {
    reqPerSec: round1(requests / seconds),
    roundsReqPerSec: measures.map((m) => round1(m.requests / m.seconds)),
    latencyMs: {
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1) ?? NaN),
    },
    requests,
    cpuMsPerRequest: { server: perRequest("serverCpuMs"), postgres: perRequest("postgresCpuMs"), bench: perRequest("benchCpuMs") },
    machineBusyPct: round1((100 * measures.reduce((a, m) => a + m.machineBusy * m.seconds, 0)) / seconds),
    otherBusyPct: round1((100 * measures.reduce((a, m) => a + m.otherBusy * m.seconds, 0)) / seconds),
    peakRssMb: round1(maxRssKb / 1024),
    non2xx: measures.reduce((a, m) => a + m.non2xx, 0),
    errors: measures.reduce((a, m) => a + m.errors, 0),
  };
};
export type Summary = ReturnType<typeof summarize>;

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The report table of list cases: one line per server. */
export const table = (rows: [string, Summary][]) => {
  const header = ["", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "node ms/req", "pg ms/req", "cpu busy", "other work", "peak RSS"];
  const lines = rows.map(([name, s]) => [
    name,
    s.reqPerSec.toFixed(0),
    s.latencyMs.p50.toFixed(1),
    s.latencyMs.p95.toFixed(1),
    s.latencyMs.p99.toFixed(1),
    s.latencyMs.max.toFixed(1),
    s.cpuMsPerRequest.server.toFixed(2),
    s.cpuMsPerRequest.postgres.toFixed(2),
    `${s.machineBusyPct.toFixed(0)}%`,
    `${s.otherBusyPct.toFixed(0)}%`,
    `${s.peakRssMb.toFixed(0)} MB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  return [header, ...lines].map((l) => l.map((cell, i) => (i ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ")).join("\n");
};
