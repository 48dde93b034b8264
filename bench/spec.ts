/** What the bench's pieces exchange; plain data only (the bare server imports nothing else). */

/** One SQL statement as the driver receives it: `$1` placeholders and their values. */
export interface SqlQuery {
  sql: string;
  bindings: unknown[];
}

/**
 * The work the bare server does for one request, mirroring the app's list: the page query and the
 * bounded count in parallel; above `cap` the count is replaced by the planner's estimate (EXPLAIN).
 */
export interface BareSpec {
  /** The request path (with its query string) the bare server answers. */
  path: string;
  /** Rows sent as the JSON array body. */
  page: SqlQuery;
  /**
   * Sets X-Total-Count as the app's boundedCount does: the capped count, and above `cap` the
   * estimate. With `estimateFirst` (when the app asked the planner before counting) the estimate
   * comes first and the count runs only when the estimate is not above the cap.
   */
  count?: { query?: SqlQuery; cap: number; estimate?: SqlQuery; estimateFirst?: boolean };
  /** Other statements the app ran for the request (reported, not replayed). */
  other?: SqlQuery[];
}

/** Messages between the bench and its server children (over the IPC channel). */
export type ChildMessage =
  | { type: "ready"; port: number }
  | ({ type: "stats" } & ChildStats);
export type ParentMessage = { type: "stats" } | { type: "stop" };

export interface ChildStats {
  cpuMicros: number;
  maxRssKb: number;
  /** Requests received and not yet answered. */
  inflight: number;
}
