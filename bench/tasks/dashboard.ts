import type { Knex } from "knex";
import { hashPassword } from "../../api/src/auth/passwords";
import { percentile } from "../load";
import { round1 } from "../summary";
import type { Check, TaskCase, TaskContext } from "./task";

/**
 * `dashboard`: every dashboard card an ADMIN sees (GET /api/dashboard/<card>, each its own request,
 * as the admin's /dashboard loads them), one request at a time: a warm-up, then --rounds x 10
 * requests per card; p50 and p95 per card. Budget: every card's p95 <= 100 ms on seed:large (1M
 * orders). Signs in as an ADMIN of its own (bench-admin@example.com, a new password each run), since
 * the bench's SALES account sees neither the HR nor the cash cards.
 */

const budgetMs = 100;
const admin = { email: "bench-admin@example.com", name: "Bench Admin", roles: ["ADMIN"] };

const signInAdmin = async (db: Knex, origin: string) => {
  const password = crypto.randomUUID();
  const passwordHash = await hashPassword(password);
  const updated = await db("users")
    .where({ email: admin.email })
    .update({ password_hash: passwordHash, status: "active", deleted_at: null, roles: JSON.stringify(admin.roles) });
  if (!updated) await db("users").insert({ ...admin, roles: JSON.stringify(admin.roles), password_hash: passwordHash });
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookies(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email: admin.email, password, json: "true", callbackUrl: "/" }),
  });
  const session = cookies(signedIn).find((c) => c.startsWith("erp.sid="));
  if (!signedIn.ok || !session) throw new Error(`Bench admin sign-in failed: ${signedIn.status}`);
  return { Cookie: session };
};

const run = async ({ db, origin, settings, log }: TaskContext) => {
  const headers = await signInAdmin(db, origin);
  const index = await fetch(`${origin}/api/dashboard`, { headers });
  const { cards, today } = (await index.json()) as { cards: string[]; today: string };
  const { rows } = await db.raw(
    "select count(*)::int as n, count(*) filter (where order_date >= date_trunc('month', ?::date) - interval '1 month')::int as recent from orders where deleted_at is null",
    [today],
  );
  log(`${rows[0].n.toLocaleString("en")} orders, ${rows[0].recent.toLocaleString("en")} of them this month or last; cards: ${cards.join(", ")}`);

  const perCard: Record<string, { p50: number; p95: number; max: number; requests: number; statuses: number[] }> = {};
  for (const card of cards) {
    const url = `${origin}/api/dashboard/${card}`;
    const get = async () => {
      const started = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status };
    };
    for (let i = 0; i < 5; i++) await get();
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < settings.rounds * 10; i++) {
      const { ms, status } = await get();
      times.push(ms);
      statuses.add(status);
    }
    times.sort((a, b) => a - b);
    perCard[card] = {
      p50: round1(percentile(times, 50)),
      p95: round1(percentile(times, 95)),
      max: round1(times.at(-1)!),
      requests: times.length,
      statuses: [...statuses],
    };
    log(`${card.padEnd(18)} p50 ${perCard[card].p50} ms, p95 ${perCard[card].p95} ms, max ${perCard[card].max} ms (${times.length} requests)`);
  }

  const checks: Check[] = [
    ...cards.map((card) => ({ name: `${card} p95 <= ${budgetMs} ms`, ok: perCard[card].p95 <= budgetMs, detail: `p95 ${perCard[card].p95} ms` })),
    {
      name: "every answer 200",
      ok: Object.values(perCard).every((c) => c.statuses.length === 1 && c.statuses[0] === 200),
      detail: JSON.stringify(Object.fromEntries(Object.entries(perCard).map(([k, v]) => [k, v.statuses]))),
    },
    { name: "an ADMIN sees every card", ok: cards.length >= 7, detail: `${cards.length} cards` },
  ];
  const lines = Object.entries(perCard).map(([card, c]) => `${card}: p50 ${c.p50} ms, p95 ${c.p95} ms`);
  return { lines, figures: { today, cards: perCard }, checks };
};

export const dashboard: TaskCase = {
  kind: "task",
  name: "dashboard",
  title: "GET /api/dashboard/<card> for every card an ADMIN sees, one at a time (p95 <= 100 ms each)",
  data: { orders: 1_000_000 },
  run,
};
