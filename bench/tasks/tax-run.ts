import type { Knex } from "knex";
import { round1 } from "../summary";
import { median, type TaskCase, type TaskContext } from "./task";

/**
 * `tax-run`: POST /api/taxes/run {month, rate} for a month with 100,000 completed orders (one
 * statement writes a line per order, one more sums them). The bench moves the completion day (and
 * time) of 100,000 completed orders into a month of its own (2001-01, company time zone) and puts
 * them back afterwards, and deletes its run: the data set stays the one seed/large.ts wrote.
 */
const month = "2001-01";
const wanted = 100_000;
const budgetMs = 2000;

const borrow = (db: Knex) =>
  db.transaction(async (trx) => {
    await trx.raw("create table if not exists bench_tax_orders (id int primary key, completed_at timestamptz, completed_on date)");
    await trx.raw(
      `insert into bench_tax_orders (id, completed_at, completed_on)
       select id, completed_at, completed_on from orders where deleted_at is null and status = 'completed' order by id limit ?
       on conflict (id) do nothing`,
      [wanted],
    );
    await trx.raw(
      `update orders o set completed_at = timestamp '2001-01-01 00:00:00' at time zone 'Asia/Hong_Kong' + (b.id % 2592000) * interval '1 second',
                           completed_on = date '2001-01-01' + (b.id % 2592000) / 86400
         from bench_tax_orders b where b.id = o.id`,
    );
    return Number((await trx.raw("select count(*)::int as n from bench_tax_orders")).rows[0].n);
  });

const giveBack = (db: Knex) =>
  db.transaction(async (trx) => {
    await trx.raw("update orders o set completed_at = b.completed_at, completed_on = b.completed_on from bench_tax_orders b where b.id = o.id");
    await trx.raw("drop table bench_tax_orders");
    await trx.raw("delete from tax_lines where tax_id in (select id from taxes where month = ?)", [month]);
    await trx.raw("delete from taxes where month = ?", [month]);
  });

const run = async ({ db, origin, headers, settings, log }: TaskContext) => {
  const orders = await borrow(db);
  log(`  ${orders.toLocaleString("en")} completed orders moved into ${month}`);
  const times: number[] = [];
  const statuses: number[] = [];
  let lines = 0;
  try {
    for (let i = 0; i < Math.max(3, settings.rounds); i++) {
      const start = performance.now();
      const res = await fetch(`${origin}/api/taxes/run`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ month, rate: 7.5 }),
      });
      times.push(performance.now() - start);
      statuses.push(res.status);
      const body = (await res.json()) as { run?: { orders: number } };
      lines = body.run?.orders ?? 0;
      log(`  run ${i + 1}: ${round1(times.at(-1)!)} ms, ${lines.toLocaleString("en")} lines`);
    }
  } finally {
    await giveBack(db);
  }
  const med = median(times);
  return {
    lines: [
      `tax run of ${month}: ${lines.toLocaleString("en")} lines, median ${round1(med)} ms, max ${round1(Math.max(...times))} ms (budget ${budgetMs} ms)`,
    ],
    figures: { orders, lines, times, statuses },
    checks: [
      { name: "every run 200", ok: statuses.every((s) => s === 200), detail: statuses.join(", ") },
      { name: "one line per moved order", ok: lines === orders, detail: `${lines} lines, ${orders} orders` },
      { name: "median within budget", ok: med <= budgetMs, detail: `median ${round1(med)} ms <= ${budgetMs} ms` },
    ],
  };
};

export const taxRun: TaskCase = {
  kind: "task",
  name: "tax-run",
  title: "POST /api/taxes/run {month, rate}: a month with 100,000 completed orders",
  data: { orders: 1_000_000 },
  run,
};
