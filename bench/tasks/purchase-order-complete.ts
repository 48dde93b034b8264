import type { Knex } from "knex";
import { loadWrites, percentile, perSecond } from "../load";
import { round1 } from "../summary";
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

/**
 * `purchase-order-complete`: how many purchase orders a second POST /api/purchase-orders/:id/complete
 * takes (the order row locked, each of its 5 items into stock under the level locks at its unit cost,
 * the ledger rows, one `purchase_order` expense through the posting service, the behaviour log: one
 * transaction), each request on a pending order of its own, at --connections.
 *
 * The bench writes its own pending orders (numbers `BENCH-PO-...`, 5 items on products drawn from
 * the whole catalogue) before each run, and afterwards deletes them with their ledger rows, expenses
 * and logs, and puts the stock levels back as they were: the data set stays the one seed/large.ts wrote.
 */

const numberPrefix = "BENCH-PO-";

/** Writes `count` pending purchase orders of 5 items each; returns their ids in a random order. */
const prepareOrders = async (db: Knex, count: number, tag: string): Promise<number[]> =>
  db.transaction(async (trx) => {
    const { rows } = await trx.raw(
      `with v as (select array_agg(id) as ids from (select id from vendors where deleted_at is null order by id limit 500) as s),
            p as (select array_agg(id order by id) as ids from products where deleted_at is null),
            o as (
              insert into purchase_orders (number, vendor_id, order_date, total, paid, due, status)
              select ? || lpad(g::text, 7, '0'), v.ids[1 + floor(random() * cardinality(v.ids))::int], current_date, 0, 0, 0, 'pending'
                from generate_series(1, ?::int) as g, v
              returning id
            ),
            i as (
              insert into purchase_order_items (purchase_order_id, position, product_id, quantity, unit_cost, amount)
              select o.id, k.position, p.ids[1 + (b.base + k.position * 7919) % cardinality(p.ids)], 10, 2.50, 25.00
                from o cross join p
               cross join lateral (select floor(random() * cardinality(p.ids))::int + 0 * o.id as base) as b
               cross join generate_series(0, 4) as k(position)
            )
       select id from o`,
      [`${numberPrefix}${tag}-`, count],
    );
    const ids = (rows as { id: number }[]).map((r) => r.id);
    await trx.raw("update purchase_orders set total = 125.00, due = 125.00 where id = any(?::int[])", [`{${ids.join(",")}}`]);
    return shuffle(ids);
  });

/** Deletes the bench's orders and what completing them wrote, and sets the touched stock levels back to `levels`. */
const cleanUp = async (db: Knex, levels: StockLevels | undefined, logsBefore: number) =>
  withoutForeignKeyChecks(db, async (trx) => {
    const like = `${numberPrefix}%`;
    const { rows: touched } = await trx.raw("select distinct product_id from stock_movements where reference like ?", [like]);
    const { rowCount: movements } = await trx.raw("delete from stock_movements where reference like ?", [like]);
    const { rowCount: expenses } = await trx.raw("delete from expenses where source = 'purchase_order' and reference like ?", [like]);
    await trx.raw("delete from behaviour_logs where id > ? and target = 'purchase-orders'", [logsBefore]);
    await trx.raw(`delete from purchase_order_items where purchase_order_id in (select id from purchase_orders where number like ?)`, [like]);
    const { rowCount: orders } = await trx.raw("delete from purchase_orders where number like ?", [like]);
    const restored = await restoreStockLevels(
      trx,
      levels,
      (touched as { product_id: number }[]).map((t) => t.product_id),
    );
    return { orders: orders ?? 0, movements: movements ?? 0, expenses: expenses ?? 0, levels: restored };
  });

const run = async ({ db, app, origin, headers, settings, log }: TaskContext) => {
  const { rows: leftovers } = await db.raw("select count(*)::int as n from purchase_orders where number like ?", [`${numberPrefix}%`]);
  if (leftovers[0].n) {
    const removed = await cleanUp(db, undefined, 2 ** 31 - 1);
    log(`removed ${removed.orders} purchase orders left by an interrupted run (the stock they brought in stays)`);
  }
  const levels = await snapshotStockLevels(db);
  const logsBefore = Number((await db("behaviour_logs").max({ id: "id" }).first())?.id ?? 0);
  let batch = 0;
  const runOnce = async (amount: number) => {
    const ids = await prepareOrders(db, amount + settings.connections * 2, `${Date.now().toString(36)}-${++batch}`);
    let next = 0;
    return withCpu(app, () =>
      loadWrites(origin, {
        connections: settings.connections,
        amount,
        headers,
        body: "{}",
        nextPath: () => `/api/purchase-orders/${ids[Math.min(next++, ids.length - 1)]}/complete`,
      }),
    );
  };

  const runs: Awaited<ReturnType<typeof runOnce>>[] = [];
  let cleaned: Awaited<ReturnType<typeof cleanUp>> | undefined;
  let expensesBooked = 0;
  let warmed = 0;
  try {
    const { result: warm } = await runOnce(300);
    warmed = warm.requests - warm.non2xx - warm.errors;
    const rate = warm.requests / warm.seconds;
    const size = Math.max(200, Math.min(Math.round(rate * settings.duration), 20_000));
    log(`warm-up: ${rate.toFixed(0)} orders/s; ${size} orders a run`);
    for (let round = 1; round <= settings.rounds; round++) {
      const measured = await runOnce(size);
      runs.push(measured);
      log(
        `round ${round} ${(measured.result.requests / measured.result.seconds).toFixed(0).padStart(5)} orders/s, machine ${measured.machineBusyPct.toFixed(0)}% busy`,
      );
    }
    const { rows } = await db.raw(
      `select count(*)::int as n from expenses e join purchase_orders o on o.id = e.reference_id
        where e.source = 'purchase_order' and o.number like ? and o.status = 'completed'`,
      [`${numberPrefix}%`],
    );
    expensesBooked = rows[0].n;
  } finally {
    cleaned = await cleanUp(db, levels, logsBefore);
    await db.raw("vacuum (analyze) purchase_orders, purchase_order_items, stock_movements, stock_levels, expenses");
  }

  const results = runs.map((r) => r.result);
  const requests = results.reduce((a, r) => a + r.requests, 0);
  const seconds = results.reduce((a, r) => a + r.seconds, 0);
  const sorted = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const failures = results.reduce((a, r) => a + r.non2xx + r.errors, 0);
  const completed = requests - failures + warmed; // measured runs + warm-up
  const figures = {
    ordersPerSecond: round1(requests / seconds),
    roundsOrdersPerSecond: results.map((r) => round1(r.requests / r.seconds)),
    perSecond: results.map((r) => perSecond(r.completedAt)),
    latencyMs: {
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1) ?? NaN),
    },
    requests,
    cpuMsPerOrder: {
      node: round1(runs.reduce((a, r) => a + r.nodeMs, 0) / Math.max(1, requests)),
      postgres: round1(runs.reduce((a, r) => a + r.postgresMs, 0) / Math.max(1, requests)),
    },
    expensesBooked,
    cleanedUp: cleaned,
  };
  const lines = [
    `orders/s ${figures.ordersPerSecond}  p50 ${figures.latencyMs.p50} ms  p95 ${figures.latencyMs.p95} ms  p99 ${figures.latencyMs.p99} ms  max ${figures.latencyMs.max} ms`,
    `node ${figures.cpuMsPerOrder.node} ms/order, postgres ${figures.cpuMsPerOrder.postgres} ms/order; ${requests} orders in ${results.length} runs`,
    `cleaned up ${cleaned?.orders} orders, ${cleaned?.movements} ledger rows, ${cleaned?.expenses} expenses, ${cleaned?.levels} stock levels put back`,
  ];
  return {
    lines,
    figures,
    checks: [
      { name: "every completion answered 200", ok: failures === 0, detail: `${failures} failures of ${requests + failures}` },
      {
        name: "one expense per completed order",
        ok: expensesBooked === completed,
        detail: `${expensesBooked} expenses for ${completed} completions`,
      },
      { name: "five ledger rows per completed order", ok: (cleaned?.movements ?? 0) === completed * 5, detail: `${cleaned?.movements} rows` },
    ],
  };
};

export const purchaseOrderComplete: TaskCase = {
  kind: "task",
  name: "purchase-order-complete",
  title: "POST /api/purchase-orders/:id/complete: pending orders of 5 items each (stock in + one expense)",
  data: { purchase_orders: 200_000 },
  run,
};
