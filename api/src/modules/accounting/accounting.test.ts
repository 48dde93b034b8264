import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let accountant: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let hr: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  [accountant, sales, hr] = [
    await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"]),
    await signedInAs(ctx.app, ctx.db, ["SALES"]),
    await signedInAs(ctx.app, ctx.db, ["HR"]),
  ];
});
afterAll(() => ctx.close());

let counter = 0;
const bank = async (date: string, side: { debit?: string; credit?: string }) => {
  const res = await accountant.agent
    .post("/api/bank-transactions")
    .send({ date, holder_name: "Harbour View", transaction_number: `TX-${++counter}`, ...side });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
};
const line = (category: string, account: string, side: { debit?: string; credit?: string }) => ({ category, account, ...side });
const voucher = async (lines: object[], overrides: object = {}) => {
  const res = await accountant.agent.post("/api/vouchers").send({ type: "journal", date: "2026-11-05", subject: "Office rent", lines, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; number: string; status: string; total_debit: string; total_credit: string };
};

describe("bank transactions", () => {
  it("needs exactly one of debit and credit above zero: a per-field error otherwise, nothing written", async () => {
    for (const [side, message] of [
      [{ debit: "10.00", credit: "5.00" }, "Enter either a debit or a credit, not both"],
      [{}, "Enter a debit or a credit"],
      [{ debit: "0", credit: "0" }, "Enter a debit or a credit"],
    ] as const) {
      const res = await accountant.agent
        .post("/api/bank-transactions")
        .send({ date: "2026-11-01", holder_name: "X", transaction_number: `BAD-${++counter}`, ...side });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ debit: message, credit: message });
    }
    const negative = await accountant.agent
      .post("/api/bank-transactions")
      .send({ date: "2026-11-01", holder_name: "X", transaction_number: "NEG", debit: "-3" });
    expect(negative.body.errors.debit).toBe("Value cannot be negative");
    expect(await ctx.db("bank_transactions").where("transaction_number", "like", "BAD-%").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("refuses a duplicate transaction number with 409 on the field", async () => {
    await accountant.agent.post("/api/bank-transactions").send({ date: "2026-11-01", holder_name: "X", transaction_number: "DUP-1", credit: "1.00" });
    const res = await accountant.agent
      .post("/api/bank-transactions")
      .send({ date: "2026-11-02", holder_name: "Y", transaction_number: "DUP-1", credit: "2.00" });
    expect(res.status).toBe(409);
    expect(res.body.errors.transaction_number).toBe("This value is already in use");
    await ctx.db("bank_transactions").where({ transaction_number: "DUP-1" }).delete();
  });

  it("gives each listed row its running balance in date, id order, whatever the page, sort or filter; and a period's opening and closing", async () => {
    await ctx.db("bank_transactions").delete();
    const a = await bank("2025-01-03", { credit: "1000.00" });
    const b = await bank("2025-01-03", { debit: "250.50" });
    const c = await bank("2025-01-01", { credit: "100.00" }); // earlier date, later id
    const d = await bank("2025-02-10", { debit: "49.50" });
    const e = await bank("2025-02-11", { credit: "0.01" });
    const expected: Record<number, string> = { [c.id]: "100.00", [a.id]: "1100.00", [b.id]: "849.50", [d.id]: "800.00", [e.id]: "800.01" };
    const balances = (rows: { id: number; balance: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.balance]));

    const all = await accountant.agent.get("/api/bank-transactions?_sort=date,id&_order=desc,desc&_start=0&_end=10");
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([e.id, d.id, b.id, a.id, c.id]);
    expect(balances(all.body)).toEqual(expected);
    const page2 = await accountant.agent.get("/api/bank-transactions?_sort=date,id&_order=desc,desc&_start=2&_end=4");
    expect(balances(page2.body)).toEqual({ [b.id]: expected[b.id], [a.id]: expected[a.id] });
    const byAmount = await accountant.agent.get("/api/bank-transactions?_sort=debit&_order=desc&_start=0&_end=2");
    expect(balances(byAmount.body)).toEqual({ [b.id]: expected[b.id], [d.id]: expected[d.id] });
    const filtered = await accountant.agent.get(`/api/bank-transactions?credit_gte=0.01&_sort=date&_order=asc`);
    expect(balances(filtered.body)).toEqual({ [c.id]: expected[c.id], [a.id]: expected[a.id], [e.id]: expected[e.id] });

    const february = await accountant.agent.get("/api/bank-transactions/balance?from=2025-02-01&to=2025-02-28");
    expect(february.body).toEqual({ from: "2025-02-01", to: "2025-02-28", opening: "849.50", credit: "0.01", debit: "49.50", closing: "800.01" });

    // edits and deletes move the balances with them
    await accountant.agent.patch(`/api/bank-transactions/${a.id}`).send({ credit: "900.00" });
    await accountant.agent.delete(`/api/bank-transactions/${c.id}`);
    const after = await accountant.agent.get("/api/bank-transactions?_sort=date,id&_order=asc,asc");
    expect(balances(after.body)).toEqual({ [a.id]: "900.00", [b.id]: "649.50", [d.id]: "600.00", [e.id]: "600.01" });
    const [{ total }] = await ctx.db("bank_transactions").whereNull("deleted_at").select(ctx.db.raw("sum(credit - debit)::text as total"));
    const [{ kept }] = await ctx.db("bank_daily_totals").select(ctx.db.raw("sum(credit - debit)::text as kept"));
    expect(kept).toBe(total);

    const missing = await accountant.agent.get("/api/bank-transactions/balance?from=2025-02-01");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.to).toBe("Please select period");
  });
});

describe("vouchers", () => {
  it("numbers each type per year: DV-, CV-, CT-, JV-", async () => {
    const lines = [line("assets", "Cash", { debit: "10.00" }), line("revenue", "Sales", { credit: "10.00" })];
    const numbers = [];
    for (const type of ["debit", "credit", "contract", "journal"]) numbers.push((await voucher(lines, { type, date: "2030-01-02" })).number);
    expect(numbers).toEqual(["DV-2030-0001", "CV-2030-0001", "CT-2030-0001", "JV-2030-0001"]);
    expect((await voucher(lines, { type: "debit", date: "2031-06-01" })).number).toBe("DV-2031-0001");
    expect((await voucher(lines, { type: "debit", date: "2030-12-31" })).number).toBe("DV-2030-0002");
  });

  it("20 concurrent creates of one type and year: numbers 1..20, no gap, no duplicate", async () => {
    const lines = [line("assets", "Cash", { debit: "1.00" }), line("liabilities", "Loan", { credit: "1.00" })];
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        accountant.agent.post("/api/vouchers").send({ type: "contract", date: "2032-03-03", subject: "Lease", lines }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.body.number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `CT-2032-${String(i + 1).padStart(4, "0")}`));
  });

  it("a refused create gives its number back: the next voucher takes it", async () => {
    const bad = await accountant.agent
      .post("/api/vouchers")
      .send({ type: "credit", date: "2033-01-01", subject: "x", lines: [line("assets", "Cash", { debit: "1.00", credit: "1.00" })] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors["lines.0.debit"]).toBe("A line is a debit or a credit, not both");
    const neither = await accountant.agent
      .post("/api/vouchers")
      .send({ type: "credit", date: "2033-01-01", subject: "x", lines: [line("assets", "Cash", {})] });
    expect(neither.body.errors["lines.0.credit"]).toBe("Enter a debit or a credit");
    const ok = await voucher([line("assets", "Cash", { debit: "1.00" }), line("revenue", "Sales", { credit: "1.00" })], {
      type: "credit",
      date: "2033-01-01",
    });
    expect(ok.number).toBe("CV-2033-0001");
  });

  it("refuses to post an unbalanced voucher with 422 and the difference; posts a balanced one, which is then final", async () => {
    const draft = await voucher([line("expenses", "Rent", { debit: "1200.00" }), line("assets", "Bank", { credit: "1150.25" })]);
    expect(draft).toMatchObject({ status: "draft", total_debit: "1200.00", total_credit: "1150.25" });
    const refused = await accountant.agent.post(`/api/vouchers/${draft.id}/post`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: "Total debit must equal total credit (difference 49.75)", difference: "49.75" });
    expect((await accountant.agent.get(`/api/vouchers/${draft.id}`)).body.status).toBe("draft");

    const fixed = await accountant.agent
      .patch(`/api/vouchers/${draft.id}`)
      .send({ lines: [line("expenses", "Rent", { debit: "1200.00" }), line("assets", "Bank", { credit: "1200.00" })] });
    expect(fixed.status).toBe(200);
    const posted = await accountant.agent.post(`/api/vouchers/${draft.id}/post`);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: "posted", total_debit: "1200.00", total_credit: "1200.00" });
    expect(posted.body.posted_at).toBeTruthy();

    const edit = await accountant.agent.patch(`/api/vouchers/${draft.id}`).send({ subject: "changed" });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("A posted voucher cannot be changed or deleted; reverse it instead");
    expect((await accountant.agent.delete(`/api/vouchers/${draft.id}`)).status).toBe(409);
    expect((await accountant.agent.post(`/api/vouchers/${draft.id}/post`)).status).toBe(409);
  });

  it("reverses a posted voucher into a posted voucher with the sides swapped, linked both ways, once", async () => {
    const original = await voucher([line("assets", "Cash", { debit: "300.00" }), line("revenue", "Consulting", { credit: "300.00" })], {
      type: "debit",
    });
    expect((await accountant.agent.post(`/api/vouchers/${original.id}/reverse`)).status).toBe(409); // a draft is not reversed
    await accountant.agent.post(`/api/vouchers/${original.id}/post`);
    const res = await accountant.agent.post(`/api/vouchers/${original.id}/reverse`).send({ date: "2026-11-20" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "posted",
      type: "debit",
      reversal_of: original.id,
      date: "2026-11-20",
      total_debit: "300.00",
      total_credit: "300.00",
    });
    expect(res.body.number).toMatch(/^DV-2026-\d{4}$/);
    expect(res.body.lines.map((l: { category: string; debit: string; credit: string }) => [l.category, l.debit, l.credit])).toEqual([
      ["assets", "0.00", "300.00"],
      ["revenue", "300.00", "0.00"],
    ]);
    expect((await accountant.agent.get(`/api/vouchers/${original.id}`)).body.reversed_by).toBe(res.body.id);
    const again = await accountant.agent.post(`/api/vouchers/${original.id}/reverse`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This voucher has already been reversed");
  });

  it("SALES may list vouchers but HR gets 403 on every accounting route", async () => {
    expect((await sales.agent.get("/api/vouchers")).status).toBe(200);
    for (const path of [
      "/api/vouchers",
      "/api/taxes",
      "/api/bank-transactions",
      "/api/bank-transactions/balance?from=2026-01-01&to=2026-01-31",
      "/api/accounting-home",
      "/api/incomes",
      "/api/expenses",
    ])
      expect((await hr.agent.get(path)).status, path).toBe(403);
    expect((await hr.agent.post("/api/taxes/run").send({ month: "2026-01", rate: 5 })).status).toBe(403);
    expect((await hr.agent.post("/api/vouchers/1/post")).status).toBe(403);
  });
});

describe("sales orders book through the posting service", () => {
  it("completed books the total as a sales_order income once; back from returning books nothing; refunded books a refund expense", async () => {
    const product = await createProduct(sales.agent, { price: "40.00", stock: 10 });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 2 }], {
      shipping_cost: "5.50",
    });
    expect(order.total).toBe("85.50");
    for (const status of ["processing", "shipping", "completed"]) expect((await moveOrder(sales.agent, order.id, status)).status).toBe(200);
    const incomes = () => ctx.db("incomes").where({ source: "sales_order", reference_id: order.id }).select("amount", "reference", "customer_id");
    expect(await incomes()).toEqual([{ amount: "85.50", reference: order.number, customer_id: expect.any(Number) }]);
    await moveOrder(sales.agent, order.id, "returning");
    // the retried request after a lost answer: the second completed books nothing new
    await moveOrder(sales.agent, order.id, "completed");
    expect(await incomes()).toHaveLength(1);
    await moveOrder(sales.agent, order.id, "returning");
    await moveOrder(sales.agent, order.id, "refunded");
    expect(await ctx.db("expenses").where({ source: "refund", reference_id: order.id }).select("amount", "usage")).toEqual([
      { amount: "85.50", usage: `Refund of order ${order.number}` },
    ]);
  });

  it("a closed period refuses the completion (409) and nothing of it is written", async () => {
    const product = await createProduct(sales.agent, { price: "10.00", stock: 5 });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }]);
    for (const status of ["processing", "shipping"]) await moveOrder(sales.agent, order.id, status);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: ctx.context.config.timeZone }).format(new Date()).slice(0, 7);
    expect((await accountant.agent.post(`/api/accounting-home/periods/${today}/close`)).status).toBe(200);
    try {
      const res = await moveOrder(sales.agent, order.id, "completed");
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This period is closed");
      expect((await sales.agent.get(`/api/orders/${order.id}`)).body.status).toBe("shipping");
    } finally {
      expect((await accountant.agent.post(`/api/accounting-home/periods/${today}/reopen`)).status).toBe(200);
    }
    expect((await moveOrder(sales.agent, order.id, "completed")).status).toBe(200);
  });

  it("the shipping cost changes the total on its own too, and is never negative", async () => {
    const product = await createProduct(sales.agent, { price: "10.00" });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 3 }]);
    expect(order.total).toBe("30.00");
    const res = await sales.agent.patch(`/api/orders/${order.id}`).send({ shipping_cost: "4.25" });
    expect(res.body).toMatchObject({ shipping_cost: "4.25", total: "34.25" });
    expect((await sales.agent.patch(`/api/orders/${order.id}`).send({ shipping_cost: null })).body.total).toBe("30.00");
    const negative = await sales.agent.patch(`/api/orders/${order.id}`).send({ shipping_cost: "-1" });
    expect(negative.body.errors.shipping_cost).toBe("Value cannot be negative");
  });
});

describe("the monthly tax run", () => {
  /**
   * An order walked to `status`, completed on `completedOn` (the company's day: the service gives it
   * today's, in the company's time zone) and refunded on `refundedOn`.
   */
  const orderAt = async (price: string, shipping: string, completedOn: string, status = "completed", refundedOn?: string) => {
    const product = await createProduct(sales.agent, { price, stock: 5 });
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }], {
      shipping_cost: shipping,
    });
    const walk = {
      completed: ["processing", "shipping", "completed"],
      refunded: ["processing", "shipping", "completed", "returning", "refunded"],
      returning: ["processing", "shipping", "completed", "returning"],
    }[status]!;
    for (const step of walk) await moveOrder(sales.agent, order.id, step);
    await ctx
      .db("orders")
      .where({ id: order.id })
      .update({ completed_on: completedOn, ...(refundedOn ? { refunded_on: refundedOn } : {}) });
    return order;
  };

  it("asks for the month and the rate, and keeps the rate within 0-100", async () => {
    for (const body of [{}, { month: "2026-10" }, { rate: 5 }]) {
      const res = await accountant.agent.post("/api/taxes/run").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please enter Year-Month and Tax Rate");
    }
    expect((await accountant.agent.post("/api/taxes/run").send({ month: "2026-10", rate: 101 })).body.errors.rate).toBe("Value must be at most 100");
    expect((await accountant.agent.post("/api/taxes/run").send({ month: "2026-13", rate: 5 })).status).toBe(400);
  });

  it("taxes the month's completed orders on total less shipping, half-up per line, and a refund of an earlier month's order as a negative line; a second run replaces the first", async () => {
    const a = await orderAt("100.10", "10.00", "2024-03-01"); // taxable 100.10 at 7.5% = 7.5075 -> 7.51
    const b = await orderAt("33.30", "0.00", "2024-03-15"); //   taxable 33.30 -> 2.4975 -> 2.50
    const c = await orderAt("20.00", "3.00", "2024-03-20", "returning"); // not refunded (yet): taxable 20.00 -> 1.50
    await orderAt("50.00", "0.00", "2024-03-10", "refunded", "2024-03-12"); // completed and refunded in March: no line
    await orderAt("70.00", "0.00", "2024-04-01"); // April: left out
    await orderAt("80.00", "0.00", "2024-02-29"); // February: left out
    // completed in February, refunded in March: February's run keeps it, March's has it negative (-40.00 -> -3.00)
    const d = await orderAt("40.00", "0.00", "2024-02-20", "refunded", "2024-03-05");

    const february = await accountant.agent.post("/api/taxes/run").send({ month: "2024-02", rate: "7.5" });
    expect(february.body.run).toMatchObject({ orders: 2, order_amount: "120.00", tax_amount: "9.00" });
    const res = await accountant.agent.post("/api/taxes/run").send({ month: "2024-03", rate: "7.5" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Tax for 2024-03 run on 4 orders");
    expect(res.body.run).toMatchObject({
      month: "2024-03",
      rate: "7.50",
      orders: 4,
      order_amount: "126.40",
      taxable_amount: "113.40",
      tax_amount: "8.51",
    });
    const lines = await accountant.agent.get(`/api/taxes/${res.body.run.id}/lines?_start=0&_end=10`);
    expect(lines.headers["x-total-count"]).toBe("4");
    expect(lines.body.map((l: Record<string, string>) => [l.order_number, l.order_amount, l.shipping_cost, l.taxable_amount, l.tax_amount])).toEqual([
      [a.number, "110.10", "10.00", "100.10", "7.51"],
      [b.number, "33.30", "0.00", "33.30", "2.50"],
      [c.number, "23.00", "3.00", "20.00", "1.50"],
      [d.number, "-40.00", "0.00", "-40.00", "-3.00"],
    ]);
    // the tax report says the same
    const report = await accountant.agent.get("/api/reports/tax?month=2024-03&rate=7.5");
    expect(report.body.basis).toBe("accrual");
    expect(report.body.sections[0].totals).toMatchObject({ order_amount: "126.40", taxable_amount: "113.40", tax: "8.51" });
    // February's run again: the same as before the refund
    expect((await accountant.agent.post("/api/taxes/run").send({ month: "2024-02", rate: "7.5" })).body.run).toMatchObject({
      orders: 2,
      tax_amount: "9.00",
    });

    const again = await accountant.agent.post("/api/taxes/run").send({ month: "2024-03", rate: 10 });
    expect(again.body.run).toMatchObject({ id: res.body.run.id, rate: "10.00", orders: 4, tax_amount: "11.34" });
    expect(await ctx.db("taxes").where({ month: "2024-03" }).count({ n: "*" }).first()).toEqual({ n: 1 });
    expect(await ctx.db("tax_lines").where({ tax_id: res.body.run.id }).count({ n: "*" }).first()).toEqual({ n: 4 });

    const csv = await accountant.agent.get(`/api/taxes/${res.body.run.id}/lines.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const rows = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows[0]).toBe("order_number,order_amount,shipping_cost,taxable_amount,tax_rate,tax_amount");
    expect(rows.slice(1)).toEqual([
      `${a.number},110.10,10.00,100.10,10.00,10.01`,
      `${b.number},33.30,0.00,33.30,10.00,3.33`,
      `${c.number},23.00,3.00,20.00,10.00,2.00`,
      `${d.number},-40.00,0.00,-40.00,10.00,-4.00`,
    ]);
  });
});

describe("the accounting home", () => {
  it("shows a month and the month before: income, expense, net, bank balance, unposted vouchers, and the last tax run", async () => {
    await accountant.agent.post("/api/incomes").send({ date: "2027-05-03", amount: "500.00", reference: "Cash" });
    await accountant.agent.post("/api/incomes").send({ date: "2027-04-30", amount: "20.00", reference: "Cash" });
    await accountant.agent.post("/api/expenses").send({ date: "2027-05-09", amount: "120.25", usage: "Paper" });
    await voucher([line("assets", "Cash", { debit: "1.00" })], { date: "2027-05-01" });
    expect((await accountant.agent.post("/api/taxes/run").send({ month: "2099-12", rate: 5 })).status).toBe(200);
    const res = await accountant.agent.get("/api/accounting-home?month=2027-05");
    expect(res.status).toBe(200);
    const [may, april] = res.body.months;
    expect(may).toMatchObject({
      month: "2027-05",
      from: "2027-05-01",
      to: "2027-05-31",
      income: "500.00",
      expense: "120.25",
      net: "379.75",
      unposted_vouchers: 1,
      closed: false,
    });
    expect(april).toMatchObject({ month: "2027-04", to: "2027-04-30", income: "20.00", expense: "0.00", net: "20.00", unposted_vouchers: 0 });
    expect(may.bank_balance).toMatch(/^-?\d+\.\d{2}$/);
    expect(res.body.last_tax).toMatchObject({ month: "2099-12", rate: "5.00", orders: 0, tax_amount: "0.00" });
  });
});
