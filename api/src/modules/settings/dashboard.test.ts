import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import { periodOf } from "./dashboard";

// 2026-11-20 noon in Hong Kong: this month is November, last month October
const now = new Date("2026-11-20T04:00:00Z");

let ctx: Awaited<ReturnType<typeof openTestApp>>;
const agents: Record<string, Awaited<ReturnType<typeof signedInAs>>["agent"]> = {};

beforeAll(async () => {
  ctx = await openTestApp({ clock: { now: () => now } });
  for (const role of ["ADMIN", "SALES", "HR", "ACCOUNTING"]) agents[role] = (await signedInAs(ctx.app, ctx.db, [role])).agent;
  const db = ctx.db;
  const [amy, ben, chan] = await db("customers")
    .insert([{ name: "Amy Chan" }, { name: "Ben Wong" }, { name: "陳大文" }])
    .returning("id")
    .then((r) => r.map((x) => x.id));
  const [p1, p2, p3] = await db("products")
    .insert([
      { code: "P1", name: "Pen", price: "30.00", reorder_level: 10 },
      { code: "P2", name: "Paper", price: "40.00" },
      { code: "P3", name: "Stapler", price: "19.99", reorder_level: 0 },
    ])
    .returning("id")
    .then((r) => r.map((x) => x.id));
  const order = async (
    number: string,
    order_date: string,
    customer_id: number,
    total: string,
    status: string,
    lines: [number, number, string, string][],
    expiration?: string,
    days: { completed_on?: string; refunded_on?: string } = {},
  ) => {
    const [{ id }] = await db("orders")
      .insert({ number, order_date, customer_id, payment_method: "credit_card", total, status, expiration, ...days })
      .returning("id");
    if (lines.length)
      await db("order_lines").insert(
        lines.map(([product_id, quantity, price, amount], i) => ({ order_id: id, position: i + 1, product_id, quantity, price, amount })),
      );
  };
  // on the accrual basis: a sale on the day its order completed, a refund on its own day
  await order(
    "O1",
    "2026-11-02",
    amy,
    "100.00",
    "completed",
    [
      [p1, 2, "30.00", "60.00"],
      [p2, 1, "40.00", "40.00"],
    ],
    undefined,
    { completed_on: "2026-11-03" },
  );
  await order("O2", "2026-11-15", ben, "250.50", "pending", [[p2, 5, "50.10", "250.50"]], "2026-11-10");
  await order("O3", "2026-11-18", amy, "80.00", "cancelled", [[p1, 1, "80.00", "80.00"]]);
  await order("O4", "2026-11-19", chan, "19.99", "processing", [[p3, 1, "19.99", "19.99"]]);
  await order("O5", "2026-10-31", ben, "300.00", "completed", [], undefined, { completed_on: "2026-11-01" });
  await order("O6", "2026-10-01", ben, "50.00", "refunded", [[p2, 1, "50.00", "50.00"]], undefined, {
    completed_on: "2026-10-02",
    refunded_on: "2026-11-05",
  });
  await order("O7", "2026-09-30", amy, "1000.00", "completed", [], undefined, { completed_on: "2026-10-01" });
  await order("O8", "2026-08-01", chan, "10.00", "pending", [], "2026-12-31");
  await db("employees").insert([
    { full_name: "Ada Lee", name: "Ada", status: "active" },
    { full_name: "Bo Ho", name: "Bo", status: "active" },
    { full_name: "Cy Ng", name: "Cy", status: "inactive" },
  ]);
  const [{ id: vendor }] = await db("vendors").insert({ company_name: "Kowloon Paper Co" }).returning("id");
  await db("purchase_orders").insert([
    { number: "PO1", vendor_id: vendor, total: "500.00", paid: "200.00", due: "300.00", status: "completed", received_on: "2026-10-20" },
    { number: "PO2", vendor_id: vendor, total: "120.00", paid: "120.00", due: "0.00", status: "completed", received_on: "2026-11-02" },
    { number: "PO3", vendor_id: vendor, total: "80.25", paid: "0.00", due: "80.25", status: "completed", received_on: "2026-11-12" },
    // not received: not owed yet
    { number: "PO4", vendor_id: vendor, total: "40.00", paid: "10.00", due: "30.00", status: "pending" },
  ]);
  await db("bank_transactions").insert([
    { date: "2026-10-05", holder_name: "Harbour", transaction_number: "T1", credit: "1000.00" },
    { date: "2026-11-03", holder_name: "Harbour", transaction_number: "T2", debit: "250.40" },
    { date: "2026-12-01", holder_name: "Harbour", transaction_number: "T3", credit: "9999.00" },
  ]);
  await db("incomes").insert([
    { date: "2026-11-04", amount: "700.00" },
    { date: "2026-10-30", amount: "50.00" },
  ]);
  await db("expenses").insert([{ date: "2026-11-10", amount: "123.45", usage: "Rent" }]);
});
afterAll(() => ctx.close());

const card = async (role: string, name: string) => {
  const res = await agents[role].get(`/api/dashboard/${name}`);
  expect(res.status, `${role} ${name}`).toBe(200);
  return res.body;
};

describe("dashboard", () => {
  it("knows this month and last month in the company's time zone", () => {
    expect(periodOf("2026-01-15")).toEqual({
      today: "2026-01-15",
      monthStart: "2026-01-01",
      lastMonthStart: "2025-12-01",
      nextMonthStart: "2026-02-01",
    });
  });

  it("shows each role only the cards of what it may read: no HR or cash cards for SALES", async () => {
    const cardsOf = async (role: string) => (await agents[role].get("/api/dashboard")).body.cards as string[];
    const sales = ["sales", "orders-by-status", "top-products", "top-customers", "receivables", "low-stock"];
    expect(await cardsOf("SALES")).toEqual([...sales, "payables"]);
    expect(await cardsOf("ACCOUNTING")).toEqual([...sales, "cash"]);
    expect(await cardsOf("HR")).toEqual([...sales, "headcount", "payroll", "payables"]);
    expect(await cardsOf("ADMIN")).toEqual([...sales, "headcount", "payroll", "payables", "cash"]);
    expect((await agents.SALES.get("/api/dashboard/cash")).status).toBe(403);
    expect((await agents.SALES.get("/api/dashboard/payroll")).status).toBe(403);
    expect((await agents.SALES.get("/api/dashboard/headcount")).status).toBe(403);
    expect((await agents.ADMIN.get("/api/dashboard/nothing")).status).toBe(404);
  });

  it("sales this month against last month on the accrual basis: orders completed, less refunds on their own day", async () => {
    expect((await agents.SALES.get("/api/dashboard")).body.basis).toBe("accrual");
    const body = await card("SALES", "sales");
    // O1 100.00 + O5 300.00 (ordered in October, completed in November) - O6's refund 50.00 (completed in October)
    expect(body.this_month).toEqual({ total: "350.00", orders: 2, from: "2026-11-01" });
    // O7 1000.00 (ordered in September) + O6 50.00, which its November refund does not change
    expect(body.last_month).toEqual({ total: "1050.00", orders: 2, from: "2026-10-01" });
    expect(body.days.map((d: { day: string; total: string }) => [d.day, d.total])).toEqual([
      ["2026-10-01", "1000.00"],
      ["2026-10-02", "50.00"],
      ["2026-11-01", "300.00"],
      ["2026-11-03", "100.00"],
      ["2026-11-05", "-50.00"],
    ]);
    expect(body.link).toBe("/sales/order?completed_on_gte=2026-11-01");
  });

  it("orders by status this month, top products and customers", async () => {
    expect((await card("SALES", "orders-by-status")).statuses).toEqual([
      { status: "cancelled", orders: 1 },
      { status: "completed", orders: 1 },
      { status: "pending", orders: 1 },
      { status: "processing", orders: 1 },
    ]);
    expect(
      (await card("SALES", "top-products")).products.map((p: { code: string; quantity: number; amount: string }) => [p.code, p.quantity, p.amount]),
    ).toEqual([
      ["P1", 2, "60.00"],
      // 1 sold for 40.00, 1 refunded (sold in October for 50.00)
      ["P2", 0, "-10.00"],
    ]);
    expect(
      (await card("SALES", "top-customers")).customers.map((c: { name: string; orders: number; total: string }) => [c.name, c.orders, c.total]),
    ).toEqual([
      ["Ben Wong", 1, "250.00"],
      ["Amy Chan", 1, "100.00"],
    ]);
  });

  it("receivables, low stock and headcount", async () => {
    expect(await card("ACCOUNTING", "receivables")).toMatchObject({ orders: 2, total: "260.50", overdue: 1, overdue_total: "250.50" });
    const low = await card("SALES", "low-stock");
    expect(low.below).toBe(1);
    expect(low.products).toEqual([expect.objectContaining({ code: "P1", on_hand: 0, reorder_level: 10 })]);
    expect(await card("HR", "headcount")).toMatchObject({ active: 2, inactive: 1 });
    expect(await card("HR", "payroll")).toMatchObject({ month: null, employees: 0, cost: "0" });
  });

  it("payables and the cash position", async () => {
    expect(await card("SALES", "payables")).toMatchObject({ orders: 2, due: "380.25" });
    // the balance up to today (not December's), this month's incomes and expenses
    expect(await card("ACCOUNTING", "cash")).toMatchObject({ balance: "749.60", incomes: "700.00", expenses: "123.45", from: "2026-11-01" });
  });
});
