import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBooksAgree, reportsFromScratch } from "./invariants";
import { months, openWorld, runSteps, stepArb, type World } from "./world";

/**
 * Issue 22, "Invariants, tested as properties": random sequences of what the company's staff do
 * (orders with stock, purchase orders, incomes and expenses, vouchers, bank transactions, partners'
 * ledgers and advances, payroll generated, adjusted and paid, the trash, months closed and reopened,
 * the company's today moving), a step's actions sent together, and after every sequence the books
 * checked against themselves (invariants.ts). One company lives through all the runs, so each
 * sequence starts from what the earlier ones left. A failure stops at once (no shrinking: the
 * database keeps what the failing run wrote) and names the seed and the sequence. A seed replays
 * only with the generator it was found with (world.ts changes with the code), so each bug found is
 * kept as an example test beside its module, naming its seed: hr/negative-pay.test.ts (775239916),
 * partners.test.ts "refuses a ledger entry, or a reversal, dated in a closed period" (320104690).
 *
 * Runs: PROPERTY_RUNS (default 50 on PGlite, 80 on the server), each a sequence of 1 to 8 steps.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const numRuns = Number(process.env.PROPERTY_RUNS ?? (onServer ? 80 : 50));

let world: World;
beforeAll(async () => {
  world = await openWorld();
}, 120_000);
afterAll(() => world?.close());

const property = () =>
  fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
    await runSteps(world, steps);
    const scratch = await expectBooksAgree(world.ctx.db, world);
    const balance = await world.agent.get("/api/bank-transactions/balance?from=2026-10-01&to=2026-12-31");
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject(scratch);
    for (const year of [2026, 2027])
      expect({
        reports: await reportsFromScratch(
          (url) => world.agent.get(url),
          world.ctx.db,
          year,
          months.filter((m) => m.startsWith(String(year))),
        ),
      }).toEqual({ reports: [] });
  });

describe("the books agree with themselves after random sequences of actions", () => {
  it(`${numRuns} random sequences${onServer ? " (PostgreSQL server: a step's actions run at the same time)" : ""}`, async () => {
    const started = Date.now();
    await fc.assert(property(), { numRuns, endOnFailure: true, verbose: 1 });
    const answered = [...world.statuses].map(([kind, counts]) => `${kind} ${[...counts].map(([s, n]) => `${s}x${n}`).join(" ")}`);
    console.info(`books property: ${numRuns} sequences in ${Date.now() - started} ms\n${answered.join("\n")}`);
    // the sequences did write (the commonest actions succeeded), not only meet refusals
    for (const [kind, status] of [
      ["orderStatus", 200],
      ["order", 201],
      ["booking", 201],
    ] as const)
      expect(world.statuses.get(kind)?.get(status) ?? 0, kind).toBeGreaterThan(0);
  }, 600_000);
});
