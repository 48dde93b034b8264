import type { Knex } from "knex";
import { loadWrites, percentile, perSecond, type WriteLoadResult } from "../load";
import {
  restoreStockLevels,
  shuffle,
  snapshotStockLevels,
  type StockLevels,
  type TaskCase,
  type TaskContext,
  withCpu,
  withoutForeignKeyChecks,
} from "./task";
import { round1 } from "../summary";

/**
 * `order-status`: how many orders a second move pending -> processing through
 * POST /api/orders/:id/status {"status":"processing"} (the order row locked, stock taken from each
 * line's level under row locks, the ledger rows, history, behaviour log and the customer's mail in
 * the outbox: one transaction), each request on an order of its own, at --connections.
 *
 * Three scenarios, in turns: `distinct`, orders of 1-3 lines on products drawn from the whole
 * catalogue (locks rarely meet), `one product`, every order one line of the same product (every
 * transaction waits for the one before on that product's level row: the lock's throughput), and
 * `completed`: distinct orders moved shipping -> completed, which enters them in the books (the
 * summary triggers add to today's rows of order_day_totals and sales_*_totals: the hot rows of issue
 * 29 item 1). Its orders are written as `shipping` by SQL, without the 'sold' movements their
 * processing would have written (so the completion adds no cost of goods: the summaries' rows are
 * the same, with lighter figures).
 *
 * The bench writes its own pending orders (numbers `BENCH-...`, on customers with an e-mail) before
 * each run, and afterwards deletes them with their ledger rows, history, logs and mail, and puts the
 * stock levels back as they were: the data set stays the one seed/large.ts wrote.
 */

const numberPrefix = "BENCH-";
type Scenario = "distinct" | "one product" | "completed";
const scenarios: readonly Scenario[] = ["distinct", "one product", "completed"];
/** The status each scenario's requests ask for. */
const target: Record<Scenario, string> = { distinct: "processing", "one product": "processing", completed: "completed" };

/** Writes `count` pending orders for a run; returns their ids in a random order. */
const prepareOrders = async (db: Knex, scenario: Scenario, count: number, tag: string, productId: number): Promise<number[]> =>
  db.transaction(async (trx) => {
    const { rows: orders } = await trx.raw(
      `insert into orders (number, order_date, customer_id, payment_method, total, status)
       select ? || lpad(g::text, 7, '0'), current_date, c.ids[1 + floor(random() * cardinality(c.ids))::int], 'credit_card', 0, 'pending'
         from generate_series(1, ?::int) as g,
              (select array_agg(id) as ids
                 from (select id from customers where deleted_at is null and email is not null order by id limit 5000) as s) as c
       returning id`,
      [`${numberPrefix}${tag}-`, count],
    );
    const ids = (orders as { id: number }[]).map((o) => o.id);
    if (scenario === "one product")
      await trx.raw(
        `insert into order_lines (order_id, position, product_id, quantity, price, amount)
         select o.id, 1, p.id, 1, p.price, p.price from unnest(?::int[]) as o(id), products p where p.id = ?`,
        [`{${ids.join(",")}}`, productId],
      );
    else
      await trx.raw(
        `with p as (
           select array_agg(l.product_id order by l.product_id) as ids
             from stock_levels l join products p on p.id = l.product_id
            where p.deleted_at is null and l.on_hand >= 1000
         )
         insert into order_lines (order_id, position, product_id, quantity, price, amount)
         select o.id, k.position, pr.id, k.quantity, pr.price, k.quantity * pr.price
           from unnest(?::int[]) as o(id)
          cross join p
          cross join lateral (
            select floor(random() * cardinality(p.ids))::int + 0 * o.id as base, 1 + floor(random() * 3)::int as lines
          ) as b
          cross join lateral (
            select position, p.ids[1 + (b.base + position * 7919) % cardinality(p.ids)] as product_id,
                   1 + floor(random() * 3)::int as quantity
              from generate_series(1, b.lines) as position
          ) as k
           join products pr on pr.id = k.product_id`,
        [`{${ids.join(",")}}`],
      );
    await trx.raw(
      `update orders o set total = s.total
         from (select order_id, sum(amount) as total from order_lines where order_id = any(?::int[]) group by order_id) as s
        where o.id = s.order_id`,
      [`{${ids.join(",")}}`],
    );
    if (scenario === "completed") await trx.raw("update orders set status = 'shipping' where id = any(?::int[])", [`{${ids.join(",")}}`]);
    return shuffle(ids);
  });

/**
 * Deletes the bench's orders and everything the status changes wrote for them, and sets the stock
 * levels they touched back to `levels` (taken before the first run).
 */
const cleanUp = async (db: Knex, levels: StockLevels | undefined, before: { outbox: number; logs: number }) =>
  withoutForeignKeyChecks(db, async (trx) => {
    const ids = `(select id from orders where number like '${numberPrefix}%')`;
    const { rows: touched } = await trx.raw(`select distinct product_id from stock_movements where order_id in ${ids}`);
    const { rowCount: movements } = await trx.raw(`delete from stock_movements where order_id in ${ids}`);
    await trx.raw(`delete from order_status_history where order_id in ${ids}`);
    await trx.raw(`delete from order_lines where order_id in ${ids}`);
    await trx.raw("delete from outbox where id > ?", [before.outbox]);
    await trx.raw("delete from behaviour_logs where id > ? and target = 'orders'", [before.logs]);
    const { rowCount: orders } = await trx.raw(`delete from orders where number like '${numberPrefix}%'`);
    const restored = await restoreStockLevels(
      trx,
      levels,
      (touched as { product_id: number }[]).map((t) => t.product_id),
    );
    return { orders: orders ?? 0, movements: movements ?? 0, levels: restored, unrestored: touched.length - restored };
  });

interface Run {
  scenario: Scenario;
  round: number;
  result: WriteLoadResult;
  nodeMs: number;
  postgresMs: number;
  machineBusyPct: number;
}

const run = async ({ db, app, origin, headers, settings, log }: TaskContext) => {
  const { rows: leftovers } = await db.raw(`select count(*)::int as n from orders where number like '${numberPrefix}%'`);
  if (leftovers[0].n) {
    // An earlier run was stopped before it cleaned up: its stock cannot be put back exactly.
    const removed = await cleanUp(db, undefined, { outbox: 2 ** 31 - 1, logs: 2 ** 31 - 1 });
    log(`removed ${removed.orders} orders left by an interrupted run (the stock they took stays taken)`);
  }
  const levels = await snapshotStockLevels(db);
  const before = {
    outbox: Number((await db("outbox").max({ id: "id" }).first())?.id ?? 0),
    logs: Number((await db("behaviour_logs").max({ id: "id" }).first())?.id ?? 0),
  };
  // The product every order of the contended scenario takes one unit of: the best stocked one.
  const [{ product_id: productId, on_hand: onHand }] = await db("stock_levels as l")
    .join("products as p", "p.id", "l.product_id")
    .whereNull("p.deleted_at")
    .orderBy("l.on_hand", "desc")
    .limit(1)
    .select("l.product_id", "l.on_hand");

  let batch = 0;
  const runOnce = async (scenario: Scenario, amount: number) => {
    // A few spare orders: autocannon may build a request it never sends.
    const ids = await prepareOrders(db, scenario, amount + settings.connections * 2, `${Date.now().toString(36)}-${++batch}`, productId);
    let next = 0;
    return withCpu(app, () =>
      loadWrites(origin, {
        connections: settings.connections,
        amount,
        headers,
        body: JSON.stringify({ status: target[scenario] }),
        nextPath: () => `/api/orders/${ids[Math.min(next++, ids.length - 1)]}/status`,
      }),
    );
  };

  const runs: Run[] = [];
  let cleaned: Awaited<ReturnType<typeof cleanUp>> | undefined;
  try {
    // Warm-up, and the size of a run: about --duration seconds at the rate the warm-up saw.
    const plan = {} as Record<Scenario, number>;
    for (const scenario of scenarios) {
      const { result: warm } = await runOnce(scenario, scenario === "one product" ? 200 : 400);
      const rate = warm.requests / warm.seconds;
      plan[scenario] = Math.max(200, Math.min(Math.round(rate * settings.duration), 30_000));
      log(`warm-up ${scenario}: ${rate.toFixed(0)} orders/s; ${plan[scenario]} orders a run`);
    }
    if (plan["one product"] * settings.rounds > onHand) throw new Error(`product ${productId} has only ${onHand} on hand`);
    for (let round = 1; round <= settings.rounds; round++)
      for (const scenario of round % 2 ? scenarios : [...scenarios].reverse()) {
        const { result, ...cpu } = await runOnce(scenario, plan[scenario]);
        runs.push({ scenario, round, result, ...cpu });
        log(
          `round ${round} ${scenario.padEnd(11)} ${(result.requests / result.seconds).toFixed(0).padStart(5)} orders/s, ` +
            `machine ${cpu.machineBusyPct.toFixed(0)}% busy; per second: ${perSecond(result.completedAt).join(" ")}`,
        );
      }
  } finally {
    cleaned = await cleanUp(db, levels, before);
    await db.raw("vacuum (analyze) orders, order_lines, order_status_history, stock_movements, stock_levels, outbox");
  }

  const measured = scenarios.map((scenario) => {
    const own = runs.filter((r) => r.scenario === scenario);
    const mine = own.map((r) => r.result);
    const requests = mine.reduce((a, r) => a + r.requests, 0);
    const seconds = mine.reduce((a, r) => a + r.seconds, 0);
    const sorted = mine.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const r of mine) for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
    return {
      scenario,
      ordersPerSecond: round1(requests / seconds),
      roundsOrdersPerSecond: mine.map((r) => round1(r.requests / r.seconds)),
      perSecond: mine.map((r) => perSecond(r.completedAt)),
      latencyMs: {
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted.at(-1) ?? NaN),
      },
      requests,
      cpuMsPerOrder: {
        node: Math.round((own.reduce((a, r) => a + r.nodeMs, 0) / Math.max(1, requests)) * 100) / 100,
        postgres: Math.round((own.reduce((a, r) => a + r.postgresMs, 0) / Math.max(1, requests)) * 100) / 100,
      },
      machineBusyPct: round1(own.reduce((a, r) => a + r.machineBusyPct * r.result.seconds, 0) / seconds),
      statuses,
      failures: mine.reduce((a, r) => a + r.non2xx + r.errors, 0),
    };
  });

  const lines = [
    "scenario       orders/s  p50 ms  p95 ms  p99 ms  max ms  node ms/order  pg ms/order  cpu busy  requests  statuses",
    ...measured.map(
      (s) =>
        `${s.scenario.padEnd(13)} ${s.ordersPerSecond.toFixed(0).padStart(9)} ${s.latencyMs.p50.toFixed(1).padStart(7)} ${s.latencyMs.p95.toFixed(1).padStart(7)} ` +
        `${s.latencyMs.p99.toFixed(1).padStart(7)} ${s.latencyMs.max.toFixed(1).padStart(7)} ${s.cpuMsPerOrder.node.toFixed(2).padStart(14)} ` +
        `${s.cpuMsPerOrder.postgres.toFixed(2).padStart(12)} ${`${s.machineBusyPct.toFixed(0)}%`.padStart(9)} ${String(s.requests).padStart(9)}  ${JSON.stringify(s.statuses)}`,
    ),
    `one product / distinct: ${((100 * measured[1].ordersPerSecond) / measured[0].ordersPerSecond).toFixed(0)}% (product ${productId}); ` +
      `cleaned up ${cleaned?.orders} orders, ${cleaned?.movements} ledger rows, ${cleaned?.levels} stock levels put back`,
  ];
  return {
    lines,
    figures: { productId, scenarios: measured, cleanedUp: cleaned },
    checks: measured.map((s) => ({
      name: `${s.scenario}: every status change answered 200`,
      ok: s.failures === 0,
      detail: `${s.failures} failures of ${s.requests + s.failures}`,
    })),
  };
};

export const orderStatus: TaskCase = {
  kind: "task",
  name: "order-status",
  title:
    'POST /api/orders/:id/status: {"status":"processing"} on distinct pending orders and all on one product; {"status":"completed"} on distinct shipping orders',
  data: { orders: 1_000_000, stock_movements: 100_000 },
  run,
};
