import { captureList, captureListPage, type CaptureContext } from "./capture";
import type { BareSpec } from "./spec";
import { exportOrders } from "./tasks/export-orders";
import { importCustomers } from "./tasks/import-customers";
import { orderStatus } from "./tasks/order-status";
import type { TaskCase } from "./tasks/task";

export interface Budget {
  /** The app's p95 latency at the bench's concurrency, ms. */
  p95Ms: number;
  /** The app's req/s as a share of the bare server's. */
  minRatio?: number;
  /** The app's req/s at the bench's concurrency. */
  minReqPerSec?: number;
}

/**
 * One measured request. `npm run bench <name>` runs it: A (the app) and B (a bare node:http + pg
 * server running `bare`'s SQL) serve `path` in turns on the same data.
 */
export interface BenchCase {
  kind?: "list";
  name: string;
  path: string;
  /** Live rows per table the case needs; seed/large.ts fills the tables when there are fewer. */
  data: Record<string, number>;
  /** What the bare server runs: usually the app's own SQL captured by `captureList`. */
  bare: (context: CaptureContext) => Promise<BareSpec>;
  budget: Budget;
}

/** A list request measured against the bare server (BenchCase), or a task the app does alone (bench/tasks/). */
export type Case = BenchCase | TaskCase;

export const cases: Case[] = [
  {
    name: "products",
    // The product list as the admin asks for it when a user types "ab" in the name filter.
    path: "/api/products?_start=0&_end=20&_sort=name&_order=asc&name_like=ab",
    data: { products: 100_000 },
    bare: captureList,
    budget: { p95Ms: 25, minRatio: 0.85 },
  },
  {
    name: "orders",
    // The order list filtered to the orders to work on, newest first (150,000 of a million).
    path: "/api/orders?status=processing&_sort=order_date&_order=desc&_start=0&_end=20",
    data: { orders: 1_000_000 },
    // B runs the app's page query only, no count or estimate, and sends the app's total headers.
    bare: captureListPage,
    budget: { p95Ms: 10, minReqPerSec: 2_000 },
  },
  orderStatus,
  importCustomers,
  exportOrders,
];
