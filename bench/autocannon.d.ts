/** The slice of autocannon's API the bench uses (the package ships no types). */
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request is built; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A fixed number of requests (overrides duration). */
    amount?: number;
    headers?: Record<string, string>;
    timeout?: number;
    requests?: Request[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): EventEmitter;
  export default autocannon;
}
