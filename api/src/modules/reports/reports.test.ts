import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../../actions/actor";
import type { Knex } from "knex";
import { reports } from "../../reports";
import { sectionStatement } from "../../reports/engine";
import { parseParams } from "../../reports/params";
import type { ReportDef, ReportSection } from "../../reports/types";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { binary, textOf } from "../../test/pdf";
import { signedInAs } from "../../test/session";

/**
 * Every report against a small data set computed by hand (the comments carry the arithmetic):
 * product A bought at two costs (10 @ 4.00, 10 @ 6.00: average 5.00), product B 5 @ 12.00;
 * November: O1 (A x3 + B x1 = 55.00, Ann, completed on 6 November), O2 (A x2 = 20.00, completed on
 * 10 and refunded on 20 November), O3 pending, O5 cancelled after processing; October: O4 (A x1 =
 * 10.00, completed on 25 October); a -1 adjustment of A. The reports are on the accrual basis (a sale
 * on its completion day, a refund on its own); basis.test.ts has refunds and payments across months.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>["agent"];
let accounting: Awaited<ReturnType<typeof signedInAs>>["agent"];
let hr: Awaited<ReturnType<typeof signedInAs>>["agent"];
let admin: Awaited<ReturnType<typeof signedInAs>>["agent"];
let codes: { A: string; B: string };
let o1Number: string;

const at = (local: string) => `${local}+08:00`;

beforeAll(async () => {
  ctx = await openTestApp();
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
  accounting = (await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"])).agent;
  hr = (await signedInAs(ctx.app, ctx.db, ["HR"])).agent;
  const ann = (await admin.post("/api/employees").send({ full_name: "Ann Chan", name: "Ann" })).body.id;

  const A = await createProduct(sales, { name: "Alpha pen", price: "10.00", stock: 10, unitCost: "4.00" });
  expect((await sales.post("/api/stock-movements").send({ product_id: A.id, type: "in", quantity: 10, unit_cost: "6.00" })).status).toBe(201);
  const B = await createProduct(sales, { name: "Beta stapler", price: "25.00", stock: 5, unitCost: "12.00" });
  codes = Object.fromEntries(
    (await ctx.db("products").whereIn("id", [A.id, B.id]).select("id", "code")).map((p) => [p.id === A.id ? "A" : "B", p.code]),
  ) as typeof codes;
  const c1 = await createCustomer(sales, { name: "Harbour Trading" });
  const c2 = await createCustomer(sales, { name: "Kowloon Logistics" });

  const o4 = await createOrder(sales, c2.id, [{ product_id: A.id, quantity: 1 }], { order_date: "2026-10-20", employee_id: ann });
  const o1 = await createOrder(
    sales,
    c1.id,
    [
      { product_id: A.id, quantity: 3 },
      { product_id: B.id, quantity: 1 },
    ],
    { order_date: "2026-11-05", employee_id: ann, shipping_cost: "8.00" },
  );
  o1Number = o1.number;
  const o2 = await createOrder(sales, c2.id, [{ product_id: A.id, quantity: 2 }], { order_date: "2026-11-10" });
  await createOrder(sales, c1.id, [{ product_id: B.id, quantity: 2 }], { order_date: "2026-11-12", employee_id: ann });
  const o5 = await createOrder(sales, c1.id, [{ product_id: A.id, quantity: 1 }], { order_date: "2026-11-15" });
  // A leaves at 5.00 each: O4 5.00 (19 left, 95.00), O1 15.00 (16, 80.00) and B 12.00, O2 10.00 (14, 70.00), O5 5.00 and back
  for (const [order, steps] of [
    [o4, ["processing", "shipping", "completed"]],
    [o1, ["processing", "shipping", "completed"]],
    [o2, ["processing", "shipping", "completed", "returning", "refunded"]],
    [o5, ["processing", "cancelled"]],
  ] as const)
    for (const step of steps) expect((await moveOrder(sales, order.id, step)).status).toBe(200);
  // O2's return brings A back at 10.00 (16, 80.00); an adjustment of -1 takes 5.00 (15, 75.00)
  expect((await sales.post("/api/stock-movements").send({ product_id: A.id, type: "adjustment", quantity: -1 })).status).toBe(201);

  // When each movement was booked (the ledger's date), in Hong Kong time
  const move = (where: Record<string, unknown>, when: string) =>
    ctx
      .db("stock_movements")
      .where(where)
      .update({ created_at: at(when) });
  await move({ type: "in" }, "2026-10-01T10:00:00");
  await move({ order_id: o4.id }, "2026-10-20T11:00:00");
  await move({ order_id: o1.id }, "2026-11-05T11:00:00");
  await move({ order_id: o2.id, type: "sold" }, "2026-11-10T11:00:00");
  await move({ order_id: o2.id, type: "return" }, "2026-11-20T11:00:00");
  await move({ order_id: o5.id }, "2026-11-15T11:00:00");
  await move({ type: "adjustment" }, "2026-11-30T23:30:00");
  // O1 completed on 6 November (the tax month), O4 on 25 October, O2 on 10 November and refunded on the 20th (the
  // service gives them today's date); O1's income and O2's refund were booked by the orders (sources sales_order, refund)
  await ctx
    .db("orders")
    .where({ id: o1.id })
    .update({ completed_at: at("2026-11-06T10:00:00"), completed_on: "2026-11-06" });
  await ctx.db("orders").where({ id: o4.id }).update({ completed_on: "2026-10-25" });
  await ctx.db("orders").where({ id: o2.id }).update({ completed_on: "2026-11-10", refunded_on: "2026-11-20" });

  // Accounting: other income, expenses typed by clerks, salary and a purchase booked through the posting service
  for (const body of [{ date: "2026-11-03", amount: "100.00", reference: "Consulting" }])
    expect((await accounting.post("/api/incomes").send(body)).status).toBe(201);
  for (const body of [
    { date: "2026-10-15", amount: "30.00", usage: "Rent" },
    { date: "2026-11-08", amount: "30.00", usage: "Rent" },
    { date: "2026-11-09", amount: "5.50", usage: "Utilities" },
  ])
    expect((await accounting.post("/api/expenses").send(body)).status).toBe(201);
  const { posting } = ctx.context.modules.accounting;
  await ctx.db.transaction(async (trx) => {
    await posting.bookExpense(trx, systemActor, {
      date: "2026-11-30",
      amount: "40.00",
      source: "salary",
      reference: "SAL-2026-11",
      reference_id: 1,
      usage: "Salary",
    });
    await posting.bookExpense(trx, systemActor, {
      date: "2026-11-02",
      amount: "200.00",
      source: "purchase_order",
      reference: "PO-1",
      reference_id: 1,
      usage: "Purchase",
    });
  });
  // Bank: 1,000.00 in during October, 250.00 out in November, 10.00 in December
  for (const [date, credit, debit] of [
    ["2026-10-05", "1000.00", "0"],
    ["2026-11-10", "0", "250.00"],
    ["2026-12-01", "10.00", "0"],
  ])
    expect(
      (await accounting.post("/api/bank-transactions").send({ date, holder_name: "Company", transaction_number: `T-${date}`, credit, debit })).status,
    ).toBe(201);

  // Service invoices (the documents as the service module keeps them)
  const invoice = (number: string, invoice_date: string, customer_id: number, total: string, status: string) => ({
    number,
    invoice_date,
    customer_id,
    total,
    status,
    is_paid: status === "paid" || status === "closed",
  });
  await ctx
    .db("service_invoices")
    .insert([
      invoice("SI-1", "2026-11-04", c1.id, "200.00", "issued"),
      invoice("SI-2", "2026-11-18", c2.id, "120.00", "paid"),
      invoice("SI-3", "2026-11-20", c1.id, "50.00", "draft"),
      invoice("SI-4", "2026-10-01", c2.id, "80.00", "issued"),
      invoice("SI-5", "2026-08-01", c2.id, "40.00", "issued"),
    ]);
  // Purchase orders with their items (as the vendors module keeps them)
  const [v1, v2] = await ctx
    .db("vendors")
    .insert([{ company_name: "Pearl River Manufacturing" }, { company_name: "Tai Hing Hardware" }])
    .returning("id");
  const po = async (
    number: string,
    vendor_id: number,
    order_date: string,
    received_on: string | null,
    total: string,
    paid: string,
    items: [number, number, string][],
  ) => {
    const [{ id }] = await ctx
      .db("purchase_orders")
      .insert({
        number,
        vendor_id,
        order_date,
        total,
        paid,
        due: (Number(total) - Number(paid)).toFixed(2),
        status: received_on ? "completed" : "pending",
        received_on,
      })
      .returning("id");
    await ctx.db("purchase_order_items").insert(
      items.map(([product_id, quantity, unit_cost], i) => ({
        purchase_order_id: id,
        position: i + 1,
        product_id,
        quantity,
        unit_cost,
        amount: (quantity * Number(unit_cost)).toFixed(2),
      })),
    );
  };
  // received (completed) on their day, whenever paid: PO-1 only partly paid; PO-4 not received yet
  await po("PO-1", v1.id, "2026-11-02", "2026-11-03", "200.00", "50.00", [
    [A.id, 20, "5.00"],
    [B.id, 5, "20.00"],
  ]);
  await po("PO-2", v1.id, "2026-09-15", "2026-09-16", "100.00", "0.00", [[B.id, 5, "20.00"]]);
  await po("PO-3", v2.id, "2026-11-20", "2026-11-21", "60.00", "60.00", [[A.id, 10, "6.00"]]);
  await po("PO-4", v2.id, "2026-11-25", null, "30.00", "0.00", [[B.id, 1, "30.00"]]);
});
afterAll(() => ctx.close());

const november = "from=2026-11-01&to=2026-11-30";
const section = (body: { sections: { name: string }[] }, name: string) =>
  body.sections.find((s) => s.name === name) as unknown as {
    rows: Record<string, unknown>[];
    totals: Record<string, unknown>;
    count: number;
    columns: { name: string; label: string }[];
  };

describe("sales report", () => {
  it("nets refunds by product, customer, salesperson and month; pending and cancelled orders are not sales", async () => {
    const res = await sales.get(`/api/reports/sales?${november}`);
    expect(res.status).toBe(200);
    expect(res.body.params).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    const byProduct = section(res.body, "by-product");
    expect(byProduct.rows).toEqual([
      { code: codes.A, product: "Alpha pen", quantity: 5, returned: 2, gross: "50.00", returns: "20.00", net: "30.00" },
      { code: codes.B, product: "Beta stapler", quantity: 1, returned: 0, gross: "25.00", returns: "0.00", net: "25.00" },
    ]);
    expect(byProduct.totals).toEqual({ code: null, product: null, quantity: 6, returned: 2, gross: "75.00", returns: "20.00", net: "55.00" });
    expect(byProduct.columns[1]).toEqual({ name: "product", type: "string", label: "sales-report.columns.product" });
    expect(section(res.body, "by-customer").rows).toEqual([
      { customer: "Harbour Trading", orders: 1, gross: "55.00", returns: "0.00", net: "55.00" },
      { customer: "Kowloon Logistics", orders: 1, gross: "20.00", returns: "20.00", net: "0.00" },
    ]);
    expect(section(res.body, "by-salesperson").rows).toEqual([
      { salesperson: "Ann", orders: 1, gross: "55.00", returns: "0.00", net: "55.00" },
      { salesperson: null, orders: 1, gross: "20.00", returns: "20.00", net: "0.00" },
    ]);
    expect(section(res.body, "by-month").rows).toEqual([{ month: "2026-11", orders: 2, gross: "75.00", returns: "20.00", net: "55.00" }]);
    expect(res.body.chart).toMatchObject({ section: "by-month", x: "month", y: ["gross", "returns", "net"] });
  });

  it("over two months adds October's order", async () => {
    const res = await sales.get("/api/reports/sales?from=2026-10-01&to=2026-11-30");
    expect(section(res.body, "by-month").rows.map((r) => [r.month, r.net])).toEqual([
      ["2026-10", "10.00"],
      ["2026-11", "55.00"],
    ]);
    expect(section(res.body, "by-product").totals).toMatchObject({ quantity: 7, gross: "85.00", net: "65.00" });
  });

  it("asks for the period with the catalogue's message", async () => {
    for (const query of ["", "from=2026-11-01", "to=2026-11-30"]) {
      const res = await sales.get(`/api/reports/sales?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please select period");
    }
    expect((await sales.get("/api/reports/sales?from=2026-11-30&to=2026-11-01")).status).toBe(400);
    expect((await sales.get("/api/reports/sales?from=2026-11-31&to=2026-12-01")).body.errors.from).toBe("Invalid date");
    expect((await sales.get("/api/reports/sales.csv").set("Accept-Language", "zh-Hant")).body.message).toBe("請選擇期間");
  });
});

describe("stock report", () => {
  it("moves each product from opening to closing, quantity and value, over the ledger's dates", async () => {
    const res = await sales.get(`/api/reports/stock?${november}`);
    expect(res.status).toBe(200);
    const { rows, totals } = section(res.body, "by-product");
    expect(rows).toEqual([
      // A: 19 (95.00) after October; sold 3 + 2 + 1 - 1 (O5 reversed), 2 back, -1 adjusted: 15 (75.00)
      {
        code: codes.A,
        product: "Alpha pen",
        opening: 19,
        in: 0,
        sold: 5,
        returned: 2,
        adjustments: -1,
        closing: 15,
        opening_value: "95.00",
        closing_value: "75.00",
      },
      {
        code: codes.B,
        product: "Beta stapler",
        opening: 5,
        in: 0,
        sold: 1,
        returned: 0,
        adjustments: 0,
        closing: 4,
        opening_value: "60.00",
        closing_value: "48.00",
      },
    ]);
    expect(totals).toMatchObject({
      opening: 24,
      in: 0,
      sold: 6,
      returned: 2,
      adjustments: -1,
      closing: 19,
      opening_value: "155.00",
      closing_value: "123.00",
    });
  });

  it("for October: the deliveries in, one sold, closing where November opens", async () => {
    const { rows } = section((await sales.get("/api/reports/stock?from=2026-10-01&to=2026-10-31")).body, "by-product");
    expect(rows.map((r) => [r.product, r.opening, r.in, r.sold, r.closing, r.closing_value])).toEqual([
      ["Alpha pen", 0, 20, 1, 19, "95.00"],
      ["Beta stapler", 0, 5, 0, 5, "60.00"],
    ]);
  });
});

describe("first rows read apart from the rest (a section's `first`)", () => {
  const periods = ["from=2026-10-01&to=2026-10-31", november, "from=2026-12-01&to=2026-12-31"];
  const firstRows = async (db: Knex, report: ReportDef, section: ReportSection, query: string, limit: number, whole: boolean) => {
    const range = parseParams(report.params, Object.fromEntries(new URLSearchParams(query)), "Asia/Hong_Kong");
    return (await sectionStatement(db, section, range, limit, whole)).rows[0];
  };
  const withFirst = (reports as readonly ReportDef[]).flatMap((report) =>
    report.sections.filter((s) => s.first).map((section) => ({ report, section })),
  );

  it("are the first of every row, with the same totals, in every section that has them", async () => {
    expect(withFirst.map(({ report, section }) => `${report.name}/${section.name}`)).toEqual(
      expect.arrayContaining(["stock/by-product", "sales/by-product", "sales/by-customer", "profit/by-product"]),
    );
    for (const { report, section } of withFirst)
      for (const query of periods)
        for (const limit of [1, 2, 5])
          expect(await firstRows(ctx.db, report, section, query, limit, false), `${report.name}/${section.name} ${query} ${limit}`).toEqual(
            await firstRows(ctx.db, report, section, query, limit, true),
          );
  });

  it("stock totals read without listing every product equal the totals of every row, products out of stock too", async () => {
    const stock = (reports as readonly ReportDef[]).find((r) => r.name === "stock")!;
    expect(stock.sections[0].totals).toBeDefined();
    await ctx.db
      .transaction(async (trx) => {
        // one product sold out (moved in every period, nothing on hand, a value left by rounding), one idle product
        const [level] = await trx("stock_levels").orderBy("product_id").limit(1).select("product_id");
        await trx("stock_levels").where(level).update({ on_hand: 0, value: "0.03" });
        for (const query of periods)
          for (const limit of [1, 5]) {
            const fast = await firstRows(trx, stock, stock.sections[0], query, limit, false);
            expect(fast.totals, query).toEqual((await firstRows(trx, stock, stock.sections[0], query, limit, true)).totals);
          }
        throw new Error("rollback");
      })
      .catch((error: Error) => expect(error.message).toBe("rollback"));
  });

  it("keep the products tied with the last one in stock, in code order", async () => {
    const stock = (reports as readonly ReportDef[]).find((r) => r.name === "stock")!;
    // Nothing moved in December or after: both products come from their levels; tied in value, by code.
    await ctx.db
      .transaction(async (trx) => {
        await trx("stock_levels").update({ value: "50.00" });
        const first = await firstRows(trx, stock, stock.sections[0], periods[2], 1, false);
        expect(first).toEqual(await firstRows(trx, stock, stock.sections[0], periods[2], 1, true));
        expect(first.rows.map((r: { code: string }) => r.code)).toEqual([[codes.A, codes.B].sort()[0]]);
        throw new Error("rollback");
      })
      .catch((error: Error) => expect(error.message).toBe("rollback"));
  });
});

describe("profit report", () => {
  it("is net sales less the ledger's cost of the goods sold, and agrees with the sales report", async () => {
    const res = await accounting.get(`/api/reports/profit?${november}`);
    expect(res.status).toBe(200);
    const byProduct = section(res.body, "by-product");
    // A: 30.00 sold (O1), cost 15.00 + 10.00 - 10.00 (O2 sold and returned); B: 25.00 - 12.00
    expect(byProduct.rows).toEqual([
      { code: codes.A, product: "Alpha pen", quantity: 3, revenue: "30.00", cogs: "15.00", profit: "15.00", margin: "50.00" },
      { code: codes.B, product: "Beta stapler", quantity: 1, revenue: "25.00", cogs: "12.00", profit: "13.00", margin: "52.00" },
    ]);
    expect(byProduct.totals).toMatchObject({ quantity: 4, revenue: "55.00", cogs: "27.00", profit: "28.00", margin: "50.91" });
    expect(section(res.body, "by-month").rows).toEqual([{ month: "2026-11", revenue: "55.00", cogs: "27.00", profit: "28.00", margin: "50.91" }]);
    const salesNet = section((await sales.get(`/api/reports/sales?${november}`)).body, "by-product").totals.net;
    expect(byProduct.totals.revenue).toBe(salesNet);
  });

  it("is the accounting group's: HR may not read it, but may read the sales group's reports", async () => {
    expect((await hr.get(`/api/reports/profit?${november}`)).status).toBe(403);
    expect((await hr.get(`/api/reports/profit.pdf?${november}`)).status).toBe(403);
    expect((await hr.get(`/api/reports/sales?${november}`)).status).toBe(200);
    expect((await sales.get(`/api/reports/profit?${november}`)).status).toBe(200);
  });
});

describe("shipping-cost report", () => {
  it("sums the sold orders' shipping cost by month and customer", async () => {
    const res = await hr.get(`/api/reports/shipping-cost?${november}`);
    expect(res.status).toBe(200);
    expect(section(res.body, "by-month").rows).toEqual([{ month: "2026-11", orders: 2, shipped: 1, shipping_cost: "8.00" }]);
    expect(section(res.body, "by-customer").rows).toEqual([
      { customer: "Harbour Trading", orders: 1, shipped: 1, shipping_cost: "8.00" },
      { customer: "Kowloon Logistics", orders: 1, shipped: 0, shipping_cost: "0.00" },
    ]);
  });
});

describe("tax reports", () => {
  it("tax: the month's completed orders, taxed on the total less shipping, half-up per order", async () => {
    const res = await accounting.get("/api/reports/tax?month=2026-11&rate=7.5");
    expect(res.status).toBe(200);
    const { rows, totals } = section(res.body, "orders");
    // 55.00 x 7.5% = 4.125 -> 4.13
    expect(rows).toEqual([
      {
        number: o1Number,
        completed: "2026-11-06",
        refunded: null,
        order_amount: "63.00",
        shipping_cost: "8.00",
        taxable_amount: "55.00",
        rate: "7.5",
        tax: "4.13",
      },
    ]);
    expect(totals).toMatchObject({ order_amount: "63.00", taxable_amount: "55.00", rate: null, tax: "4.13" });
    for (const query of ["month=2026-11", "rate=5", ""]) {
      const missing = await accounting.get(`/api/reports/tax?${query}`);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("Please enter Year-Month and Tax Rate");
    }
  });

  it("invoice-tax: the month's issued, paid and closed service invoices", async () => {
    const res = await accounting.get("/api/reports/invoice-tax?month=2026-11&rate=5");
    expect(res.status).toBe(200);
    const { rows, totals } = section(res.body, "invoices");
    expect(rows.map((r) => [r.number, r.customer, r.amount, r.tax])).toEqual([
      ["SI-1", "Harbour Trading", "200.00", "10.00"],
      ["SI-2", "Kowloon Logistics", "120.00", "6.00"],
    ]);
    expect(totals).toMatchObject({ amount: "320.00", tax: "16.00" });
  });
});

describe("due report", () => {
  it("ages unpaid invoices and purchase orders' due at the month's end", async () => {
    const res = await accounting.get("/api/reports/due?month=2026-11");
    expect(res.status).toBe(200);
    const receivables = section(res.body, "receivables");
    // SI-1 26 days old; SI-4 60 days; SI-5 121 days (SI-2 is paid, SI-3 a draft)
    expect(receivables.rows).toEqual([
      {
        customer: "Harbour Trading",
        documents: 1,
        days_0_30: "200.00",
        days_31_60: "0.00",
        days_61_90: "0.00",
        days_over_90: "0.00",
        total: "200.00",
      },
      {
        customer: "Kowloon Logistics",
        documents: 2,
        days_0_30: "0.00",
        days_31_60: "80.00",
        days_61_90: "0.00",
        days_over_90: "40.00",
        total: "120.00",
      },
    ]);
    expect(receivables.totals).toMatchObject({ documents: 3, total: "320.00" });
    // PO-1 150.00 due, received 27 days before; PO-2 100.00, 75 days; PO-3 paid; PO-4 not received, not owed
    expect(section(res.body, "payables").rows).toEqual([
      {
        vendor: "Pearl River Manufacturing",
        documents: 2,
        days_0_30: "150.00",
        days_31_60: "0.00",
        days_61_90: "100.00",
        days_over_90: "0.00",
        total: "250.00",
      },
    ]);
    expect((await accounting.get("/api/reports/due")).body.message).toBe("Please select month");
  });
});

describe("purchase report", () => {
  it("sums purchase orders by vendor and their items by product", async () => {
    const res = await hr.get(`/api/reports/purchase?${november}`);
    expect(res.status).toBe(200);
    expect(section(res.body, "by-vendor").rows).toEqual([
      { vendor: "Pearl River Manufacturing", orders: 1, total: "200.00", paid: "50.00", due: "150.00" },
      { vendor: "Tai Hing Hardware", orders: 1, total: "60.00", paid: "60.00", due: "0.00" },
    ]);
    const byProduct = section(res.body, "by-product");
    expect(byProduct.rows.map((r) => [r.product, r.quantity, r.amount, r.unit_cost])).toEqual([
      ["Alpha pen", 30, "160.00", "5.33"],
      ["Beta stapler", 5, "100.00", "20.00"],
    ]);
    expect(byProduct.totals).toMatchObject({ quantity: 35, amount: "260.00", unit_cost: "7.43" });
    expect((await accounting.get(`/api/reports/purchase?${november}`)).status).toBe(403);
  });
});

describe("summary and income statement", () => {
  it("summary: per month of the year, sales, purchases, incomes, expenses, salary and net", async () => {
    const res = await accounting.get("/api/reports/summary?year=2026");
    expect(res.status).toBe(200);
    const { rows, totals } = section(res.body, "by-month");
    expect(rows).toHaveLength(12);
    expect(rows.find((r) => r.month === "2026-10")).toEqual({
      month: "2026-10",
      sales: "10.00",
      shipping: "0.00",
      purchases: "0.00",
      incomes: "0.00",
      expenses: "30.00",
      salary: "0.00",
      net: "-20.00",
    });
    // 55 + 8 + 100 - 200 - 35.50 - 40
    expect(rows.find((r) => r.month === "2026-11")).toEqual({
      month: "2026-11",
      sales: "55.00",
      shipping: "8.00",
      purchases: "200.00",
      incomes: "100.00",
      expenses: "35.50",
      salary: "40.00",
      net: "-112.50",
    });
    expect(rows.find((r) => r.month === "2026-01")).toMatchObject({ sales: "0.00", net: "0.00" });
    expect(totals).toMatchObject({
      sales: "65.00",
      shipping: "8.00",
      purchases: "200.00",
      incomes: "100.00",
      expenses: "65.50",
      salary: "40.00",
      net: "-132.50",
    });
    expect((await accounting.get("/api/reports/summary")).body.message).toBe("Please select Year");
  });

  it("income statement: revenue less cost of goods, other income, expenses and salary; agrees with the profit report and the expense list", async () => {
    const res = await accounting.get("/api/reports/income-statement?year=2026");
    expect(res.status).toBe(200);
    const byMonth = section(res.body, "by-month");
    expect(byMonth.rows.find((r) => r.month === "2026-10")).toEqual({
      month: "2026-10",
      revenue: "10.00",
      cogs: "5.00",
      gross_profit: "5.00",
      shipping: "0.00",
      other_income: "0.00",
      expenses: "30.00",
      salary: "0.00",
      net_profit: "-25.00",
    });
    // 28 + 8 + 100 - 35.50 - 40
    expect(byMonth.rows.find((r) => r.month === "2026-11")).toEqual({
      month: "2026-11",
      revenue: "55.00",
      cogs: "27.00",
      gross_profit: "28.00",
      shipping: "8.00",
      other_income: "100.00",
      expenses: "35.50",
      salary: "40.00",
      net_profit: "60.50",
    });
    expect(byMonth.totals).toMatchObject({
      revenue: "65.00",
      cogs: "32.00",
      gross_profit: "33.00",
      other_income: "100.00",
      expenses: "65.50",
      salary: "40.00",
      net_profit: "35.50",
    });
    expect(section(res.body, "expenses-by-usage").rows).toEqual([
      { usage: "Rent", amount: "60.00" },
      { usage: "Salary", amount: "40.00" },
      { usage: "Utilities", amount: "5.50" },
    ]);
    const profit = section((await accounting.get("/api/reports/profit?from=2026-01-01&to=2026-12-31")).body, "by-product").totals;
    expect([profit.revenue, profit.cogs, profit.profit]).toEqual([byMonth.totals.revenue, byMonth.totals.cogs, byMonth.totals.gross_profit]);
    const typed = await accounting.get("/api/expenses?source=normal&date_gte=2026-01-01&date_lte=2026-12-31&_start=0&_end=100");
    const listed = typed.body.reduce((sum: number, e: { amount: string }) => sum + Math.round(Number(e.amount) * 100), 0);
    expect((listed / 100).toFixed(2)).toBe(byMonth.totals.expenses);
  });

  it("is accounting's: HR gets 403", async () => {
    for (const path of ["summary?year=2026", "income-statement?year=2026", "closing?month=2026-11", "tax?month=2026-11&rate=5", "due?month=2026-11"])
      expect((await hr.get(`/api/reports/${path}`)).status, path).toBe(403);
  });
});

describe("exports", () => {
  it("CSV: one section, every row, headers in the user's language; a money column's header names the currency, its cells stay plain numbers", async () => {
    const res = await sales.get(`/api/reports/sales.csv?${november}&section=by-customer`).set("Accept-Language", "zh-Hant");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toContain("sales-2026-11-01_2026-11-30.csv");
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toEqual([
      "客戶,訂單數,銷售總額 (HK$),退貨 (HK$),銷售淨額 (HK$)",
      "Harbour Trading,1,55.00,0.00,55.00",
      "Kowloon Logistics,1,20.00,20.00,0.00",
    ]);
    const en = await sales.get(`/api/reports/stock.csv?${november}&lang=en`).set("Accept-Language", "zh-Hant");
    expect(en.text.replace(/^\uFEFF/, "").split("\n")[0]).toBe(
      "Code,Product,Opening,In,Sold,Returned,Adjustments,Closing,Opening value (HK$),Closing value (HK$)",
    );
    expect((await sales.get(`/api/reports/sales.csv?${november}&section=nope`)).status).toBe(400);
  });

  const pdfText = async (path: string) => {
    const res = await accounting.get(path).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    return textOf(res.body as Buffer);
  };

  it("PDF: title, parameters, the tables with their totals, money with the currency of the settings, read back", async () => {
    const text = await pdfText(`/api/reports/profit.pdf?${november}&lang=zh_Hant`);
    for (const expected of ["利潤", "2026-11-01 – 2026-11-30", "按產品", "Alpha pen", "銷貨成本", "合計", "HK$55.00", "HK$27.00", "50.91%"])
      expect(text).toContain(expected);
    // every amount through the one money formatter: no bare "55.00", no "-0.00"
    expect(text).not.toMatch(/(?<!HK\$)\b\d+\.\d{2}\b(?!%)/);
    expect(text).not.toContain("-0.00");
    // the symbol is the settings' own
    expect((await admin.patch("/api/settings").send({ currency_symbol: "NT$" })).status).toBe(200);
    try {
      const sales = await pdfText(`/api/reports/sales.pdf?${november}&lang=en`);
      expect(sales).toContain("NT$55.00");
      expect(sales).not.toContain("HK$");
    } finally {
      expect((await admin.patch("/api/settings").send({ currency_symbol: "HK$" })).status).toBe(200);
    }
  });
});

describe("parameters", () => {
  const zone = "Asia/Hong_Kong";
  it("month, year and month with a tax rate give their period; missing ones the catalogue's message", () => {
    expect(parseParams("month", { month: "2024-02" }, zone)).toEqual({ from: "2024-02-01", to: "2024-02-29", month: "2024-02", timeZone: zone });
    expect(parseParams("year", { year: "2026" }, zone)).toMatchObject({ from: "2026-01-01", to: "2026-12-31", year: 2026 });
    expect(parseParams("month-rate", { month: "2026-11", rate: "5" }, zone)).toMatchObject({ to: "2026-11-30", rate: "5" });
    const refusal = (kind: Parameters<typeof parseParams>[0], query: Record<string, unknown>) => {
      try {
        parseParams(kind, query, zone);
      } catch (error) {
        return (error as { status: number; body: { key: string } }).body.key;
      }
      return "accepted";
    };
    expect(refusal("month", {})).toBe("selectMonth");
    expect(refusal("month", { month: "2026-13" })).toBe("invalidMonth");
    expect(refusal("year", { year: "" })).toBe("selectYear");
    expect(refusal("month-rate", { month: "2026-11" })).toBe("yearMonthTaxRate");
    expect(refusal("month-rate", { rate: "5" })).toBe("yearMonthTaxRate");
    expect(refusal("period", { from: "2026-01-01" })).toBe("selectPeriod");
  });
});

describe("closing report", () => {
  it("shows the month's figures, stock and bank; once closed, a back-dated expense is refused until ADMIN reopens", async () => {
    const res = await accounting.get("/api/reports/closing?month=2026-11");
    expect(res.status).toBe(200);
    expect(section(res.body, "figures").rows).toEqual([
      {
        month: "2026-11",
        revenue: "55.00",
        cogs: "27.00",
        gross_profit: "28.00",
        shipping: "8.00",
        other_income: "100.00",
        purchases: "200.00",
        expenses: "35.50",
        salary: "40.00",
        net_profit: "60.50",
        stock_opening: "155.00",
        stock_closing: "123.00",
        bank_opening: "1000.00",
        bank_closing: "750.00",
      },
    ]);
    expect(res.body.status).toMatchObject({ month: "2026-11", closed: false });

    expect((await accounting.post("/api/accounting-home/periods/2026-11/close")).status).toBe(200);
    expect((await accounting.get("/api/reports/closing?month=2026-11")).body.status).toMatchObject({ closed: true });
    const refused = await accounting.post("/api/expenses").send({ date: "2026-11-20", amount: "12.00", usage: "Taxi" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This period is closed");

    expect((await admin.post("/api/accounting-home/periods/2026-11/reopen")).status).toBe(200);
    expect((await accounting.post("/api/expenses").send({ date: "2026-11-20", amount: "12.00", usage: "Taxi" })).status).toBe(201);
  });
});
