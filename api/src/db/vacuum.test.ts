import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobRunner } from "../jobs/runner";
import { openTestApp } from "../test/harness";
import { isEmbedded } from "./knex";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  ctx = await openTestApp();
});
afterAll(() => ctx.close());

const stats = async (table: string) => {
  await ctx.db.raw("select pg_stat_force_next_flush()");
  const { rows } = await ctx.db.raw(
    "select n_dead_tup, last_vacuum, last_analyze from pg_stat_user_tables where relname = ? and schemaname = current_schema()",
    [table],
  );
  return rows[0] as { n_dead_tup: number; last_vacuum: Date | null; last_analyze: Date | null };
};

describe("the vacuum job", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "on PGlite, vacuums and analyzes the tables whose dead rows passed the threshold, and only those",
    async () => {
      expect(isEmbedded(ctx.db)).toBe(true);
      // a refused import leaves dead rows: inserted, then rolled back
      await ctx.db
        .transaction(async (trx) => {
          await trx.raw("insert into customers (name) select 'Dead ' || i from generate_series(1, 5000) i");
          throw new Error("refused");
        })
        .catch(() => undefined);
      await ctx.db.raw("insert into product_categories (name) values ('Only one')");
      expect((await stats("customers")).n_dead_tup).toBeGreaterThanOrEqual(5000);

      const runner = new JobRunner(
        ctx.context,
        ctx.modules.flatMap((m) => m.jobs ?? []).filter((j) => j.name === "system.vacuum"),
      );
      expect(await runner.trigger("system.vacuum")).toEqual({ name: "system.vacuum", status: "ok" });
      const customers = await stats("customers");
      expect(customers.n_dead_tup).toBe(0);
      expect(customers.last_vacuum).not.toBeNull();
      expect((await stats("product_categories")).last_vacuum).toBeNull();
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)("on a PostgreSQL server, leaves it to autovacuum", async () => {
    const { vacuumWhereDead } = await import("./vacuum");
    expect(await vacuumWhereDead(ctx.db)).toEqual({ vacuumed: [], analyzed: [] });
  });
});
