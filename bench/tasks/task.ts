import { readFileSync } from "node:fs";
import type { Knex } from "knex";
import { type Child, cpuSince, cpuSnapshot, machineCpuMs } from "../children";
import { round1 } from "../summary";

/**
 * A task case measures one piece of work the app does (a write, an import, an export) against the
 * app child alone: there is no bare server to compare with, the figures are the task's own.
 * `npm run bench <name>` signs in (with the CSRF token writes need), starts the app child, runs it,
 * prints `lines` and the checks, and saves everything under bench/results/.
 */
export interface TaskCase {
  kind: "task";
  name: string;
  /** One line: what is measured ("POST /api/orders/:id/status ..."). */
  title: string;
  /** Live rows per table the task needs; seed/large.ts fills the tables when there are fewer. */
  data: Record<string, number>;
  run: (context: TaskContext) => Promise<TaskResult>;
}

export interface TaskSettings {
  rounds: number;
  duration: number;
  warmup: number;
  connections: number;
}

export interface TaskContext {
  db: Knex;
  /** The app child (its pid for /proc, its port). */
  app: Child;
  /** http://127.0.0.1:<port> of the app child. */
  origin: string;
  /** The signed-in SALES session's cookies and the X-CSRF-Token header. */
  headers: Record<string, string>;
  settings: TaskSettings;
  log: (line: string) => void;
  /**
   * Starts another app child on the same database with `env` added (e.g. `BENCH_HISTORY=off`), counted
   * as the bench's own work (not "other work"), stopped with the task's when it has not stopped it.
   */
  startApp: (name: string, env: Record<string, string>) => Promise<Child>;
}

export interface Check {
  name: string;
  ok: boolean;
  /** "median 6.2 s <= 10 s" */
  detail: string;
}

export interface TaskResult {
  /** The readable summary, printed as it is. */
  lines: string[];
  /** Everything measured, saved in the results file. */
  figures: Record<string, unknown>;
  /** The budget and the other things that must hold (every response 2xx...). */
  checks: Check[];
}

/** VmHWM (peak RSS) and VmRSS of a process, in MB, from /proc/<pid>/status. */
export const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { peakMb: round1(kb("VmHWM") / 1024), rssMb: round1(kb("VmRSS") / 1024) };
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2 : NaN;
};

/**
 * Runs `work` with foreign-key triggers off (superuser only: the bench's local server). Deleting what
 * the bench wrote would otherwise check every referencing table per row, and some of them have only
 * partial indexes on the column (`where deleted_at is null`), which such a check cannot use.
 * The caller deletes child rows itself: no cascade fires either.
 */
export const withoutForeignKeyChecks = <T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>) =>
  db.transaction(async (trx) => {
    await trx.raw("set local session_replication_role = replica");
    return work(trx);
  });

/** Shuffles `items` in place (Fisher-Yates): requests in a random order, not in the order they were written. */
export const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** A stock level as a write bench found it, to put back afterwards. */
interface Level {
  product_id: number;
  on_hand: number;
  sold: number;
  returned: number;
  value: string;
  updated_at: string;
}
export type StockLevels = Map<number, Level>;

/** Every product's stock level before a write bench runs. */
export const snapshotStockLevels = async (db: Knex): Promise<StockLevels> =>
  new Map(
    ((await db("stock_levels").select("product_id", "on_hand", "sold", "returned", "value", "updated_at")) as Level[]).map((l) => [l.product_id, l]),
  );

/** Sets the levels of `productIds` back to the snapshot (those it has); answers how many were put back. */
export const restoreStockLevels = async (trx: Knex.Transaction, levels: StockLevels | undefined, productIds: number[]): Promise<number> => {
  const restore = productIds.flatMap((id) => (levels?.has(id) ? [levels.get(id)!] : []));
  if (restore.length)
    await trx.raw(
      `update stock_levels as l
          set on_hand = v.on_hand, sold = v.sold, returned = v.returned, value = v.value, updated_at = v.updated_at
         from jsonb_to_recordset(?::jsonb) as v(product_id int, on_hand int, sold int, returned int, value numeric, updated_at timestamptz)
        where l.product_id = v.product_id`,
      [JSON.stringify(restore)],
    );
  return restore.length;
};

/**
 * CPU spent while `work` runs: by the app child (node), by all postgres processes, and how busy the
 * machine was, so a write's cost can be read per request (ms of CPU each) and not only as a rate.
 */
export const withCpu = async <T>(app: Child, work: () => Promise<T>) => {
  const before = { node: (await app.stats()).cpuMicros, processes: cpuSnapshot(), machine: machineCpuMs() };
  const result = await work();
  const after = { node: (await app.stats()).cpuMicros, machine: machineCpuMs() };
  return {
    result,
    nodeMs: (after.node - before.node) / 1000,
    postgresMs: cpuSince(before.processes, (_pid, command) => command === "postgres"),
    machineBusyPct: round1((100 * (after.machine.busy - before.machine.busy)) / (after.machine.total - before.machine.total)),
  };
};
