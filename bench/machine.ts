import { machineCpuMs } from "./children";
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
