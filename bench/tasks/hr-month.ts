import type { Knex } from "knex";
import { hashPassword } from "../../api/src/auth/passwords";
import { median, type TaskCase, type TaskContext, withCpu } from "./task";

/**
 * `attendance-month` and `salary-month`: the HR month's two heavy writes on 10,000 employees with a
 * month of daily records (~200k rows, seed/generators/hr.ts), timed to the answer, --rounds times.
 *   attendance-month: POST /api/attendances/compute {month}: every active employee's sheet rebuilt
 *                     from the daily records in one statement (the first round inserts, later ones update).
 *   salary-month:     POST /api/salaries/generate {month}: a salary record and a payroll row per active
 *                     employee in one transaction (each round replaces the month).
 * Every round writes the whole month: what the last round wrote is deleted (and vacuumed) before it,
 * untimed (a recompute or regeneration of an unchanged month rewrites nothing and is much cheaper).
 * Budget: every round <= 3 s. HR routes are ADMIN/HR only: the task signs in a `bench-hr` HR user.
 * The salary month's records are deleted afterwards; the sheets stay.
 */

const budgetSeconds = 3;
const benchHr = { name: "Bench HR", email: "bench-hr@example.com", roles: ["HR"] };

/** An HR session on the app child (cookie + CSRF token), as the admin would sign in. */
const signInHr = async (db: Knex, origin: string) => {
  const password = crypto.randomUUID();
  const password_hash = await hashPassword(password);
  const updated = await db("users")
    .where({ email: benchHr.email })
    .update({ password_hash, status: "active", deleted_at: null, roles: JSON.stringify(benchHr.roles) });
  if (!updated) await db("users").insert({ ...benchHr, roles: JSON.stringify(benchHr.roles), password_hash });
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email: benchHr.email, password, json: "true", callbackUrl: "/" }),
  });
  const session = cookies(signedIn).find((c) => c.startsWith("erp.sid="));
  if (!signedIn.ok || !session) throw new Error(`HR sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return { Cookie: [session, ...cookies(csrf)].join("; "), "X-CSRF-Token": csrfToken, "Content-Type": "application/json" };
};

/** The month the daily records are in (the seed writes last month's). */
const seededMonth = async (db: Knex) => {
  const { rows } = await db.raw("select to_char(max(date), 'YYYY-MM') as month, count(*)::int as days from attendance_days where deleted_at is null");
  return rows[0] as { month: string; days: number };
};

const timedRounds = async (
  context: TaskContext,
  path: string,
  label: string,
  month: string,
  headers: Record<string, string>,
  /** Run before each round, untimed: removes what the last round wrote, so every round writes the whole month. */
  reset: () => Promise<void>,
) => {
  const runs: { round: number; status: number; seconds: number; count: number; nodeMs: number; postgresMs: number }[] = [];
  for (let round = 1; round <= context.settings.rounds; round++) {
    await reset();
    const { result, nodeMs, postgresMs } = await withCpu(context.app, async () => {
      const started = performance.now();
      const res = await fetch(`${context.origin}${path}`, { method: "POST", headers, body: JSON.stringify({ month }) });
      const body = (await res.json()) as { count?: number; message?: string };
      return { status: res.status, seconds: (performance.now() - started) / 1000, body };
    });
    runs.push({ round, status: result.status, seconds: result.seconds, count: result.body.count ?? 0, nodeMs, postgresMs });
    context.log(
      `round ${round}: ${result.status} in ${result.seconds.toFixed(2)} s, ${label} ${result.body.count ?? 0} (node ${nodeMs.toFixed(0)} ms, postgres ${postgresMs.toFixed(0)} ms)${result.status === 200 ? "" : `: ${result.body.message}`}`,
    );
  }
  const seconds = runs.map((r) => r.seconds);
  const lines = [
    `${path} for ${month}, ${runs[0]?.count.toLocaleString("en")} employees: median ${median(seconds).toFixed(2)} s, best ${Math.min(...seconds).toFixed(2)} s, worst ${Math.max(...seconds).toFixed(2)} s`,
  ];
  const checks = [
    {
      name: `every round <= ${budgetSeconds} s`,
      ok: seconds.every((s) => s <= budgetSeconds),
      detail: `worst ${Math.max(...seconds).toFixed(2)} s, median ${median(seconds).toFixed(2)} s`,
    },
    { name: "every answer 200", ok: runs.every((r) => r.status === 200 && r.count > 0), detail: runs.map((r) => r.status).join(", ") },
  ];
  return { lines, figures: { month, runs, medianSeconds: median(seconds) }, checks };
};

const data = { employees: 10_000, attendance_days: 190_000 };

export const attendanceMonth: TaskCase = {
  kind: "task",
  name: "attendance-month",
  title: "POST /api/attendances/compute {month}: 10k employees' monthly sheets from ~200k daily records",
  data,
  run: async (context) => {
    const { month, days } = await seededMonth(context.db);
    context.log(`${days.toLocaleString("en")} daily records in ${month}`);
    const headers = await signInHr(context.db, context.origin);
    return timedRounds(context, "/api/attendances/compute", "sheets", month, headers, async () => {
      await context.db("attendances").where({ year_month: month }).delete();
      await context.db.raw("vacuum (analyze) attendances");
    });
  },
};

export const salaryMonth: TaskCase = {
  kind: "task",
  name: "salary-month",
  title: "POST /api/salaries/generate {month}: 10k employees' salary records and payroll rows, one transaction",
  data,
  run: async (context) => {
    const { month } = await seededMonth(context.db);
    const headers = await signInHr(context.db, context.origin);
    const computed = await fetch(`${context.origin}/api/attendances/compute`, { method: "POST", headers, body: JSON.stringify({ month }) });
    if (computed.status !== 200) throw new Error(`compute answered ${computed.status}`);
    const clear = async () => {
      await context.db("salaries").where({ month }).delete();
      await context.db.raw("vacuum (analyze) salaries, payrolls, salary_adjustments");
    };
    try {
      return await timedRounds(context, "/api/salaries/generate", "records", month, headers, clear);
    } finally {
      await clear();
    }
  },
};
