import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../../seed/demo";
import { openTestApp } from "../../test/harness";
import { modules } from "..";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  // the demo's "last month" is taken from the context's clock: fix it
  ctx = await openTestApp({ clock: { now: () => new Date("2026-11-23T04:00:00Z") } });
});
afterAll(() => ctx.close());

describe("HR demo data", () => {
  it("writes last month's attendance, sheets and an unpaid salary month with its payroll", async () => {
    expect(await seedDemo(ctx.context, modules)).toBe(true);
    const active = Number((await ctx.db("employees").where({ status: "active" }).count({ n: "*" }).first())!.n);
    expect(active).toBeGreaterThan(0);
    expect(Number((await ctx.db("attendance_days").count({ n: "*" }).first())!.n)).toBe(active * 22); // October 2026: 22 work days
    const sheets = await ctx.db("attendances").where({ year_month: "2026-10" }).select("ot_hours", "late_hours", "no_pay_leave_days");
    expect(sheets).toHaveLength(active);
    expect(sheets.some((s) => Number(s.ot_hours) > 0 && Number(s.late_hours) > 0)).toBe(true);
    const payrolls = await ctx.db("payrolls").where({ month: "2026-10" }).select("status", "adjustment");
    expect(payrolls).toHaveLength(active);
    expect(payrolls.every((p) => p.status === "unpaid")).toBe(true);
    expect(payrolls.some((p) => p.adjustment === "800.00")).toBe(true);
  });
});
