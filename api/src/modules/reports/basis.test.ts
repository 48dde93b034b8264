import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromCents, toCents } from "../../entities/money";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";

/**
 * The reports on one stated basis (issue 22 item 6), accrual: a sale on the day its order completes,
 * a refund as a negative line on its own day (the month the order completed never changes, its tax
 * run neither), a purchase on the day the goods are received whenever it is paid, salary in the month
 * worked (in the month paid once that month is closed). The company's today is a test clock (noon in
 * Hong Kong) moved through September to November 2026:
 *
 * - S1 ordered 1 Oct (A x3 = 30.00 goods + 5.00 shipping), completed 2 Oct, refunded 10 Nov;
 *   S2 ordered 1 Oct, only processing (not a sale); S3 ordered, completed and refunded in November;
 * - P1 ordered 28 Sep, received 12 Oct (50.00), paid 20.00 on 20 Oct and 30.00 on 3 Nov;
 * - October's salaries paid on 5 November (booked on 31 October); September's paid on 5 November
 *   after September was closed (booked on 5 November);
 * - service invoice I1 dated 20 Oct (a service plan), issued then, paid on 2 Nov: October's income.
 *
 * Then for each month the income statement, the summary, the closing report and the accounting
 * lists (incomes and expenses by source) agree, on PGlite and on the PostgreSQL server.
 */
let day = "2026-09-05";
const clock = { now: () => new Date(`${day}T04:00:00Z`) };
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>["agent"];

type Section = { rows: Record<string, string | number | null>[]; totals: Record<string, string | number | null> };
const report = async (url: string) => {
  const res = await admin.get(`/api/reports/${url}`);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body.basis).toBeTruthy();
  return (name: string) => (res.body.sections as ({ name: string } & Section)[]).find((s) => s.name === name)!;
};
const ok = async (res: PromiseLike<{ status: number; body: unknown }>, status = 200) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body as Record<string, unknown> & { id: number };
};
const monthRow = async (name: string, month: string) =>
  (await report(`${name}?year=${month.slice(0, 4)}`))("by-month").rows.find((r) => r.month === month)!;

/** A list's amounts summed (what an accountant adds up on the incomes or expenses screen). */
const listed = async (resource: "incomes" | "expenses", source: string, month: string) => {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const res = await admin.get(`/api/${resource}?source=${source}&date_gte=${month}-01&date_lte=${last}&_start=0&_end=1000`);
  expect(res.status).toBe(200);
  return (res.body as { amount: string }[]).reduce((sum, row) => sum + toCents(row.amount), 0n);
};
const paidPayroll = async (month: string) =>
  fromCents(toCents(String((await ctx.db("payrolls").where({ month, status: "paid" }).sum({ s: "actual_amount" }).first())?.s ?? "0")));

let s1: { id: number; number: string };
let invoice: { id: number; total?: unknown };
let octoberBefore: Record<string, unknown>;
let octoberTaxBefore: Section;

beforeAll(async () => {
  ctx = await openTestApp({ clock });
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  const A = await createProduct(admin, { name: "Basis pen", price: "10.00", stock: 20, unitCost: "4.00" });
  const customer = await createCustomer(admin, { name: "Basis Trading" });
  const vendor = await ok(admin.post("/api/vendors").send({ company_name: "Basis Supplies" }), 201);
  await ok(admin.post("/api/employees").send({ full_name: "Basis Chan", name: "Basis", salary: "12000.00", status: "active" }), 201);
  for (const month of ["2026-09", "2026-10"]) await ok(admin.post("/api/attendances/compute").send({ month }));

  day = "2026-09-30";
  await ok(admin.post("/api/salaries/generate").send({ month: "2026-09" }));

  day = "2026-09-28";
  const p1 = await ok(
    admin
      .post("/api/purchase-orders")
      .send({ vendor_id: vendor.id, order_date: "2026-09-28", items: [{ product_id: A.id, quantity: 10, unit_cost: "5.00" }] }),
    201,
  );
  day = "2026-10-01";
  s1 = await createOrder(admin, customer.id, [{ product_id: A.id, quantity: 3 }], { order_date: "2026-10-01", shipping_cost: "5.00" });
  const s2 = await createOrder(admin, customer.id, [{ product_id: A.id, quantity: 2 }], { order_date: "2026-10-01" });
  for (const step of ["processing", "shipping"]) await ok(moveOrder(admin, s1.id, step));
  await ok(moveOrder(admin, s2.id, "processing"));
  day = "2026-10-02";
  await ok(moveOrder(admin, s1.id, "completed"));

  day = "2026-10-12";
  await ok(admin.post(`/api/purchase-orders/${p1.id}/complete`));
  day = "2026-10-20";
  await ok(admin.post(`/api/purchase-orders/${p1.id}/payments`).send({ amount: "20.00", payment_method: "cheque" }), 201);
  const unit = await ok(
    admin.post("/api/service-units").send({ name: "Basis care", service_code: `BSU-${process.pid}`, period: "monthly", price: "60.00" }),
    201,
  );
  const plan = await ok(
    admin.post("/api/service-plans").send({ name: "Basis plan", price: "100.00", packages: [{ service_unit_id: unit.id, quantity: 1 }] }),
    201,
  );
  invoice = await ok(
    admin.post("/api/service-invoices").send({
      customer_id: customer.id,
      invoice_date: "2026-10-20",
      lines: [{ item_type: "service_plan", service_plan_id: plan.id, quantity: 1 }],
    }),
    201,
  );
  await ok(admin.post(`/api/service-invoices/${invoice.id}/status`).send({ status: "issued" }));
  day = "2026-10-31";
  await ok(admin.post("/api/salaries/generate").send({ month: "2026-10" }));

  day = "2026-11-01";
  await ok(admin.post("/api/accounting-home/periods/2026-09/close"));
  day = "2026-11-03";
  await ok(admin.post(`/api/purchase-orders/${p1.id}/payments`).send({ amount: "30.00", payment_method: "cheque" }), 201);
  day = "2026-11-02";
  await ok(admin.post(`/api/service-invoices/${invoice.id}/status`).send({ status: "paid" }));
  day = "2026-11-05";
  for (const month of ["2026-10", "2026-09"]) await ok(admin.post("/api/salaries/pay").send({ month, payment_method: "bank_transfer" }));

  // October as it stands before the refund
  octoberBefore = await monthRow("income-statement", "2026-10");
  octoberTaxBefore = (await report("tax?month=2026-10&rate=7.5"))("orders");

  day = "2026-11-10";
  for (const step of ["returning", "refunded"]) await ok(moveOrder(admin, s1.id, step));
  const s3 = await createOrder(admin, customer.id, [{ product_id: A.id, quantity: 1 }], { order_date: "2026-11-10" });
  for (const step of ["processing", "shipping", "completed"]) await ok(moveOrder(admin, s3.id, step));
  day = "2026-11-11";
  for (const step of ["returning", "refunded"]) await ok(moveOrder(admin, s3.id, step));
}, 120_000);
afterAll(() => ctx.close());

describe("the accrual basis", () => {
  it("a refund in November of an order completed in October is a negative line in November; October does not change", async () => {
    expect(await ctx.db("orders").where({ id: s1.id }).first("completed_on", "refunded_on")).toEqual({
      completed_on: expect.anything(),
      refunded_on: expect.anything(),
    });
    // 30.00 goods, 5.00 shipping, 3 x 4.00 cost of goods; S2 (processing) is not a sale
    const october = await monthRow("income-statement", "2026-10");
    expect(october).toEqual(octoberBefore);
    expect(october).toMatchObject({ revenue: "30.00", cogs: "12.00", gross_profit: "18.00", shipping: "5.00" });
    expect((await report("tax?month=2026-10&rate=7.5"))("orders")).toEqual(octoberTaxBefore);
    expect(octoberTaxBefore.rows.map((r) => [r.number, r.taxable_amount, r.tax])).toEqual([[s1.number, "30.00", "2.25"]]);

    // November: S1's refund (-30.00, -5.00 shipping, 12.00 back in stock); S3 completed and refunded (nets to nothing)
    expect(await monthRow("income-statement", "2026-11")).toMatchObject({
      revenue: "-30.00",
      cogs: "-12.00",
      gross_profit: "-18.00",
      shipping: "-5.00",
    });
    const novemberTax = (await report("tax?month=2026-11&rate=7.5"))("orders");
    expect(novemberTax.rows.map((r) => [r.number, r.taxable_amount, r.tax])).toEqual([[s1.number, "-30.00", "-2.25"]]);
    const sales = await report("sales?from=2026-10-01&to=2026-11-30");
    expect(sales("by-month").rows).toEqual([
      { month: "2026-10", orders: 1, gross: "30.00", returns: "0.00", net: "30.00" },
      { month: "2026-11", orders: 1, gross: "10.00", returns: "40.00", net: "-30.00" },
    ]);
    expect(sales("by-customer").rows).toEqual([{ customer: "Basis Trading", orders: 2, gross: "40.00", returns: "40.00", net: "0.00" }]);
    const november = await report("sales?from=2026-11-01&to=2026-11-30");
    expect(november("by-product").rows).toEqual([
      expect.objectContaining({ product: "Basis pen", quantity: 1, returned: 4, gross: "10.00", returns: "40.00", net: "-30.00" }),
    ]);
    expect((await report("profit?from=2026-11-01&to=2026-11-30"))("by-month").rows).toEqual([
      { month: "2026-11", revenue: "-30.00", cogs: "-12.00", profit: "-18.00", margin: "60.00" },
    ]);
  });

  it("a purchase order ordered in September, received in October and paid late is October's purchase, whatever November's payment", async () => {
    expect((await monthRow("summary", "2026-09")).purchases).toBe("0.00");
    expect((await monthRow("summary", "2026-10")).purchases).toBe("50.00");
    expect((await monthRow("summary", "2026-11")).purchases).toBe("0.00");
    const october = await report("purchase?from=2026-10-01&to=2026-10-31");
    expect(october("by-vendor").rows).toEqual([{ vendor: "Basis Supplies", orders: 1, total: "50.00", paid: "50.00", due: "0.00" }]);
    expect((await report("purchase?from=2026-11-01&to=2026-11-30"))("by-vendor").rows).toEqual([]);
    expect((await report("purchase?from=2026-09-01&to=2026-09-30"))("by-vendor").rows).toEqual([]);
  });

  it("salaries paid the month after are the month worked's, unless that month was closed", async () => {
    const [september, october] = [await paidPayroll("2026-09"), await paidPayroll("2026-10")];
    expect(toCents(october)).toBeGreaterThan(0n);
    const booked = await ctx.db("expenses").where({ source: "salary" }).whereNull("deleted_at").orderBy("id").select("date", "amount");
    expect(booked.map((e) => [String(e.date instanceof Date ? e.date.toISOString() : e.date).slice(0, 10), fromCents(toCents(e.amount))])).toEqual([
      ["2026-10-31", october],
      ["2026-11-05", september],
    ]);
    expect((await monthRow("income-statement", "2026-09")).salary).toBe("0.00");
    expect((await monthRow("income-statement", "2026-10")).salary).toBe(october);
    expect((await monthRow("income-statement", "2026-11")).salary).toBe(september);
  });

  it("a service invoice dated in October and paid in November is October's income", async () => {
    const income = await ctx.db("incomes").where({ source: "service_invoice", reference_id: invoice.id }).first("date", "amount");
    expect(String(income.date instanceof Date ? income.date.toISOString() : income.date).slice(0, 10)).toBe("2026-10-20");
    expect((await monthRow("income-statement", "2026-10")).other_income).toBe(fromCents(toCents(income.amount)));
    expect((await monthRow("income-statement", "2026-11")).other_income).toBe("0.00");
  });

  it("the income statement, the summary, the closing report and the accounting lists agree for every month", async () => {
    for (const month of ["2026-09", "2026-10", "2026-11"]) {
      const statement = await monthRow("income-statement", month);
      const summary = await monthRow("summary", month);
      const closing = (await report(`closing?month=${month}`))("figures").rows[0];
      const cents = (v: unknown) => toCents(String(v));
      // revenue + shipping charged = the sales orders' incomes less the refunds' expenses, as the lists show them
      expect(fromCents(cents(statement.revenue) + cents(statement.shipping)), month).toBe(
        fromCents((await listed("incomes", "sales_order", month)) - (await listed("expenses", "refund", month))),
      );
      expect(statement.salary, month).toBe(fromCents(await listed("expenses", "salary", month)));
      expect(statement.expenses, month).toBe(fromCents(await listed("expenses", "normal", month)));
      expect(summary.purchases, month).toBe(fromCents(await listed("expenses", "purchase_order", month)));
      expect([summary.sales, summary.shipping, summary.salary, summary.expenses, summary.incomes], month).toEqual([
        statement.revenue,
        statement.shipping,
        statement.salary,
        statement.expenses,
        statement.other_income,
      ]);
      const { month: _m, stock_opening: _so, stock_closing: _sc, bank_opening: _bo, bank_closing: _bc, purchases, ...figures } = closing;
      expect(figures, month).toEqual(Object.fromEntries(Object.entries(statement).filter(([k]) => k !== "month")));
      expect(purchases, month).toBe(summary.purchases);
    }
  });

  it("an order of 0.00 (no money booked) cannot complete into a closed month: its sale and cost of goods would land there", async () => {
    day = "2026-11-20";
    const free = await createProduct(admin, { name: "Basis sample", price: "0.00", stock: 2, unitCost: "1.50" });
    const customer = await createCustomer(admin, { name: "Basis Sampler" });
    const order = await createOrder(admin, customer.id, [{ product_id: free.id, quantity: 1 }], { order_date: "2026-12-01" });
    for (const step of ["processing", "shipping"]) await ok(moveOrder(admin, order.id, step));
    const before = await monthRow("income-statement", "2026-11");
    await ok(admin.post("/api/accounting-home/periods/2026-11/close"));
    const refused = await moveOrder(admin, order.id, "completed");
    expect([refused.status, refused.body.message]).toEqual([409, "This period is closed"]);
    expect(await ctx.db("orders").where({ id: order.id }).first("status", "completed_on")).toEqual({ status: "shipping", completed_on: null });
    expect(await monthRow("income-statement", "2026-11")).toEqual(before);
    await ok(admin.post("/api/accounting-home/periods/2026-11/reopen"));
    await ok(moveOrder(admin, order.id, "completed"));
    expect((await monthRow("income-statement", "2026-11")).cogs).toBe(fromCents(toCents(String(before.cogs)) + 150n));
  });

  it("every report states its basis, and the dashboard its own", async () => {
    const pages = (await admin.get("/api/meta/entities")).status;
    expect(pages).toBe(200);
    for (const [url, basis] of [
      ["sales?from=2026-10-01&to=2026-10-31", "accrual"],
      ["income-statement?year=2026", "accrual"],
      ["tax?month=2026-10&rate=5", "accrual"],
      ["stock?from=2026-10-01&to=2026-10-31", "ledger"],
      ["invoice-tax?month=2026-10&rate=5", "invoices"],
      ["due?month=2026-10", "outstanding"],
    ])
      expect((await admin.get(`/api/reports/${url}`)).body.basis, url).toBe(basis);
    expect((await admin.get("/api/dashboard")).body.basis).toBe("accrual");
  });
});
