import { percentile, type WriteLoadResult } from "../load";
import { round1 } from "../summary";
import { editProducts, keepProducts, putBackProducts } from "./product-edit";
import { shuffle, type TaskCase, type TaskContext } from "./task";

/**
 * `product-edit-history` (issue 27 item 1): what the record history costs a list write. The same
 * PATCH /api/products/:id {"price": ...} as `product-edit`, served by two app children of this checkout
 * on the same data: the task's child (history on: the row's snapshot, the diff and its line in the
 * write's transaction) and one started with BENCH_HISTORY=off (products declared `history: false`:
 * the write locks the row itself and leaves its behaviour-log line alone). Rounds alternate on/off,
 * off/on; every edit is on a product of its own. Budget: history-on p95 <= 1.15 x history-off p95.
 */
const maxRatio = 1.15;

interface Side {
  requests: number;
  seconds: number;
  latencies: number[];
  roundsP95: number[];
  nodeMs: number;
  postgresMs: number;
  failures: number;
}

const p95 = (latencies: number[]) =>
  percentile(
    [...latencies].sort((a, b) => a - b),
    95,
  );

const run = async ({ db, app, origin, headers, settings, log, startApp }: TaskContext) => {
  const edited = await keepProducts(db);
  if (!edited.history) throw new Error("product-edit-history: this database has no record_history table (a checkout without history?)");
  const ids = shuffle(edited.kept.map((p) => p.id));
  const next = { i: 0 };
  const off = await startApp("A app, history off", { BENCH_HISTORY: "off" });
  const servers = {
    on: editProducts(app, origin, headers, settings.connections, ids, next),
    off: editProducts(off, `http://127.0.0.1:${off.port}`, headers, settings.connections, ids, next),
  };
  const sides: Record<"on" | "off", Side> = {
    on: { requests: 0, seconds: 0, latencies: [], roundsP95: [], nodeMs: 0, postgresMs: 0, failures: 0 },
    off: { requests: 0, seconds: 0, latencies: [], roundsP95: [], nodeMs: 0, postgresMs: 0, failures: 0 },
  };
  const add = (side: Side, result: WriteLoadResult, cpu: { nodeMs: number; postgresMs: number }) => {
    side.requests += result.requests;
    side.seconds += result.seconds;
    side.latencies.push(...result.latencies);
    side.roundsP95.push(round1(p95(result.latencies)));
    side.nodeMs += cpu.nodeMs;
    side.postgresMs += cpu.postgresMs;
    side.failures += result.non2xx + result.errors;
  };
  try {
    // warm-up of both (V8 and the plans), then runs of about --duration seconds at the slower one's rate
    const warm = [await servers.on(400), await servers.off(400)].map(({ result }) => result.requests / result.seconds);
    const rate = Math.min(...warm);
    const amount = Math.max(200, Math.min(Math.round(rate * settings.duration), 20_000));
    log(`warm-up: history on ${warm[0].toFixed(0)} edits/s, off ${warm[1].toFixed(0)} edits/s; ${amount} edits a run`);
    for (let round = 1; round <= settings.rounds; round++)
      for (const mode of round % 2 ? (["on", "off"] as const) : (["off", "on"] as const)) {
        const { result, ...cpu } = await servers[mode](amount);
        add(sides[mode], result, cpu);
        log(
          `round ${round} history ${mode.padEnd(3)} ${(result.requests / result.seconds).toFixed(0).padStart(5)} edits/s, p95 ${p95(result.latencies).toFixed(1)} ms`,
        );
      }
  } finally {
    await off.stop();
    await putBackProducts(db, edited);
  }

  const figure = (side: Side) => {
    const sorted = side.latencies.sort((a, b) => a - b);
    return {
      editsPerSecond: round1(side.requests / side.seconds),
      latencyMs: { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), p99: round1(percentile(sorted, 99)) },
      roundsP95Ms: side.roundsP95,
      cpuMsPerEdit: {
        node: Math.round((side.nodeMs / Math.max(1, side.requests)) * 100) / 100,
        postgres: Math.round((side.postgresMs / Math.max(1, side.requests)) * 100) / 100,
      },
      requests: side.requests,
      failures: side.failures,
    };
  };
  const on = figure(sides.on);
  const offFigure = figure(sides.off);
  const ratio = Math.round((100 * on.latencyMs.p95) / offFigure.latencyMs.p95) / 100;
  const line = (name: string, f: typeof on) =>
    `history ${name}: ${f.editsPerSecond} edits/s, p50 ${f.latencyMs.p50} ms, p95 ${f.latencyMs.p95} ms (rounds ${f.roundsP95Ms.join(", ")}), ` +
    `p99 ${f.latencyMs.p99} ms; node ${f.cpuMsPerEdit.node} ms/edit, pg ${f.cpuMsPerEdit.postgres} ms/edit`;
  return {
    lines: [line("on ", on), line("off", offFigure), `p95 on/off: ${ratio} (budget <= ${maxRatio})`],
    figures: { historyOn: on, historyOff: offFigure, p95Ratio: ratio, maxRatio },
    checks: [
      {
        name: `history on: p95 <= ${maxRatio} x history off`,
        ok: ratio <= maxRatio,
        detail: `${on.latencyMs.p95} ms vs ${offFigure.latencyMs.p95} ms: ${ratio}x`,
      },
      {
        name: "every edit answered 200",
        ok: on.failures + offFigure.failures === 0,
        detail: `${on.failures + offFigure.failures} failures of ${on.requests + offFigure.requests + on.failures + offFigure.failures}`,
      },
    ],
  };
};

export const productEditHistory: TaskCase = {
  kind: "task",
  name: "product-edit-history",
  title: 'PATCH /api/products/:id {"price": ...} with the record history on and off (products `history: false`), alternating: p95 on/off <= 1.15',
  data: { products: 100_000 },
  run,
};
