import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdLocks, onServer } from "../test/locks";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct } from "../test/sales";
import { signedInAs } from "../test/session";

/**
 * Document numbers (issue 22, items 3 and 5): one numbering service (crud/numbering.ts) takes the year
 * from the document's own date, the company's day (APP_TIME_ZONE, the context's clock), never the
 * database's current_date or the creation year; a draft moved to another year is renumbered in that
 * year's series; gapless and unique per year, under concurrency too.
 */
// 16:30 UTC on 31 December is already 1 January in Hong Kong (the company's zone in tests)
const now = new Date("2026-12-31T16:30:00Z");
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let accountant: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp({ clock: { now: () => now } });
  [accountant, sales] = [await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"]), await signedInAs(ctx.app, ctx.db, ["SALES"])];
});
afterAll(() => ctx.close());

let counter = 0;
const voucher = async (date: string | undefined, type = "contract") => {
  const res = await accountant.agent.post("/api/vouchers").send({
    type,
    ...(date ? { date } : {}),
    subject: `Voucher ${++counter}`,
    lines: [
      { category: "assets", account: "Cash", debit: "10.00" },
      { category: "revenue", account: "Sales", credit: "10.00" },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; number: string; date: string };
};
const service = async () => {
  const unit = await sales.agent
    .post("/api/service-units")
    .send({ name: "Unit", service_code: `NU-${process.pid}-${++counter}`, period: "monthly", price: "100.00" });
  const plan = await sales.agent
    .post("/api/service-plans")
    .send({ name: `Plan ${++counter}`, price: "500.00", packages: [{ service_unit_id: unit.body.id, quantity: 1 }] });
  return { plan: plan.body as { id: number }, customer: await createCustomer(sales.agent) };
};

describe("the year of a number is the document's date in the company's time zone", () => {
  it("orders, purchase orders, quotations and service invoices take the year of their own date", async () => {
    const product = await createProduct(sales.agent);
    const customer = await createCustomer(sales.agent);
    const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }], { order_date: "2024-03-05" });
    expect(order.number).toBe("SO-2024-000001");
    const vendor = await sales.agent.post("/api/vendors").send({ company_name: "Harbour Supplies", contact_name: "Ms Lee" });
    expect(vendor.status, JSON.stringify(vendor.body)).toBe(201);
    const po = await sales.agent
      .post("/api/purchase-orders")
      .send({ vendor_id: vendor.body.id, order_date: "2024-03-06", items: [{ product_id: product.id, quantity: 1, unit_cost: "1.00" }] });
    expect(po.status, JSON.stringify(po.body)).toBe(201);
    expect(po.body.number).toBe("PO-2024-00001");
    const { plan, customer: client } = await service();
    const lines = [{ item_type: "service_plan", service_plan_id: plan.id, quantity: 1 }];
    const invoice = await sales.agent.post("/api/service-invoices").send({ customer_id: client.id, invoice_date: "2024-05-01", lines });
    expect(invoice.body.number).toBe("SI-2024-00001");
    const quotation = await sales.agent
      .post("/api/quotations")
      .send({ name: "Care", customer_id: client.id, quotation_date: "2024-05-02", valid_until: "2099-12-31", lines });
    expect(quotation.body.number).toBe("QT-2024-00001");
  });

  it("a document dated today (left out) is numbered in the company's year, not the server's or the database's", async () => {
    const product = await createProduct(sales.agent);
    const res = await sales.agent
      .post("/api/orders")
      .send({ customer_id: (await createCustomer(sales.agent)).id, payment_method: "credit_card", lines: [{ product_id: product.id, quantity: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.order_date).toBe("2027-01-01");
    expect(res.body.number).toBe("SO-2027-000001");
    const created = await voucher(undefined, "journal");
    expect(created).toMatchObject({ date: "2027-01-01", number: "JV-2027-0001" });
  });

  it("a rolled-back create gives its number back: the next one has no gap", async () => {
    const product = await createProduct(sales.agent, { price: "99999999.99" });
    const customer = await createCustomer(sales.agent);
    const before = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }], { order_date: "2023-02-01" });
    // a total beyond numeric(14,2): the insert fails after the number was taken
    const refused = await sales.agent.post("/api/orders").send({
      customer_id: customer.id,
      order_date: "2023-02-02",
      payment_method: "credit_card",
      lines: [{ product_id: product.id, quantity: 1_000_000 }],
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const after = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }], { order_date: "2023-02-03" });
    expect([before.number, after.number]).toEqual(["SO-2023-000001", "SO-2023-000002"]);
  });
});

describe("a draft moved to another year", () => {
  it("is renumbered in the new year's series, and its old number is given back to its year", async () => {
    const draft = await voucher("2025-11-05");
    expect(draft.number).toBe("CT-2025-0001");
    const moved = await accountant.agent.patch(`/api/vouchers/${draft.id}`).send({ date: "2026-01-10" });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ date: "2026-01-10", number: "CT-2026-0001" });
    // the next of each year continues without a gap or a twin
    expect((await voucher("2026-02-01")).number).toBe("CT-2026-0002");
    expect((await voucher("2025-12-01")).number).toBe("CT-2025-0001");
    // a move within the year keeps the number
    expect((await accountant.agent.patch(`/api/vouchers/${draft.id}`).send({ date: "2026-03-01" })).body.number).toBe("CT-2026-0001");
  });

  it("is refused with the catalogue's message, in both languages, when later numbers of its year follow it", async () => {
    const first = await voucher("2022-04-01", "debit");
    await voucher("2022-04-02", "debit");
    const res = await accountant.agent.patch(`/api/vouchers/${first.id}`).send({ date: "2023-01-05" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "DV-2022-0001 is not the last number of 2022: moving it to 2023 would leave a gap. Create the document again dated in 2023 instead",
    );
    const zh = await accountant.agent.patch(`/api/vouchers/${first.id}`).set("Accept-Language", "zh-HK").send({ date: "2023-01-05" });
    expect(zh.body.message).toBe("DV-2022-0001 不是 2022 年的最後一個編號，移至 2023 年會留下空號。請改以 2023 年的日期重新建立此文件");
    expect((await accountant.agent.get(`/api/vouchers/${first.id}`)).body).toMatchObject({ number: "DV-2022-0001", date: "2022-04-01" });
  });

  it("orders, purchase orders and quotations too", async () => {
    const product = await createProduct(sales.agent);
    const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }], {
      order_date: "2021-12-30",
    });
    const moved = await sales.agent.patch(`/api/orders/${order.id}`).send({ order_date: "2022-01-02" });
    expect(moved.body).toMatchObject({ order_date: "2022-01-02", number: "SO-2022-000001" });
    const vendor = await sales.agent.post("/api/vendors").send({ company_name: "Kowloon Parts", contact_name: "Mr Chan" });
    const po = await sales.agent
      .post("/api/purchase-orders")
      .send({ vendor_id: vendor.body.id, order_date: "2021-12-30", items: [{ product_id: product.id, quantity: 1, unit_cost: "1.00" }] });
    expect((await sales.agent.patch(`/api/purchase-orders/${po.body.id}`).send({ order_date: "2022-01-03" })).body.number).toBe("PO-2022-00001");
    const { plan, customer } = await service();
    const lines = [{ item_type: "service_plan", service_plan_id: plan.id, quantity: 1 }];
    const quotation = await sales.agent
      .post("/api/quotations")
      .send({ name: "Care", customer_id: customer.id, quotation_date: "2021-12-30", valid_until: "2099-12-31", lines });
    expect((await sales.agent.patch(`/api/quotations/${quotation.body.id}`).send({ quotation_date: "2022-01-04" })).body.number).toBe(
      "QT-2022-00001",
    );
    const invoice = await sales.agent.post("/api/service-invoices").send({ customer_id: customer.id, invoice_date: "2021-12-30", lines });
    expect((await sales.agent.patch(`/api/service-invoices/${invoice.body.id}`).send({ invoice_date: "2022-01-05" })).body.number).toBe(
      "SI-2022-00001",
    );
  });
});

describe.runIf(onServer)("numbers under concurrency (PostgreSQL server)", () => {
  it("creates and moves into a year at the same moment: every number once, no gap, the old year given back", async () => {
    const moving = await voucher("2019-06-01", "credit");
    await voucher("2020-01-02", "credit");
    // a test transaction holds 2020's counter: the three requests queue on it in the same way every time
    const blocker = await holdLocks(ctx.db, (trx) => trx("voucher_numbers").where({ type: "credit", year: 2020 }).forUpdate());
    const requests = [
      voucher("2020-02-01", "credit"),
      // a supertest request goes out once it is awaited: then() sends it now
      accountant.agent
        .patch(`/api/vouchers/${moving.id}`)
        .send({ date: "2020-03-01" })
        .then((res) => res),
      voucher("2020-04-01", "credit"),
    ];
    await blocker.waiters(3);
    await blocker.release();
    const [, moved] = (await Promise.all(requests)) as [unknown, { status: number; body: unknown }, unknown];
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const numbers = (await ctx.db("vouchers").where({ type: "credit" }).orderBy("number").pluck("number")) as string[];
    expect(numbers).toEqual(["CV-2020-0001", "CV-2020-0002", "CV-2020-0003", "CV-2020-0004"]);
    expect(await ctx.db("voucher_numbers").where({ type: "credit" }).orderBy("year").select("year", "last")).toEqual([
      { year: 2019, last: 0 },
      { year: 2020, last: 4 },
    ]);
  });
});
