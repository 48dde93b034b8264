import autocannon from "autocannon";

export interface LoadResult {
  /** 2xx responses completed in the window. */
  requests: number;
  seconds: number;
  /** Latency of every 2xx response, ms. */
  latencies: number[];
  non2xx: number;
  errors: number;
}

/** Closed-loop load: `connections` keep-alive connections, each sending its next request on the last answer. */
export const load = (
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
) =>
  new Promise<LoadResult>((resolve, reject) => {
    const latencies: number[] = [];
    let non2xx = 0;
    const started = performance.now();
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: latencies.length,
        seconds: (performance.now() - started) / 1000,
        latencies,
        non2xx,
        errors: result.errors + result.timeouts,
      });
    });
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else non2xx++;
    });
  });

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

export interface WriteLoadResult extends LoadResult {
  /** When each 2xx response arrived, ms after the load started (for a per-second timeline). */
  completedAt: number[];
  /** Responses by status code. */
  statuses: Record<number, number>;
}

/**
 * Closed-loop load of `amount` write requests, each to a path of its own (`nextPath()`, e.g. a
 * different order each time): `connections` keep-alive connections, each sending its next request
 * on the last answer. autocannon may build a request or two it never sends, so have a few spare paths.
 */
export const loadWrites = (
  origin: string,
  {
    connections,
    amount,
    method = "POST",
    headers = {},
    body,
    nextPath,
  }: { connections: number; amount: number; method?: string; headers?: Record<string, string>; body?: string; nextPath: () => string },
) =>
  new Promise<WriteLoadResult>((resolve, reject) => {
    const latencies: number[] = [];
    const completedAt: number[] = [];
    const statuses: Record<number, number> = {};
    let non2xx = 0;
    let lastAnswer = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: origin,
        connections,
        amount,
        timeout: 30,
        requests: [
          {
            method,
            headers: { "Content-Type": "application/json", ...headers },
            body,
            setupRequest: (request) => ({ ...request, path: nextPath() }),
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: latencies.length,
          // Up to the last answer: autocannon notices that `amount` is reached on its 1 s tick.
          seconds: (lastAnswer || performance.now() - started) / 1000,
          latencies,
          completedAt,
          statuses,
          non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      lastAnswer = performance.now() - started;
      if (status >= 200 && status < 300) {
        latencies.push(ms);
        completedAt.push(performance.now() - started);
      } else non2xx++;
    });
  });

/** Completions per whole second of a run: [12, 480, 502, ...]. */
export const perSecond = (completedAt: number[]) => {
  const counts: number[] = [];
  for (const ms of completedAt) {
    const second = Math.floor(ms / 1000);
    while (counts.length <= second) counts.push(0);
    counts[second]++;
  }
  return counts;
};
