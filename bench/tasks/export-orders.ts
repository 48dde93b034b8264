import { memoryOf, median, type TaskCase, type TaskContext } from "./task";

/**
 * `export-orders`: GET /api/orders/export.csv over every order (1M), read to the end as a browser
 * download would, --rounds times: time to the first byte and to the last, bytes and rows, and the
 * app process's peak RSS (VmHWM in /proc/<pid>/status, sampled every 100 ms as VmRSS too).
 * Budget: the peak stays under 150 MB (the export streams from a cursor with backpressure).
 */

const path = "/api/orders/export.csv";
const budgetPeakMb = 150;

const run = async ({ db, app, origin, headers, settings, log }: TaskContext) => {
  const { rows } = await db.raw("select count(*)::int as n from orders where deleted_at is null");
  const expected = rows[0].n as number;
  const startMemory = memoryOf(app.pid);
  log(`app process after start-up and sign-in: RSS ${startMemory.rssMb} MB, peak ${startMemory.peakMb} MB; ${expected.toLocaleString("en")} orders`);

  const runs: {
    round: number;
    status: number;
    firstByteSeconds: number;
    seconds: number;
    bytes: number;
    rows: number;
    maxRssMb: number;
    peakRssMb: number;
  }[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    let maxRss = 0;
    const sampler = setInterval(() => (maxRss = Math.max(maxRss, memoryOf(app.pid).rssMb)), 100);
    try {
      const started = performance.now();
      const res = await fetch(`${origin}${path}`, { headers });
      const firstByte = (performance.now() - started) / 1000;
      let bytes = 0;
      let newlines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
      }
      const seconds = (performance.now() - started) / 1000;
      // Rows = lines minus the header (a quoted value with a line break would count twice; orders have none).
      runs.push({
        round,
        status: res.status,
        firstByteSeconds: firstByte,
        seconds,
        bytes,
        rows: newlines - 1,
        maxRssMb: maxRss,
        peakRssMb: memoryOf(app.pid).peakMb,
      });
      const last = runs.at(-1)!;
      log(
        `round ${round}: ${res.status}, ${last.rows.toLocaleString("en")} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s ` +
          `(first byte ${(firstByte * 1000).toFixed(0)} ms, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s); RSS up to ${maxRss} MB, peak ${last.peakRssMb} MB`,
      );
    } finally {
      clearInterval(sampler);
    }
  }

  const peak = Math.max(...runs.map((r) => r.peakRssMb));
  const typical = median(runs.map((r) => r.seconds));
  const complete = runs.filter((r) => r.status === 200 && r.rows === expected);
  return {
    lines: [
      `export of ${expected.toLocaleString("en")} orders: median ${typical.toFixed(2)} s, ${(runs[0].bytes / 1e6).toFixed(1)} MB ` +
        `(${(expected / typical).toFixed(0)} rows/s); runs: ${runs.map((r) => r.seconds.toFixed(2)).join(" ")}`,
      `app process peak RSS (VmHWM): ${startMemory.peakMb} MB after start-up and sign-in, ${peak} MB after the exports ` +
        `(+${(peak - startMemory.peakMb).toFixed(1)} MB; budget < ${budgetPeakMb} MB)`,
    ],
    figures: {
      path,
      orders: expected,
      runs,
      startRssMb: startMemory,
      peakRssMb: peak,
      exportAddedMb: Math.round((peak - startMemory.peakMb) * 10) / 10,
      medianSeconds: Math.round(typical * 100) / 100,
    },
    checks: [
      { name: "every export answered 200 with every order", ok: complete.length === runs.length, detail: `${complete.length} of ${runs.length}` },
      { name: `app peak RSS < ${budgetPeakMb} MB`, ok: peak < budgetPeakMb, detail: `${peak} MB` },
    ],
  };
};

export const exportOrders: TaskCase = {
  kind: "task",
  name: "export-orders",
  title: `GET ${path} (every order, streamed)`,
  data: { orders: 1_000_000 },
  run,
};
