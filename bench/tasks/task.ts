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
