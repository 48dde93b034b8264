/**
 * Whether a case's figures may be judged against its budget (issue 29 item 5): the guards are met on
 * a quiet machine and missed on a busy one, so a miss must mean the code. Before and after each case
 * the bench samples the machine (the speed reference, the CPU other processes take, the load
 * average); a case is judged only when the reference stayed within `margin` of what this machine
 * does when quiet and other work stayed under `maxOtherBusyPct`, before, during and after it.
 * Pure: bench/judge.test.ts holds it.
 */

/** How the machine stood at one moment (before or after a case), or over a case (`during`). */
export interface MachineSample {
  /** The speed reference (bench/machine.ts: a fixed JS loop, ms, best of 5; lower = faster). Absent for `during`. */
  referenceMs?: number;
  /** CPU other processes took, % of the machine (all cores). */
  otherBusyPct: number;
  /** os.loadavg()[0]: recorded, not judged (it is a one-minute average and counts the bench's own work). */
  load1?: number;
}

export interface JudgeOptions {
  /** What the speed reference is on this machine when it is quiet (ms). */
  expectedMs: number;
  /** How much slower the reference may be and the case still judged: 0.2 = 20%. */
  margin: number;
  /** Other processes' CPU above which the case is not judged (% of the machine). */
  maxOtherBusyPct: number;
}

/** The margins the bench states (bench/README.md): the reference within 20%, other work under 15%. */
export const defaultJudging = { margin: 0.2, maxOtherBusyPct: 15 } as const;

export type Judgement = { judged: true } | { judged: false; reason: string };

const ms = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * Judged, or why not: the first sample (before, during, after) whose speed reference is slower than
 * expected by more than the margin, or whose other work passes the limit. A reference faster than
 * expected never refuses (the expectation is then stale, not the machine busy).
 */
export const judgeMachine = (samples: { before: MachineSample; during?: MachineSample; after: MachineSample }, options: JudgeOptions): Judgement => {
  const { expectedMs, margin, maxOtherBusyPct } = options;
  for (const [when, sample] of Object.entries(samples) as [string, MachineSample | undefined][]) {
    if (!sample) continue;
    if (sample.referenceMs !== undefined && sample.referenceMs > expectedMs * (1 + margin))
      return {
        judged: false,
        reason: `machine busy: reference ${ms(sample.referenceMs)} ms vs ${ms(expectedMs)} ms expected (${when} the case, margin ${Math.round(margin * 100)}%), not judged`,
      };
    if (sample.otherBusyPct > maxOtherBusyPct)
      return {
        judged: false,
        reason: `machine busy: other work took ${Math.round(sample.otherBusyPct)}% of the machine ${when} the case (at most ${maxOtherBusyPct}%), not judged`,
      };
  }
  return { judged: true };
};

/**
 * The reference a quiet run of this machine gives: the one stated (`--expected-reference`), else the
 * fastest seen so far in this run (the VM's speed drifts; the fastest reading is the least disturbed).
 */
export const expectedReference = (stated: number | undefined, seen: readonly number[]) => stated ?? Math.min(...seen);

/** A case's verdict: its own checks when judged, else "not judged". */
export const verdictOf = (pass: boolean, judgement: Judgement) => (judgement.judged ? (pass ? "pass" : "fail") : "not judged");
export type Verdict = ReturnType<typeof verdictOf>;
