import { loadavg } from "node:os";
import { machineCpuMs } from "./children";
import { defaultJudging, expectedReference, judgeMachine, type MachineSample } from "./judge";
import { round1 } from "./summary";

/**
 * A fixed piece of JS work, timed (ms, best of 5): this VM's speed varies by tens of percent from one
 * minute to the next (the host's other tenants), which moves every absolute figure; compare runs
 * with their speed reference in mind, or compare ratios.
 */
export const speedReferenceMs = () => {
  let best = Infinity;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    let x = 0;
    for (let i = 0; i < 20_000_000; i++) x = (x + i * 7) % 1_000_003;
    if (x < 0) console.log(x);
    best = Math.min(best, performance.now() - started);
  }
  return round1(best);
};

/** How busy the machine is with other work (other tests, builds), over one second. */
export const backgroundBusyPct = async () => {
  const before = machineCpuMs();
  await new Promise((done) => setTimeout(done, 1000));
  const after = machineCpuMs();
  return (100 * (after.busy - before.busy)) / (after.total - before.total);
};

/** Waits up to `seconds` for other work to stop (under 15% busy); returns the last reading. */
export const waitForQuiet = async (seconds: number) => {
  let busy = await backgroundBusyPct();
  if (busy <= 15 || seconds <= 1) return busy;
  console.log(`  waiting up to ${seconds} s for the machine to be quiet (${busy.toFixed(0)}% busy)...`);
  for (let waited = 1; busy > 15 && waited < seconds; waited++) busy = await backgroundBusyPct();
  return busy;
};

/**
 * The machine before and after each case (issue 29 item 5): `machineBefore` waits for quiet, then
 * takes the speed reference, other work and load; `judgeCase` samples them again once the case's
 * servers have stopped and says whether the case may be judged (bench/judge.ts), printing why not.
 */
export const watchMachine = (judging: { stated?: number; margin: number; quietWait: number }) => {
  /** Every speed reference taken in this run: the fastest is what this machine does when quiet. */
  const referencesSeen: number[] = [];

  const machineBefore = async () => {
    const background = await waitForQuiet(judging.quietWait);
    const speed = speedReferenceMs();
    referencesSeen.push(speed);
    const load1 = round1(loadavg()[0]);
    console.log(
      `  machine busy before the run: ${background.toFixed(0)}%${background > 15 ? " (something else is running: figures will be lower)" : ""}; speed reference ${speed} ms (lower = faster); load ${load1}`,
    );
    return { background, speed, sample: { referenceMs: speed, otherBusyPct: background, load1 } as MachineSample };
  };

  /** `during`: the other work the case itself counted while it ran. */
  const judgeCase = async (before: MachineSample, during: MachineSample) => {
    const otherBusyPct = await backgroundBusyPct();
    const after = { referenceMs: speedReferenceMs(), otherBusyPct, load1: round1(loadavg()[0]) };
    referencesSeen.push(after.referenceMs);
    const expectedMs = expectedReference(judging.stated, referencesSeen);
    const { margin } = judging;
    const judgement = judgeMachine({ before, during, after }, { expectedMs, margin, maxOtherBusyPct: defaultJudging.maxOtherBusyPct });
    console.log(
      `  machine after the case: speed reference ${after.referenceMs} ms (expected ${expectedMs} ms), other work ${otherBusyPct.toFixed(0)}%, load ${after.load1}${judgement.judged ? "" : `\n  ${judgement.reason}`}`,
    );
    return { judgement, machine: { before, during, after, expectedReferenceMs: expectedMs, margin } };
  };

  return { machineBefore, judgeCase };
};
