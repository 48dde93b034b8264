import type { Knex } from "knex";
import type { BareSpec, ReplayStatement, SqlQuery } from "./spec";

export interface CaptureContext {
  db: Knex;
  /** The app listening in this process (bench/in-process.ts), on the same knex as `db`. */
  appUrl: string;
  path: string;
  /** The signed-in session's cookie. */
  headers: Record<string, string>;
}

interface Seen extends SqlQuery {
  key: string;
  response: unknown;
  start: number;
  end: number;
}

/**
 * The app's own overhead, which B does not replay: authentication (B has no sessions), and the
 * customisation's version check (at most once a second per process, so in some requests only).
 */
const sessionStatement = /\b(from|update|into) "(sessions|app_meta)"/i;
const totalHeaders = ["x-total-count", "x-total-count-estimated"];

/** One request through the app, with every statement knex ran for it and when. */
const captureOnce = async ({ db, appUrl, path, headers }: CaptureContext) => {
  const starts = new Map<string, number>();
  const seen: Seen[] = [];
  type Event = { sql: string; bindings?: unknown[]; __knexQueryUid: string };
  const onQuery = (query: Event) => starts.set(query.__knexQueryUid, performance.now());
  const onResponse = (response: unknown, query: Event) => {
    const bindings = query.bindings ?? [];
    const start = starts.get(query.__knexQueryUid) ?? performance.now();
    seen.push({ sql: query.sql, bindings, key: `${query.sql}\u0000${JSON.stringify(bindings)}`, response, start, end: performance.now() });
  };
  db.on("query", onQuery).on("query-response", onResponse);
  try {
    const res = await fetch(`${appUrl}${path}`, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`the app answered ${res.status} to ${path}: ${body.slice(0, 300)}`);
    const sent = Object.fromEntries(totalHeaders.flatMap((name) => (res.headers.has(name) ? [[name, res.headers.get(name)!]] : [])));
    return { seen: seen.sort((a, b) => a.start - b.start), body, headers: sent };
  } finally {
    db.off("query", onQuery).off("query-response", onResponse);
  }
};

/**
 * What B must do to answer `path` as the app does, taken from the app itself: the app answers the
 * request in this process while knex reports each statement, its result and its start and end.
 * Every statement except the session's is replayed; one waits for another when, in each of three
 * captured requests, it started only after that one had finished. The page is the statement whose
 * rows are the response body. A first request is not captured: what happens once per session (the
 * sign-in's session write, the first touch of its expiry) is not what every request costs.
 */
export const captureList = async (context: CaptureContext): Promise<BareSpec> => {
  await captureOnce(context);
  await new Promise((done) => setTimeout(done, 200));
  const captures: Awaited<ReturnType<typeof captureOnce>>[] = [];
  for (let i = 0; i < 3; i++) captures.push(await captureOnce(context));
  const [first] = captures;

  const replayed = first.seen.filter((q) => !sessionStatement.test(q.sql));
  // A builder query reports its rows; a raw one (the compiled list) the driver's result.
  const rowsOf = (response: unknown) => (Array.isArray(response) ? response : (response as { rows?: unknown[] } | undefined)?.rows);
  const page = replayed.findIndex((q) => Array.isArray(rowsOf(q.response)) && JSON.stringify(rowsOf(q.response)) === first.body);
  if (page < 0) throw new Error(`no statement returned the body of ${context.path}; statements: ${first.seen.map((q) => q.sql).join(" | ")}`);
  for (const capture of captures.slice(1)) {
    const keys = capture.seen
      .filter((q) => !sessionStatement.test(q.sql))
      .map((q) => q.key)
      .sort();
    if (JSON.stringify(keys) !== JSON.stringify(replayed.map((q) => q.key).sort()))
      throw new Error(`the app ran different statements for the same request ${context.path}; the bench needs a deterministic one`);
  }
  const finishedBefore = (a: string, b: string) =>
    captures.every(({ seen }) => {
      const [x, y] = [seen.find((q) => q.key === a)!, seen.find((q) => q.key === b)!];
      return x.end <= y.start;
    });
  const role = (q: Seen, i: number) =>
    i === page ? "page" : /^explain\b/i.test(q.sql) ? "estimate" : /\bcount\(\*\)/i.test(q.sql) ? "count" : "other";
  const statements: ReplayStatement[] = replayed.map((q, i) => ({
    sql: q.sql,
    bindings: q.bindings,
    role: role(q, i),
    after: replayed.slice(0, i).flatMap((earlier, j) => (finishedBefore(earlier.key, q.key) ? [j] : [])),
  }));
  return {
    path: context.path,
    statements,
    page,
    headers: first.headers,
    other: first.seen.filter((q) => sessionStatement.test(q.sql)).map(({ sql, bindings }) => ({ sql, bindings })),
  };
};

/**
 * The floor of a list without its total: B runs only the app's page statement (no count, no
 * estimate) and still answers with the total headers the app sent, so both bodies and headers match.
 */
export const captureListPage = async (context: CaptureContext): Promise<BareSpec> => {
  const spec = await captureList(context);
  const page = spec.statements[spec.page];
  return {
    ...spec,
    statements: [{ ...page, after: [] }],
    page: 0,
    other: [...(spec.other ?? []), ...spec.statements.filter((_, i) => i !== spec.page).map(({ sql, bindings }) => ({ sql, bindings }))],
  };
};
