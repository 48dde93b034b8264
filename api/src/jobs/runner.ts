import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { AppContext } from "../context";
import { type Logger, log } from "../ops/logger";

/** Background work of a module: what it does and how often. */
export interface JobDef {
  /** Unique, `<module>.<job>` (the row in `jobs`). */
  name: string;
  /** Seconds from the end of one run to the next. */
  every: number;
  /** Or the next run's time after one ends (e.g. every day at 02:00), instead of `every`. */
  next?: (now: Date, ctx: AppContext) => Date;
  /** The first run waits one period instead of running at start-up. */
  waitFirst?: boolean;
  /** Seconds a run may take before another process may take it over (a killed process); default 600. */
  lease?: number;
  /** Does the work; it must leave nothing half-done if the process dies (one statement or one transaction). */
  run: (ctx: AppContext) => Promise<unknown>;
}

export const defineJob = (job: JobDef): JobDef => job;

export interface JobRun {
  name: string;
  status: "ok" | "failed";
  error?: string;
}

export interface JobRunnerOptions {
  /** Where failures are said (default: the process's logger). */
  logger?: Logger;
  /** Told of every run this process makes, with its duration (the metrics: ops/metrics.ts). */
  observe?: (run: JobRun, seconds: number) => void;
}

/**
 * Runs the modules' jobs from PostgreSQL. Each job has a row in `jobs`; a process runs it only after
 * claiming that row in one UPDATE (the job is due and no other process holds a live lease), so N
 * API processes on one database run each schedule once. The run's end moves the schedule on; a
 * process killed mid-run leaves its lease to expire and another process runs the job again.
 * Claiming is a single short statement, which suits PGlite's one connection as well as a pool.
 */
export class JobRunner {
  /** Who holds a lease: host, process and a random part (two runners in one process differ). */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  private timer?: NodeJS.Timeout;
  private running?: Promise<JobRun[]>;
  private registered?: Promise<void>;

  constructor(
    private readonly ctx: AppContext,
    readonly jobs: readonly JobDef[],
    private readonly options: JobRunnerOptions = {},
  ) {
    const names = new Set<string>();
    for (const job of jobs) {
      if (names.has(job.name)) throw new Error(`job "${job.name}" is declared twice`);
      names.add(job.name);
    }
  }

  /** Gives every job its row (a new job is due at once, or after one period with `waitFirst`). */
  register(): Promise<void> {
    this.registered ??= (async () => {
      if (!this.jobs.length) return;
      await this.ctx
        .db("jobs")
        .insert(this.jobs.map((job) => ({ name: job.name, next_run_at: job.waitFirst ? this.nextRun(job) : this.ctx.db.fn.now() })))
        .onConflict("name")
        .ignore();
    })();
    return this.registered;
  }

  /** Polls for due jobs every `pollSeconds` until stop(). */
  start(pollSeconds = 5) {
    if (this.timer) return this;
    const failed = (error: unknown) => (this.options.logger ?? log()).error({ err: error }, "jobs: polling for due jobs failed");
    this.timer = setInterval(() => void this.tick().catch(failed), pollSeconds * 1000);
    this.timer.unref();
    void this.tick().catch(failed);
    return this;
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Runs every due job this process can claim, one after another; what ran and how it ended. */
  tick(): Promise<JobRun[]> {
    if (this.running) return this.running;
    this.running = (async () => {
      await this.register();
      const runs: JobRun[] = [];
      for (const job of this.jobs) {
        const run = await this.runIfDue(job);
        if (run) runs.push(run);
      }
      return runs;
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Makes a job due now (e.g. "Back up now") and runs it here if no other process has it. */
  async trigger(name: string): Promise<JobRun | undefined> {
    const job = this.job(name);
    await this.register();
    await this.ctx.db("jobs").where({ name }).update({ next_run_at: this.ctx.db.fn.now() });
    await this.running?.catch(() => undefined);
    return this.runIfDue(job);
  }

  private job(name: string) {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) throw new Error(`no job "${name}"`);
    return job;
  }

  /** `every` counts on the database's clock (shared by all processes); `next` on the app's. */
  private nextRun(job: JobDef) {
    return job.next ? job.next(this.ctx.clock.now(), this.ctx) : this.ctx.db.raw("now() + make_interval(secs => ?)", [job.every]);
  }

  private async runIfDue(job: JobDef): Promise<JobRun | undefined> {
    const { db } = this.ctx;
    const claimed = await db("jobs")
      .where({ name: job.name })
      .where("next_run_at", "<=", db.fn.now())
      .where((q) => q.whereNull("lease_until").orWhere("lease_until", "<", db.fn.now()))
      .update({ lease_until: db.raw("now() + make_interval(secs => ?)", [job.lease ?? 600]), runner: this.id, started_at: db.fn.now() })
      .returning("name");
    if (!claimed.length) return undefined;
    let run: JobRun;
    const started = performance.now();
    try {
      await job.run(this.ctx);
      run = { name: job.name, status: "ok" };
    } catch (error) {
      run = { name: job.name, status: "failed", error: error instanceof Error ? error.message : String(error) };
      (this.options.logger ?? log()).error({ job: job.name, err: run.error }, `job ${job.name} failed`);
    }
    this.options.observe?.(run, (performance.now() - started) / 1000);
    await db("jobs")
      .where({ name: job.name, runner: this.id })
      .update({
        lease_until: null,
        finished_at: db.fn.now(),
        next_run_at: this.nextRun(job),
        last_status: run.status,
        last_error: run.error?.slice(0, 2000) ?? null,
        runs: db.raw("runs + 1"),
      });
    return run;
  }
}
