/** What the bench's pieces exchange; plain data only (the bare server imports nothing else). */

/** One SQL statement as the driver receives it: `$1` placeholders and their values. */
export interface SqlQuery {
  sql: string;
  bindings: unknown[];
}

/** A statement B runs, and when: in the app it started only after the statements `after` had finished. */
export interface ReplayStatement extends SqlQuery {
  /** What it is, for the report: the page, the count, the planner's estimate... */
  role: string;
  /** Indexes (into `statements`, all earlier) of the statements it waits for. */
  after: number[];
}

/**
 * The work the bare server does for one request: the app's own statements for it, with the same
 * concurrency (the page and the count in parallel, an estimate after the count, or whatever the
 * app does by then), the rows of `page` as the JSON array body and the total headers the app sent
 * (the data does not change during a bench, and the bench checks that both answers are the same).
 */
export interface BareSpec {
  /** The request path (with its query string) the bare server answers. */
  path: string;
  statements: ReplayStatement[];
  /** Index of the statement whose rows are the body. */
  page: number;
  /** X-Total-Count and X-Total-Count-Estimated as the app sent them. */
  headers: Record<string, string>;
  /** Statements the app ran that B does not (the session lookup): reported, not replayed. */
  other?: SqlQuery[];
}

/** Messages between the bench and its server children (over the IPC channel). */
export type ChildMessage = { type: "ready"; port: number } | ({ type: "stats" } & ChildStats);
export type ParentMessage = { type: "stats" } | { type: "stop" };

export interface ChildStats {
  cpuMicros: number;
  maxRssKb: number;
  /** Requests received and not yet answered. */
  inflight: number;
}
