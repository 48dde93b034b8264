import cluster from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/** The message a worker sends its primary for everyone's metrics, and the answer's. */
const ask = "erp:cluster-metrics";

/**
 * Under the cluster (cluster.ts, WEB_CONCURRENCY), the workers share one port and a scrape of
 * `/api/metrics` reaches whichever worker the primary hands it to, so a worker answers everyone's
 * metrics: it asks the primary, which gathers each worker's registry (prom-client's
 * AggregatorRegistry: counters and histograms summed, gauges as each declares) and answers it.
 * The primary serves no HTTP itself.
 */
export const serveClusterMetrics = () => {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ask) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: ask, id: message.id, text }),
      (error: Error) => worker.isConnected() && worker.send({ type: ask, id: message.id, error: error.message }),
    );
  });
};

/** In a worker: offers this app's registry to the primary's gathering; returns the function that asks for everyone's metrics. */
export const clusterMetricsOf = (registry: Registry) => {
  // the constructor installs prom-client's answer to the primary's requests; it then reads this registry
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let last = 0;
  const waiting = new Map<number, { done: (text: string) => void; fail: (error: Error) => void }>();
  process.on("message", (message: { type?: string; id?: number; text?: string; error?: string }) => {
    if (message?.type !== ask || message.id === undefined) return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) request?.fail(new Error(message.error));
    else request?.done(message.text ?? "");
  });
  return () =>
    new Promise<string>((done, fail) => {
      const id = ++last;
      waiting.set(id, { done, fail });
      process.send?.({ type: ask, id });
      setTimeout(() => waiting.delete(id) && fail(new Error("the primary did not answer the metrics within 10 s")), 10_000).unref();
    });
};
