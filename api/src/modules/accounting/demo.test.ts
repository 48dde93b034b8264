import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../../seed/demo";
import { openTestApp } from "../../test/harness";
import { modules } from "..";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  ctx = await openTestApp({ clock: { now: () => new Date("2026-11-23T04:00:00Z") } });
});
afterAll(() => ctx.close());

describe("accounting demo data", () => {
  it("writes incomes, expenses, a bank statement, a posted and a draft voucher and last month's tax run; demo orders book through the posting service", async () => {
    expect(await seedDemo(ctx.context, modules)).toBe(true);
    const sources = (await ctx.db("incomes").distinct("source").pluck("source")) as string[];
    expect(sources).toEqual(expect.arrayContaining(["normal", "sales_order"]));
    expect(Number((await ctx.db("expenses").where({ source: "normal" }).count({ n: "*" }).first())!.n)).toBe(4);
    const vouchers = await ctx.db("vouchers").orderBy("id").select("number", "status");
    expect(vouchers.slice(0, 2)).toEqual([
      { number: "DV-2026-0001", status: "posted" },
      { number: "JV-2026-0001", status: "draft" },
    ]);
    expect(await ctx.db("taxes").where({ month: "2026-10" }).first("rate")).toEqual({ rate: "5.00" });
    const [{ balance }] = await ctx.db("bank_daily_totals").select(ctx.db.raw("sum(credit - debit)::text as balance"));
    expect(balance).toBe("28150.00");
  });
});
