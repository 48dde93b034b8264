import { loadWrites, percentile, perSecond } from "../load";
import { round1 } from "../summary";
import { type TaskCase, type TaskContext, withCpu } from "./task";

/**
 * `invoice-pdf`: how many service-invoice PDFs a second the app renders, GET
 * /api/service-invoices/:id/pdf (the invoice, its customer and lines with their items' names, the
 * company header, an A4 page in pdfkit with the embedded Noto Sans TC subset and the invoice's QR
 * code), each request on an invoice drawn at random from the live ones, at --connections, in
 * English and in Traditional Chinese (alternating turns). Nothing is written.
 */
type Language = "en" | "zh_Hant";

const run = async ({ db, app, origin, headers, settings, log }: TaskContext) => {
  const ids = (await db("service_invoices").whereNull("deleted_at").orderByRaw("random()").limit(5000).pluck("id")) as number[];
  if (!ids.length) throw new Error("no service invoices: seed them first");
  const once = (language: Language, amount: number) => {
    let next = 0;
    return withCpu(app, () =>
      loadWrites(origin, {
        connections: settings.connections,
        amount,
        method: "GET",
        headers,
        // a customer document is written in the customer's language: ?lang= asks for the one measured
        nextPath: () => `/api/service-invoices/${ids[next++ % ids.length]}/pdf?lang=${language}`,
      }),
    );
  };
  const { result: warm } = await once("en", 100);
  const rate = warm.requests / warm.seconds;
  const amount = Math.max(50, Math.min(Math.round(rate * settings.duration), 5_000));
  log(`warm-up: ${rate.toFixed(1)} documents/s; ${amount} documents a run`);
  const runs: {
    language: Language;
    rate: number;
    latencies: number[];
    failures: number;
    nodeMs: number;
    postgresMs: number;
    busy: number;
    requests: number;
  }[] = [];
  for (let round = 1; round <= settings.rounds; round++)
    for (const language of (round % 2 ? ["en", "zh_Hant"] : ["zh_Hant", "en"]) as Language[]) {
      const { result, nodeMs, postgresMs, machineBusyPct } = await once(language, amount);
      runs.push({
        language,
        rate: result.requests / result.seconds,
        latencies: result.latencies,
        failures: result.non2xx + result.errors,
        nodeMs,
        postgresMs,
        busy: machineBusyPct,
        requests: result.requests,
      });
      log(
        `round ${round} ${language.padEnd(7)} ${(result.requests / result.seconds).toFixed(1).padStart(6)} documents/s; per second: ${perSecond(result.completedAt).join(" ")}`,
      );
    }
  const languages = (["en", "zh_Hant"] as Language[]).map((language) => {
    const own = runs.filter((r) => r.language === language);
    const sorted = own.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const requests = own.reduce((a, r) => a + r.requests, 0);
    return {
      language,
      documentsPerSecond: round1(own.reduce((a, r) => a + r.rate, 0) / own.length),
      latencyMs: { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), max: round1(sorted.at(-1) ?? NaN) },
      cpuMsPerDocument: {
        node: round1(own.reduce((a, r) => a + r.nodeMs, 0) / Math.max(1, requests)),
        postgres: round1(own.reduce((a, r) => a + r.postgresMs, 0) / Math.max(1, requests)),
      },
      machineBusyPct: round1(own.reduce((a, r) => a + r.busy, 0) / own.length),
      failures: own.reduce((a, r) => a + r.failures, 0),
      requests,
    };
  });
  return {
    lines: [
      "language  documents/s  p50 ms  p95 ms  max ms  node ms/doc  pg ms/doc  cpu busy  documents",
      ...languages.map(
        (l) =>
          `${l.language.padEnd(8)} ${l.documentsPerSecond.toFixed(1).padStart(12)} ${l.latencyMs.p50.toFixed(1).padStart(7)} ${l.latencyMs.p95.toFixed(1).padStart(7)} ` +
          `${l.latencyMs.max.toFixed(1).padStart(7)} ${l.cpuMsPerDocument.node.toFixed(1).padStart(12)} ${l.cpuMsPerDocument.postgres.toFixed(1).padStart(10)} ` +
          `${`${l.machineBusyPct.toFixed(0)}%`.padStart(9)} ${String(l.requests).padStart(10)}`,
      ),
    ],
    figures: { languages },
    checks: languages.map((l) => ({
      name: `${l.language}: every PDF answered 200`,
      ok: l.failures === 0,
      detail: `${l.failures} failures of ${l.requests + l.failures}`,
    })),
  };
};

export const invoicePdf: TaskCase = {
  kind: "task",
  name: "invoice-pdf",
  title: "GET /api/service-invoices/:id/pdf: documents/s, English and Traditional Chinese",
  data: { service_invoices: 200_000 },
  run,
};
