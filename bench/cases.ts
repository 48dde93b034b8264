import { captureList, type CaptureContext } from "./capture";
import type { BareSpec } from "./spec";

export interface Budget {
  /** The app's p95 latency at the bench's concurrency, ms. */
  p95Ms: number;
  /** The app's req/s as a share of the bare server's. */
  minRatio: number;
}

/**
 * One measured request. `npm run bench <name>` runs it: A (the app) and B (a bare node:http + pg
 * server running `bare`'s SQL) serve `path` in turns on the same data.
 */
export interface BenchCase {
  name: string;
  path: string;
  /** Live rows per table the case needs; seed/large.ts fills the tables when there are fewer. */
  data: Record<string, number>;
  /** What the bare server runs: usually the app's own SQL captured by `captureList`. */
  bare: (context: CaptureContext) => Promise<BareSpec>;
  budget: Budget;
}

export const cases: BenchCase[] = [
  {
    name: "products",
    // The product list as the admin asks for it when a user types "ab" in the name filter.
    path: "/api/products?_start=0&_end=20&_sort=name&_order=asc&name_like=ab",
    data: { products: 100_000 },
    bare: captureList,
    budget: { p95Ms: 25, minRatio: 0.85 },
  },
];
