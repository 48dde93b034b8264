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
