import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn } from "../../clock";
import { openTestApp, testConfig } from "../../test/harness";
import { binary, qrInPdf, textOf } from "../../test/pdf";
import { createCustomer, createProduct } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
type Agent = typeof sales.agent;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

let counter = 0;
const createUnit = async (agent: Agent, overrides: object = {}) => {
  const n = ++counter;
  const res = await agent
    .post("/api/service-units")
    .send({ name: `Unit ${n}`, service_code: `SU-${process.pid}-${n}`, period: "monthly", price: "100.00", ...overrides });
  if (res.status !== 201) throw new Error(`unit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; service_code: string; price: string; name: string };
};
const createPlan = async (agent: Agent, units: { id: number }[], overrides: object = {}) => {
  const res = await agent
    .post("/api/service-plans")
    .send({ name: `Plan ${++counter}`, price: "500.00", packages: units.map((u) => ({ service_unit_id: u.id, quantity: 2 })), ...overrides });
  if (res.status !== 201) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; price: string; name: string };
};
const planLine = (plan: { id: number }, quantity = 1) => ({ item_type: "service_plan", service_plan_id: plan.id, quantity });
const unitLine = (unit: { id: number }, quantity = 1) => ({ item_type: "service_unit", service_unit_id: unit.id, quantity });
const productLine = (product: { id: number }, quantity = 1) => ({ item_type: "product", product_id: product.id, quantity });

type Invoice = {
  id: number;
  number: string;
  status: string;
  total: string;
  is_paid: boolean;
  lines: { price: string; subtotal: string }[];
  closing_date: string | null;
  quotation_id: number | null;
};
type Quotation = { id: number; number: string; status: string; total: string; order_id: number | null; service_invoice_id: number | null };

const setup = async () => {
  const [a, b] = [await createUnit(sales.agent, { price: "120.00" }), await createUnit(sales.agent, { price: "80.50" })];
  const plan = await createPlan(sales.agent, [a, b], { price: "999.90" });
  const customer = await createCustomer(sales.agent);
  return { a, b, plan, customer };
};
const createInvoice = async (agent: Agent, customerId: number, lines: object[], overrides: object = {}) => {
  const res = await agent.post("/api/service-invoices").send({ customer_id: customerId, lines, ...overrides });
  if (res.status !== 201) throw new Error(`invoice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Invoice;
};
const moveInvoice = (agent: Agent, id: number, status: string) => agent.post(`/api/service-invoices/${id}/status`).send({ status });
const createQuotation = async (agent: Agent, customerId: number, lines: object[], overrides: object = {}) => {
  const res = await agent
    .post("/api/quotations")
    .send({ name: "Office care", customer_id: customerId, valid_until: "2099-12-31", lines, ...overrides });
  if (res.status !== 201) throw new Error(`quotation: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Quotation;
};
const moveQuotation = (agent: Agent, id: number, status: string) => agent.post(`/api/quotations/${id}/status`).send({ status });
const count = async (table: string) => Number((await ctx.db(table).count({ n: "*" }).first())!.n);

const decodeQr = (png: Buffer) => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe("service units and plans", () => {
  it("serves a unit's QR code as PNG (decoding to its code and show page) and as SVG", async () => {
    const unit = await createUnit(sales.agent);
    const png = await sales.agent.get(`/api/service-units/${unit.id}/qr.png`).buffer(true).parse(binary);
    expect(png.status).toBe(200);
    expect(png.type).toBe("image/png");
    const text = decodeQr(png.body as Buffer);
    expect(text).toMatch(new RegExp(`^${unit.service_code}\\nhttp://127\\.0\\.0\\.1:\\d+/service/service_unit/show/${unit.id}$`));
    const svg = await sales.agent.get(`/api/service-units/${unit.id}/qr.svg`).buffer(true).parse(binary);
    expect(svg.type).toBe("image/svg+xml");
    expect((svg.body as Buffer).toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect((await sales.agent.get("/api/service-units/987654/qr.png")).status).toBe(404);
  });

  it("keeps a plan's packages and refuses unknown units and zero quantities per line", async () => {
    const [a, b] = [await createUnit(sales.agent), await createUnit(sales.agent)];
    const plan = await createPlan(sales.agent, [a, b]);
    const shown = (await sales.agent.get(`/api/service-plans/${plan.id}`)).body;
    expect(shown.packages.map((p: { service_unit_id: number; quantity: number }) => [p.service_unit_id, p.quantity])).toEqual([
      [a.id, 2],
      [b.id, 2],
    ]);
    const unknown = await sales.agent.post("/api/service-plans").send({
      name: "Bad",
      price: "1.00",
      packages: [
        { service_unit_id: a.id, quantity: 1 },
        { service_unit_id: 987654, quantity: 1 },
      ],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ "packages.1.service_unit_id": "The selected record does not exist" });
    const zero = await sales.agent
      .post("/api/service-plans")
      .send({ name: "Bad", price: "1.00", packages: [{ service_unit_id: a.id, quantity: 0 }] });
    expect(zero.body.errors).toEqual({ "packages.0.quantity": "Value must be at least 1" });
  });
});

describe("service invoices", () => {
  it("numbers SI-<year>-<5 digits>, copies prices from plan, unit and product, totals in cents", async () => {
    const { a, plan, customer } = await setup();
    const product = await createProduct(sales.agent, { price: "19.99" });
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan), unitLine(a, 3), productLine(product, 2)], {
      status: "paid",
      total: "1.00",
      is_paid: true,
    });
    expect(invoice.number).toMatch(/^SI-\d{4}-\d{5}$/);
    expect(invoice.status).toBe("draft");
    expect(invoice.is_paid).toBe(false);
    expect(invoice.lines.map((l) => [l.price, l.subtotal])).toEqual([
      ["999.90", "999.90"],
      ["120.00", "360.00"],
      ["19.99", "39.98"],
    ]);
    expect(invoice.total).toBe("1399.88");
    const next = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    expect(Number(next.number.slice(-5))).toBe(Number(invoice.number.slice(-5)) + 1);
  });

  it("keeps the price an item had when it was added", async () => {
    const { a, plan, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    await sales.agent.patch(`/api/service-plans/${plan.id}`).send({ price: "1500.00" });
    await sales.agent.patch(`/api/service-units/${a.id}`).send({ price: "130.00" });
    const res = await sales.agent.patch(`/api/service-invoices/${invoice.id}`).send({ lines: [planLine(plan, 2), unitLine(a)] });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: { price: string }) => l.price)).toEqual(["999.90", "130.00"]);
    expect(res.body.total).toBe("2129.80");
  });

  it.each([
    [
      "no service plan line",
      (s: Awaited<ReturnType<typeof setup>>) => [unitLine(s.a)],
      422,
      "lines",
      "You must select at least one service plan package",
    ],
    ["no lines", () => [], 400, "lines", "input can not be empty"],
    [
      "an unknown plan",
      () => [{ item_type: "service_plan", service_plan_id: 987654, quantity: 1 }],
      400,
      "lines.0.service_plan_id",
      "The selected record does not exist",
    ],
    [
      "an unknown unit",
      (s: Awaited<ReturnType<typeof setup>>) => [planLine(s.plan), { item_type: "service_unit", service_unit_id: 987654, quantity: 1 }],
      400,
      "lines.1.service_unit_id",
      "The selected record does not exist",
    ],
    [
      "an unknown product",
      (s: Awaited<ReturnType<typeof setup>>) => [planLine(s.plan), { item_type: "product", product_id: 987654, quantity: 1 }],
      400,
      "lines.1.product_id",
      "The selected record does not exist",
    ],
    ["a plan line without its plan", () => [{ item_type: "service_plan", quantity: 1 }], 400, "lines.0.service_plan_id", "input can not be empty"],
    ["a zero quantity", (s: Awaited<ReturnType<typeof setup>>) => [planLine(s.plan, 0)], 400, "lines.0.quantity", "Value must be at least 1"],
    [
      "a negative quantity",
      (s: Awaited<ReturnType<typeof setup>>) => [planLine(s.plan), unitLine(s.a, -2)],
      400,
      "lines.1.quantity",
      "Value must be at least 1",
    ],
  ])("refuses an invoice with %s and writes nothing", async (_name, lines, status, field, message) => {
    const s = await setup();
    const [invoices, counters] = [await count("service_invoices"), await ctx.db("document_numbers").select("*").orderBy("kind")];
    const res = await sales.agent.post("/api/service-invoices").send({ customer_id: s.customer.id, lines: lines(s) });
    expect(res.status).toBe(status);
    expect(res.body.errors[field]).toBe(message);
    expect(await count("service_invoices")).toBe(invoices);
    expect(await ctx.db("document_numbers").select("*").orderBy("kind")).toEqual(counters);
  });

  it("gives 20 concurrent creates 20 consecutive numbers, and a refused create leaves no gap", async () => {
    const { plan, a, customer } = await setup();
    const first = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    const results = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        sales.agent.post("/api/service-invoices").send({ customer_id: customer.id, lines: i === 10 ? [unitLine(a)] : [planLine(plan)] }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(20).fill(201), 422]);
    const numbers = results
      .filter((r) => r.status === 201)
      .map((r) => Number(r.body.number.slice(-5)))
      .sort((x, y) => x - y);
    const start = Number(first.number.slice(-5)) + 1;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + i));
  });

  it("walks draft -> issued -> paid -> closed: paid sets is_paid, closed stamps the closing date", async () => {
    const { plan, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    expect((await moveInvoice(sales.agent, invoice.id, "issued")).body.invoice.status).toBe("issued");
    const paid = await moveInvoice(sales.agent, invoice.id, "paid");
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe("Status updated to Paid.");
    expect(paid.body.invoice).toMatchObject({ status: "paid", is_paid: true, closing_date: null });
    const closed = await moveInvoice(sales.agent, invoice.id, "closed");
    expect(closed.body.invoice).toMatchObject({ status: "closed", is_paid: true });
    expect(closed.body.invoice.closing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("books one service_invoice income when paid (reference = the invoice number), even under concurrent payments", async () => {
    const { plan, a, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan), unitLine(a, 2)]);
    await moveInvoice(sales.agent, invoice.id, "issued");
    const results = await Promise.all(Array.from({ length: 6 }, () => moveInvoice(sales.agent, invoice.id, "paid")));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(5).fill(409)]);
    await moveInvoice(sales.agent, invoice.id, "closed");
    const incomes = await ctx.db("incomes").where({ reference: invoice.number }).select("source", "amount", "reference_id", "customer_id");
    expect(incomes).toEqual([{ source: "service_invoice", amount: "1239.90", reference_id: invoice.id, customer_id: customer.id }]);
  });

  it("refuses payment in a closed period (409) and leaves the invoice issued, no income", async () => {
    const { plan, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    await moveInvoice(sales.agent, invoice.id, "issued");
    const month = dateIn(new Date(), testConfig().timeZone).slice(0, 7);
    await ctx.db("accounting_periods").insert({ month });
    try {
      const res = await moveInvoice(sales.agent, invoice.id, "paid");
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("This period is closed");
    } finally {
      await ctx.db("accounting_periods").where({ month }).delete();
    }
    expect((await sales.agent.get(`/api/service-invoices/${invoice.id}`)).body).toMatchObject({ status: "issued", is_paid: false });
    expect(await ctx.db("incomes").where({ reference: invoice.number }).count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("changes only drafts; paid and closed invoices are locked (409) and nothing changes", async () => {
    const { plan, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)], { remarks: "first" });
    await moveInvoice(sales.agent, invoice.id, "issued");
    const issued = await sales.agent.patch(`/api/service-invoices/${invoice.id}`).send({ remarks: "changed" });
    expect(issued.status).toBe(409);
    expect(issued.body.message).toBe("Only a draft invoice can be changed");
    await moveInvoice(sales.agent, invoice.id, "paid");
    for (const status of ["paid", "closed"]) {
      const edit = await sales.agent.patch(`/api/service-invoices/${invoice.id}`).send({ remarks: "changed", lines: [planLine(plan, 5)] });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe(`Invoice ${invoice.number} is ${status}: it is locked and can no longer be changed`);
      expect((await sales.agent.delete(`/api/service-invoices/${invoice.id}`)).status).toBe(409);
      expect((await moveInvoice(sales.agent, invoice.id, "cancelled")).status).toBe(409);
      if (status === "paid") await moveInvoice(sales.agent, invoice.id, "closed");
    }
    const shown = (await sales.agent.get(`/api/service-invoices/${invoice.id}`)).body;
    expect(shown).toMatchObject({ remarks: "first", status: "closed", total: invoice.total });
    expect(shown.lines).toHaveLength(1);
  });

  it.each([
    ["draft", "paid"],
    ["draft", "closed"],
    ["issued", "draft"],
    ["issued", "closed"],
    ["cancelled", "issued"],
  ])("refuses %s -> %s with 409", async (from, to) => {
    const { plan, customer } = await setup();
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    if (from !== "draft") await moveInvoice(sales.agent, invoice.id, from);
    const res = await moveInvoice(sales.agent, invoice.id, to);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`An invoice cannot move from ${from} to ${to}`);
    expect((await sales.agent.get(`/api/service-invoices/${invoice.id}`)).body.status).toBe(from);
  });
});

describe("quotations", () => {
  it("numbers QT-<year>-<5 digits>, prices products, plans and units, and moves draft -> sent -> accepted / rejected", async () => {
    const { a, plan, customer } = await setup();
    const product = await createProduct(sales.agent, { price: "15.00" });
    const quotation = await createQuotation(sales.agent, customer.id, [planLine(plan), unitLine(a, 2), productLine(product, 4)]);
    expect(quotation.number).toMatch(/^QT-\d{4}-\d{5}$/);
    expect(quotation).toMatchObject({ status: "draft", total: "1299.90" });
    expect((await moveQuotation(sales.agent, quotation.id, "accepted")).status).toBe(409);
    expect((await moveQuotation(sales.agent, quotation.id, "sent")).body.quotation.status).toBe("sent");
    expect((await moveQuotation(sales.agent, quotation.id, "accepted")).body.quotation.status).toBe("accepted");
    const other = await createQuotation(sales.agent, customer.id, [productLine(product)]);
    await moveQuotation(sales.agent, other.id, "sent");
    expect((await moveQuotation(sales.agent, other.id, "rejected")).body.quotation.status).toBe("rejected");
    const back = await moveQuotation(sales.agent, other.id, "sent");
    expect(back.status).toBe(409);
    expect(back.body.message).toBe("A quotation cannot move from rejected to sent");
  });

  it("expires a sent quotation only after valid_until, and the job expires those due", async () => {
    const { plan, customer } = await setup();
    const current = await createQuotation(sales.agent, customer.id, [planLine(plan)], { valid_until: "2099-01-01" });
    await moveQuotation(sales.agent, current.id, "sent");
    const early = await moveQuotation(sales.agent, current.id, "expired");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A quotation expires only after its valid-until date (2099-01-01)");
    const past = await createQuotation(sales.agent, customer.id, [planLine(plan)], { valid_until: "2020-01-01" });
    await moveQuotation(sales.agent, past.id, "sent");
    expect((await moveQuotation(sales.agent, past.id, "expired")).body.quotation.status).toBe("expired");
    const due = await createQuotation(sales.agent, customer.id, [planLine(plan)], { valid_until: "2020-01-01" });
    await moveQuotation(sales.agent, due.id, "sent");
    await ctx.jobs.trigger("service.expire-quotations");
    expect((await sales.agent.get(`/api/quotations/${due.id}`)).body.status).toBe("expired");
    expect((await sales.agent.get(`/api/quotations/${current.id}`)).body.status).toBe("sent");
  });

  const accepted = async () => {
    const s = await setup();
    const product = await createProduct(sales.agent, { price: "15.00" });
    const quotation = await createQuotation(sales.agent, s.customer.id, [productLine(product, 3), planLine(s.plan), unitLine(s.a, 2)]);
    await moveQuotation(sales.agent, quotation.id, "sent");
    await moveQuotation(sales.agent, quotation.id, "accepted");
    return { ...s, product, quotation };
  };

  it("converts an accepted quotation: products into a pending order, services into a draft invoice, at the quoted prices, linked both ways", async () => {
    const { quotation, product, plan, a, customer } = await accepted();
    await sales.agent.patch(`/api/products/${product.id}`).send({ price: "16.00" });
    await sales.agent.patch(`/api/service-plans/${plan.id}`).send({ price: "1000.00" });
    const res = await sales.agent.post(`/api/quotations/${quotation.id}/convert`).send({});
    expect(res.status).toBe(200);
    expect(res.body.quotation).toMatchObject({ status: "converted", order_id: res.body.order_id, service_invoice_id: res.body.service_invoice_id });
    const order = (await sales.agent.get(`/api/orders/${res.body.order_id}`)).body;
    expect(order).toMatchObject({ status: "pending", customer_id: customer.id, total: "45.00" });
    expect(await ctx.db("orders").where({ id: order.id }).first("quotation_id")).toEqual({ quotation_id: quotation.id });
    // the order's page lists the quotation it came from (quotations.order_id is `related`)
    expect((await sales.agent.get(`/api/quotations?order_id=${order.id}`)).body.map((q: { id: number }) => q.id)).toEqual([quotation.id]);
    expect(order.lines.map((l: { product_id: number; quantity: number; price: string }) => [l.product_id, l.quantity, l.price])).toEqual([
      [product.id, 3, "15.00"],
    ]);
    const invoice = (await sales.agent.get(`/api/service-invoices/${res.body.service_invoice_id}`)).body;
    expect(invoice).toMatchObject({ status: "draft", customer_id: customer.id, quotation_id: quotation.id, total: "1239.90" });
    expect(
      invoice.lines.map((l: { item_type: string; service_plan_id: number; service_unit_id: number; price: string }) => [
        l.item_type,
        l.service_plan_id ?? l.service_unit_id,
        l.price,
      ]),
    ).toEqual([
      ["service_plan", plan.id, "999.90"],
      ["service_unit", a.id, "120.00"],
    ]);
    const again = await sales.agent.post(`/api/quotations/${quotation.id}/convert`).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This quotation has been converted and can no longer be changed");
    const edit = await sales.agent.patch(`/api/quotations/${quotation.id}`).send({ name: "Changed" });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("This quotation has been converted and can no longer be changed");
  });

  it("converts once under 8 concurrent calls: one order, one invoice, the rest 409", async () => {
    const { quotation } = await accepted();
    const [orders, invoices] = [await count("orders"), await count("service_invoices")];
    const results = await Promise.all(Array.from({ length: 8 }, () => sales.agent.post(`/api/quotations/${quotation.id}/convert`).send({})));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await count("orders")).toBe(orders + 1);
    expect(await count("service_invoices")).toBe(invoices + 1);
  });

  it("refuses to convert a quotation that is not accepted, and one whose services lack a plan, writing nothing", async () => {
    const { plan, a, customer } = await setup();
    const draft = await createQuotation(sales.agent, customer.id, [planLine(plan)]);
    const res = await sales.agent.post(`/api/quotations/${draft.id}/convert`).send({});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only an accepted quotation can be converted");
    const product = await createProduct(sales.agent);
    const noPlan = await createQuotation(sales.agent, customer.id, [productLine(product), unitLine(a)]);
    await moveQuotation(sales.agent, noPlan.id, "sent");
    await moveQuotation(sales.agent, noPlan.id, "accepted");
    const [orders, invoices] = [await count("orders"), await count("service_invoices")];
    const refused = await sales.agent.post(`/api/quotations/${noPlan.id}/convert`).send({});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("You must select at least one service plan package");
    expect([await count("orders"), await count("service_invoices")]).toEqual([orders, invoices]);
    expect((await sales.agent.get(`/api/quotations/${noPlan.id}`)).body.status).toBe("accepted");
  });

  it("refuses unknown items and zero quantities per line", async () => {
    const customer = await createCustomer(sales.agent);
    const res = await sales.agent.post("/api/quotations").send({
      name: "Bad",
      customer_id: customer.id,
      lines: [
        { item_type: "product", product_id: 987654, quantity: 1 },
        { item_type: "service_unit", service_unit_id: 987654, quantity: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors["lines.1.quantity"]).toBe("Value must be at least 1");
  });
});

describe("documents", () => {
  it("renders a quotation's PDF in the customer's language, money with the currency, no status; ?lang= asks for another", async () => {
    const { a, plan } = await setup();
    const customer = await createCustomer(sales.agent, { name: "九龍灣物流 Kowloon Bay Logistics", language: "en" });
    const quotation = await createQuotation(sales.agent, customer.id, [planLine(plan), unitLine(a, 2)]);
    // the user's Chinese does not matter: the customer reads English
    const en = await sales.agent.get(`/api/quotations/${quotation.id}/pdf`).set("Accept-Language", "zh-HK").buffer(true).parse(binary);
    expect(en.status).toBe(200);
    expect(en.type).toBe("application/pdf");
    expect(en.headers["content-disposition"]).toBe(`attachment; filename=${quotation.number}.pdf`);
    const enText = await textOf(en.body as Buffer);
    for (const expected of [
      `Quotation ${quotation.number}`,
      "九龍灣物流 Kowloon Bay Logistics",
      plan.name,
      a.name,
      "Service plan",
      "HK$999.90",
      "HK$1,239.90",
      "Total",
      "Bill to",
      "Page 1 of 1",
    ])
      expect(enText).toContain(expected);
    expect(enText).not.toMatch(/Status|Draft/);
    const zh = await sales.agent.get(`/api/quotations/${quotation.id}/pdf?lang=zh_Hant`).buffer(true).parse(binary);
    const zhText = await textOf(zh.body as Buffer);
    for (const expected of [`報價單 ${quotation.number}`, "九龍灣物流", "服務計劃", "總額", "HK$1,239.90"]) expect(zhText).toContain(expected);
    expect(zhText).not.toMatch(/狀態|草稿/);
  });

  it("never prints 'Converted' on a converted quotation's PDF, in either language", async () => {
    const { plan } = await setup();
    const customer = await createCustomer(sales.agent, { language: "zh_Hant" });
    const quotation = await createQuotation(sales.agent, customer.id, [planLine(plan)]);
    for (const status of ["sent", "accepted"]) await moveQuotation(sales.agent, quotation.id, status);
    expect((await sales.agent.post(`/api/quotations/${quotation.id}/convert`).send({})).status).toBe(200);
    const zh = await textOf((await sales.agent.get(`/api/quotations/${quotation.id}/pdf`).buffer(true).parse(binary)).body as Buffer);
    expect(zh).toContain(`報價單 ${quotation.number}`);
    expect(zh).not.toContain("已轉換");
    const en = await textOf((await sales.agent.get(`/api/quotations/${quotation.id}/pdf?lang=en`).buffer(true).parse(binary)).body as Buffer);
    expect(en).toContain("HK$999.90");
    expect(en).not.toMatch(/converted/i);
  });

  it("renders a service invoice's PDF with its QR code (number and link)", async () => {
    const { plan } = await setup();
    const customer = await createCustomer(sales.agent, { language: "zh_Hant" });
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    const res = await sales.agent.get(`/api/service-invoices/${invoice.id}/pdf`).buffer(true).parse(binary);
    const text = await textOf(res.body as Buffer);
    for (const expected of [`服務發票 ${invoice.number}`, customer.name, plan.name, "HK$999.90", `掃描查閱 ${invoice.number}`])
      expect(text).toContain(expected);
    expect(qrInPdf(res.body as Buffer)).toMatch(new RegExp(`^${invoice.number}\\nhttp://.+/service/service_invoice/show/${invoice.id}$`));
    const qr = await sales.agent.get(`/api/service-invoices/${invoice.id}/qr.png`).buffer(true).parse(binary);
    expect(decodeQr(qr.body as Buffer)).toMatch(new RegExp(`^${invoice.number}\\nhttp://.+/service/service_invoice/show/${invoice.id}$`));
  });

  it("sends an issued invoice to the customer in their language with its PDF, queued while mail is not configured; a draft is not sent (409)", async () => {
    const { plan } = await setup();
    const customer = await createCustomer(sales.agent, { language: "zh_Hant" });
    const invoice = await createInvoice(sales.agent, customer.id, [planLine(plan)]);
    const draft = await sales.agent.post(`/api/service-invoices/${invoice.id}/send`);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe("Only an issued, paid or closed invoice can be sent");
    await moveInvoice(sales.agent, invoice.id, "issued");
    const res = await sales.agent.post(`/api/service-invoices/${invoice.id}/send`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `Email with the service invoice ${invoice.number} to customer ${customer.email} is queued: no mail server is configured yet`,
      emailed: customer.email,
    });
    const mail = await ctx.db("outbox").orderBy("id", "desc").first("payload", "source", "source_id");
    expect(mail).toMatchObject({ source: "service-invoices", source_id: invoice.id });
    expect(mail.payload).toMatchObject({ to: customer.email, subject: `服務發票 ${invoice.number}` });
    expect(mail.payload.text).toContain("金額：HK$999.90");
    expect(await textOf(Buffer.from(mail.payload.attachments[0].content, "base64"))).toContain(`服務發票 ${invoice.number}`);
  });

  it("sends a quotation to the customer: the PDF queued in the outbox, a draft becomes sent; no e-mail answers 422", async () => {
    const { plan, customer } = await setup();
    const quotation = await createQuotation(sales.agent, customer.id, [planLine(plan)]);
    const res = await sales.agent.post(`/api/quotations/${quotation.id}/send`).set("Accept-Language", "zh-HK");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `給客戶 ${customer.email} 附有報價單 ${quotation.number} 的電子郵件已排隊：尚未設定郵件伺服器`,
      emailed: customer.email,
      record: { status: "sent" },
    });
    const mail = await ctx.db("outbox").orderBy("id", "desc").first("payload");
    expect(mail.payload).toMatchObject({ to: customer.email, subject: `Quotation ${quotation.number}` });
    const attachment = mail.payload.attachments[0];
    expect(attachment.filename).toBe(`${quotation.number}.pdf`);
    expect(await textOf(Buffer.from(attachment.content, "base64"))).toContain(quotation.number);
    const silent = await createCustomer(sales.agent, { email: null });
    const other = await createQuotation(sales.agent, silent.id, [planLine(plan)]);
    const refused = await sales.agent.post(`/api/quotations/${other.id}/send`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`Customer ${silent.name} has no e-mail address`);
    expect((await sales.agent.get(`/api/quotations/${other.id}`)).body.status).toBe("draft");
  });
});

describe("service invoices and vendors", () => {
  it("name the vendor who performs the service: filtered by it, refused when it does not exist", async () => {
    const s = await setup();
    const vendor = await sales.agent.post("/api/vendors").send({ company_name: `Fixers ${process.pid}-${++counter}` });
    expect(vendor.status).toBe(201);
    const invoice = await createInvoice(sales.agent, s.customer.id, [planLine(s.plan)], { vendor_id: vendor.body.id });
    expect(invoice).toMatchObject({ vendor_id: vendor.body.id });
    const list = await sales.agent.get(`/api/service-invoices?vendor_id=${vendor.body.id}`);
    expect(list.body.map((row: { id: number }) => row.id)).toEqual([invoice.id]);
    const unknown = await sales.agent
      .post("/api/service-invoices")
      .send({ customer_id: s.customer.id, lines: [planLine(s.plan)], vendor_id: 987654 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.vendor_id).toBe("The selected record does not exist");
  });
});
