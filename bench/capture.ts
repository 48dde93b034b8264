import type { Knex } from "knex";
import { defaultCountCap } from "../api/src/crud/count";
import type { BareSpec, SqlQuery } from "./spec";

export interface CaptureContext {
  db: Knex;
  /** The app listening in this process (bench/in-process.ts), on the same knex as `db`. */
  appUrl: string;
  path: string;
  /** The signed-in session's cookie. */
  headers: Record<string, string>;
}

interface Seen extends SqlQuery {
  response: unknown;
}

/**
 * The SQL the real app runs for one list request: the app answers the request in this process
 * while knex reports every statement and its result. The page query is the one whose rows are the
 * response body; the count is the `count(*)`; the EXPLAIN is the estimate (run after the count when
 * that is above the cap; before it, if the app asks the planner first).
 * Anything else (a session lookup, say) is returned in `other` for the report. The request is the
 * second one of the session, so `other` is what every request costs.
 */
export const captureList = async ({ db, appUrl, path, headers }: CaptureContext): Promise<BareSpec> => {
  // A first request, not captured: what happens once per session (the sign-in's session write, the
  // first touch of its expiry) is not what every request costs.
  await (await fetch(`${appUrl}${path}`, { headers })).text();
  await new Promise((done) => setTimeout(done, 200));
  const seen: Seen[] = [];
  const listener = (response: unknown, query: { sql: string; bindings?: unknown[] }) =>
    seen.push({ sql: query.sql, bindings: query.bindings ?? [], response });
  db.on("query-response", listener);
  try {
    const res = await fetch(`${appUrl}${path}`, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`the app answered ${res.status} to ${path}: ${body.slice(0, 300)}`);

    const page = seen.find((q) => Array.isArray(q.response) && JSON.stringify(q.response) === body);
    const estimate = seen.find((q) => /^explain\b/i.test(q.sql));
    const count = seen.find((q) => q !== page && q !== estimate && /\bcount\(\*\)/i.test(q.sql));
    if (!page) throw new Error(`no statement returned the body of ${path}; statements: ${seen.map((q) => q.sql).join(" | ")}`);
    const strip = ({ sql, bindings }: Seen): SqlQuery => ({ sql, bindings });
    return {
      path,
      page: strip(page),
      count: (count || estimate) && {
        query: count && strip(count),
        cap: defaultCountCap,
        estimate: estimate && strip(estimate),
        estimateFirst: !!estimate && (!count || seen.indexOf(estimate) < seen.indexOf(count)),
      },
      other: seen.filter((q) => q !== page && q !== count && q !== estimate).map(strip),
    };
  } finally {
    db.off("query-response", listener);
  }
};
