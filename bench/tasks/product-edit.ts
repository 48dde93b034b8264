import type { Knex } from "knex";
import { loadWrites, percentile, perSecond, type WriteLoadResult } from "../load";
import { round1 } from "../summary";
import type { Child } from "../children";
import { shuffle, type TaskCase, type TaskContext, withCpu } from "./task";

/**
 * `product-edit`: a list write as the admin's form sends it, PATCH /api/products/:id {"price": ...}
 * (CrudService.write: the row locked, validated, updated, the behaviour log and the record's history
 * line, one transaction), each request on a product of its own, at --connections. Its p95 is what
 * the record history (issue 27) may grow by at most 15%: run it with `--app-root` on a checkout
 * without history for the "before" figure (bench/README.md).
 *
 * The bench puts every touched product's price, updated_at and updated_by back afterwards and
 * deletes the behaviour-log and history lines its writes left: the data set stays seed/large.ts's.
 */
interface Run {
  round: number;
  result: WriteLoadResult;
  nodeMs: number;
  postgresMs: number;
  machineBusyPct: number;
}

const hasTable = async (db: Knex, table: string) => Boolean((await db.raw("select to_regclass(?) as t", [table])).rows[0].t);

/** What a product-edit run changes, as it was before: the products' price and stamps, and the last log and history ids. */
export interface EditedProducts {
  kept: { id: number; price: string; updated_at: Date; updated_by: number | null }[];
  history: boolean;
  before: { logs: number; history: number };
}

/** Up to 40,000 live products as they are now, before edits (putBackProducts restores them). */
export const keepProducts = async (db: Knex): Promise<EditedProducts> => {
  const kept = (await db("products")
    .whereNull("deleted_at")
    .orderBy("id")
    .limit(40_000)
    .select("id", "price", "updated_at", "updated_by")) as EditedProducts["kept"];
  const history = await hasTable(db, "record_history");
  const before = {
    logs: Number((await db("behaviour_logs").max({ id: "id" }).first())?.id ?? 0),
    history: history ? Number((await db("record_history").max({ id: "id" }).first())?.id ?? 0) : 0,
  };
  return { kept, history, before };
};

/** The products' price, updated_at and updated_by as they were; the behaviour-log and history lines the edits left go. */
export const putBackProducts = async (db: Knex, { kept, history, before }: EditedProducts) => {
  await db.transaction(async (trx) => {
    await trx.raw(
      `update products p set price = k.price, updated_at = k.updated_at, updated_by = k.updated_by
         from jsonb_to_recordset(?::jsonb) as k(id int, price numeric, updated_at timestamptz, updated_by int) where p.id = k.id`,
      [JSON.stringify(kept)],
    );
    await trx("behaviour_logs").where("id", ">", before.logs).where({ target: "products" }).delete();
    if (history) await trx("record_history").where("id", ">", before.history).where({ resource: "products" }).delete();
  });
  await db.raw(`vacuum (analyze) products, behaviour_logs${history ? ", record_history" : ""}`);
};

/** `amount` edits, each on the next product of `ids` (`next` counts across calls), at `connections`, with the CPU they took. */
export const editProducts =
  (app: Child, origin: string, headers: Record<string, string>, connections: number, ids: number[], next: { i: number }) => (amount: number) =>
    withCpu(app, () =>
      loadWrites(origin, {
        connections,
        amount,
        method: "PATCH",
        headers,
        // a new price each time (a write that changes nothing leaves no history line)
        body: JSON.stringify({ price: `${(10 + Math.random() * 90).toFixed(2)}` }),
        nextPath: () => `/api/products/${ids[next.i++ % ids.length]}`,
      }),
    );

const run = async ({ db, app, origin, headers, settings, log }: TaskContext) => {
  const edited = await keepProducts(db);
  const { history } = edited;
  const ids = shuffle(edited.kept.map((p) => p.id));
  const runOnce = editProducts(app, origin, headers, settings.connections, ids, { i: 0 });

  const runs: Run[] = [];
  try {
    const { result: warm } = await runOnce(400);
    const rate = warm.requests / warm.seconds;
    const amount = Math.max(200, Math.min(Math.round(rate * settings.duration), 20_000));
    log(`warm-up: ${rate.toFixed(0)} edits/s; ${amount} edits a run`);
    for (let round = 1; round <= settings.rounds; round++) {
      const { result, ...cpu } = await runOnce(amount);
      runs.push({ round, result, ...cpu });
      log(
        `round ${round} ${(result.requests / result.seconds).toFixed(0).padStart(5)} edits/s, p95 ${percentile(
          [...result.latencies].sort((a, b) => a - b),
          95,
        ).toFixed(1)} ms, machine ${cpu.machineBusyPct.toFixed(0)}% busy; per second: ${perSecond(result.completedAt).join(" ")}`,
      );
    }
  } finally {
    await putBackProducts(db, edited);
  }

  const results = runs.map((r) => r.result);
  const requests = results.reduce((a, r) => a + r.requests, 0);
  const seconds = results.reduce((a, r) => a + r.seconds, 0);
  const sorted = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const failures = results.reduce((a, r) => a + r.non2xx + r.errors, 0);
  const figures = {
    history,
    editsPerSecond: round1(requests / seconds),
    latencyMs: { p50: round1(percentile(sorted, 50)), p95: round1(percentile(sorted, 95)), p99: round1(percentile(sorted, 99)) },
    roundsP95Ms: results.map((r) =>
      round1(
        percentile(
          [...r.latencies].sort((a, b) => a - b),
          95,
        ),
      ),
    ),
    cpuMsPerEdit: {
      node: Math.round((runs.reduce((a, r) => a + r.nodeMs, 0) / Math.max(1, requests)) * 100) / 100,
      postgres: Math.round((runs.reduce((a, r) => a + r.postgresMs, 0) / Math.max(1, requests)) * 100) / 100,
    },
    machineBusyPct: round1(runs.reduce((a, r) => a + r.machineBusyPct * r.result.seconds, 0) / seconds),
    requests,
    failures,
  };
  return {
    lines: [
      `history ${history ? "on" : "off (no record_history table)"}: ${figures.editsPerSecond} edits/s, p50 ${figures.latencyMs.p50} ms, p95 ${figures.latencyMs.p95} ms ` +
        `(rounds ${figures.roundsP95Ms.join(", ")}), p99 ${figures.latencyMs.p99} ms; node ${figures.cpuMsPerEdit.node} ms/edit, ` +
        `pg ${figures.cpuMsPerEdit.postgres} ms/edit; machine ${figures.machineBusyPct}% busy`,
    ],
    figures,
    checks: [{ name: "every edit answered 200", ok: failures === 0, detail: `${failures} failures of ${requests + failures}` }],
  };
};

export const productEdit: TaskCase = {
  kind: "task",
  name: "product-edit",
  title: 'PATCH /api/products/:id {"price": ...}: one product per edit (the write path with its history line)',
  data: { products: 100_000 },
  run,
};
