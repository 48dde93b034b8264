import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct } from "../test/sales";
import { signedInAs } from "../test/session";
import type { SearchAnswer } from "./global-search";

/**
 * The global search (issue 26, `GET /api/search`): records of every entity the user's roles may
 * open, matched on labels, searchable fields and refs' labels, typo-tolerant and CJK by substring;
 * pages and actions by name in either language; authorization as the lists have it.
 */
type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
const as: Record<string, Agent> = {};
const ids: Record<string, number> = {};
let lantauOrder = "";

const search = async (agent: Agent, qs: string, language = "en") => {
  const res = await agent.get(`/api/search?${qs}`).set("Accept-Language", language);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchAnswer;
};
const group = (answer: SearchAnswer, resource: string) => answer.groups.find((g) => g.resource === resource)?.records ?? [];
const labels = (answer: SearchAnswer, resource: string) => group(answer, resource).map((r) => r.label);

beforeAll(async () => {
  ctx = await openTestApp();
  for (const role of ["ADMIN", "SALES", "HR"]) as[role] = (await signedInAs(ctx.app, ctx.db, [role])).agent;
  const product = await createProduct(as.ADMIN, { name: "Espresso machine" });
  const lantau = await createCustomer(as.ADMIN, { name: "Lantau Coffee House" });
  const florist = await createCustomer(as.ADMIN, { name: "九龍花店有限公司" });
  ids.lantau = lantau.id;
  ids.florist = florist.id;
  lantauOrder = (await createOrder(as.ADMIN, lantau.id, [{ product_id: product.id, quantity: 2 }])).number;
  await createOrder(as.ADMIN, florist.id, [{ product_id: product.id, quantity: 1 }]);
  for (let i = 1; i <= 7; i++) await createCustomer(as.ADMIN, { name: `Harbour Trader ${i}` });
  const employee = await as.HR.post("/api/employees").send({ full_name: "Wong Siu Ming", name: "Zebedee", salary: "20000" });
  expect(employee.status, JSON.stringify(employee.body)).toBe(201);
  ids.employee = employee.body.id;
  await ctx.db("salaries").insert({ employee_id: employee.body.id, month: "2026-03", salary_date: "2026-03-31", basic_salary: 20000, total: 20000 });
});
afterAll(() => ctx.close());

describe("records", () => {
  it("finds a customer by part of its name, and its orders by the customer's name, grouped by entity with a second line", async () => {
    const answer = await search(as.ADMIN, "q=lantau");
    expect(labels(answer, "customers")).toEqual(["Lantau Coffee House"]);
    const [order] = group(answer, "orders");
    expect(order).toMatchObject({ label: lantauOrder, subtitle: "Lantau Coffee House", status: "Pending" });
    expect(order.amount).toMatch(/^\d+\.\d{2}$/);
    expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(group(answer, "customers")[0]).toMatchObject({ id: ids.lantau, status: "Active" });
  });

  it("matches Chinese by substring, and answers in the user's language", async () => {
    expect(labels(await search(as.ADMIN, `q=${encodeURIComponent("九龍花店")}`), "customers")).toEqual(["九龍花店有限公司"]);
    const answer = await search(as.ADMIN, `q=${encodeURIComponent("花店")}`, "zh-Hant");
    expect(labels(answer, "customers")).toEqual(["九龍花店有限公司"]);
    expect(group(answer, "orders")[0]).toMatchObject({ subtitle: "九龍花店有限公司" });
    expect(group(answer, "customers")[0].status).not.toBe("active");
  });

  it("forgives a typo in a name", async () => {
    expect(labels(await search(as.ADMIN, "q=Lantua"), "customers")).toContain("Lantau Coffee House");
    expect(labels(await search(as.ADMIN, "q=Cofee%20House"), "customers")).toContain("Lantau Coffee House");
    // three words or more: every word but one
    expect(labels(await search(as.ADMIN, "q=lantua%20coffee%20house"), "customers")).toEqual(["Lantau Coffee House"]);
  });

  it("answers at most `limit` records per entity (5 unless asked)", async () => {
    expect(group(await search(as.ADMIN, "q=harbour%20trader"), "customers")).toHaveLength(5);
    expect(group(await search(as.ADMIN, "q=harbour%20trader&limit=3"), "customers")).toHaveLength(3);
    expect(group(await search(as.ADMIN, "q=harbour%20trader&limit=20"), "customers")).toHaveLength(7);
  });

  it("ranks the exact and the leading match first", async () => {
    const answer = await search(as.ADMIN, "q=harbour%20trader%207");
    expect(labels(answer, "customers")[0]).toBe("Harbour Trader 7");
  });

  it("ranks a name typed whole first, however many names start with it", async () => {
    // more names start with it than the search ranks of one kind (25): the name itself, written last, still leads
    await ctx.db("customers").insert(Array.from({ length: 30 }, (_, i) => ({ name: `Kowloon Bay Trader ${i + 1}` })));
    await createCustomer(as.ADMIN, { name: "Kowloon Bay" });
    expect(labels(await search(as.ADMIN, "q=kowloon%20bay"), "customers")[0]).toBe("Kowloon Bay");
  });

  it("finds an order by the start of its number, typed in either case", async () => {
    const start = lantauOrder.slice(0, -1);
    for (const typed of [start, start.toLowerCase()]) expect(labels(await search(as.ADMIN, `q=${typed}`), "orders")).toContain(lantauOrder);
  });

  it("forgives no typo in a number: one digit wrong finds another record or none", async () => {
    const wrong = `${lantauOrder.slice(0, -1)}${lantauOrder.endsWith("9") ? "8" : "9"}`;
    expect(labels(await search(as.ADMIN, `q=${wrong}`), "orders")).not.toContain(lantauOrder);
  });

  it("takes LIKE's wildcards as plain text", async () => {
    expect((await search(as.ADMIN, "q=%25%25")).groups).toEqual([]);
  });
});

describe("authorization, as the lists have it", () => {
  it("SALES never sees employees' records (lookup only) or salaries", async () => {
    const sales = await search(as.SALES, "q=Zebedee");
    expect(sales.groups.map((g) => g.resource)).toEqual([]);
    const hr = await search(as.HR, "q=Zebedee");
    expect(labels(hr, "employees")).toEqual(["Zebedee"]);
    // a salary is found by its employee's name, for HR only
    expect(labels(hr, "salaries")).toEqual(["2026-03"]);
    expect(group(hr, "salaries")[0]).toMatchObject({ subtitle: "Zebedee", amount: "20000.00" });
    expect((await search(as.SALES, "q=2026-03")).groups.map((g) => g.resource)).not.toContain("salaries");
    expect((await search(as.SALES, "q=salary")).pages.map((p) => p.name)).toEqual([]);
  });

  it("never matches a private field for a role that may not read private fields (HR searching customers and orders)", async () => {
    const field = await as.ADMIN.post("/api/customize/customers/fields").send({
      key: "vip_note",
      type: "string",
      labels: { en: "VIP note" },
      private: true,
      searchable: true,
    });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    expect((await as.ADMIN.patch(`/api/customers/${ids.lantau}`).send({ cf_vip_note: "owes-us-favours" })).status).toBe(200);
    expect(labels(await search(as.ADMIN, "q=owes-us-favours"), "customers")).toEqual(["Lantau Coffee House"]);
    expect((await as.ADMIN.put("/api/roles/HR").send({ private_fields: false })).status).toBe(200);
    try {
      const hr = await search(as.HR, "q=owes-us-favours");
      expect(hr.groups).toEqual([]);
      const orders = await search(as.HR, "q=lantau");
      expect(labels(orders, "orders")).toEqual([lantauOrder]);
      expect(JSON.stringify(orders)).not.toContain("owes-us-favours");
      // nor does the customers list's own search (it matched the private value before, an oracle)
      const list = await as.HR.get("/api/customers?q=owes-us-favours");
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      expect(list.headers["x-total-count"]).toBe("0");
      expect((await as.ADMIN.get("/api/customers?q=owes-us-favours")).body.map((c: { name: string }) => c.name)).toEqual(["Lantau Coffee House"]);
    } finally {
      expect((await as.ADMIN.put("/api/roles/HR").send({ private_fields: true })).status).toBe(200);
    }
  });

  it("a signed-out caller gets 401", async () => {
    const { default: supertest } = await import("supertest");
    expect((await supertest(ctx.app).get("/api/search?q=x")).status).toBe(401);
  });
});

describe("pages and actions, in either language", () => {
  it("finds a page by its name in English or Chinese, answered in the user's language", async () => {
    const byEnglish = await search(as.ADMIN, "q=payroll");
    expect(byEnglish.pages).toContainEqual({ name: "payrolls", label: "Payroll", route: "/human-resource/salary/payroll" });
    const byChinese = await search(as.ADMIN, `q=${encodeURIComponent("糧單")}`);
    expect(byChinese.pages.map((p) => p.name)).toContain("payrolls");
    const inChinese = await search(as.ADMIN, "q=payroll", "zh-Hant");
    expect(inChinese.pages.find((p) => p.name === "payrolls")?.label).toBe("糧單");
    // reports are pages too
    expect((await search(as.ADMIN, "q=income%20statement")).pages.length).toBeGreaterThan(0);
  });

  it("offers 'New order' to roles that may create orders, and page commands to roles granted their verb", async () => {
    const sales = await search(as.SALES, "q=new%20order");
    expect(sales.actions).toContainEqual({ name: "orders.create", label: "Create Order", route: "/sales/order/create" });
    const backup = await search(as.ADMIN, "q=back%20up");
    expect(backup.actions).toContainEqual({ name: "system.commands.backup-now", label: "Back up now", run: { method: "post", path: "/backups" } });
    expect((await search(as.SALES, "q=back%20up")).actions).toEqual([]);
    const salary = await search(as.HR, "q=salary%20last%20month");
    const generate = salary.actions.find((a) => a.name === "salary-generate-report.commands.generate-last-month");
    expect(generate?.run?.body?.month).toMatch(/^\d{4}-\d{2}$/);
    expect((await search(as.SALES, "q=salary%20last%20month")).actions).toEqual([]);
  });
});

describe("recent records", () => {
  it("with no query, the records this user wrote last", async () => {
    const answer = await search(as.ADMIN, "");
    expect(answer.groups).toEqual([]);
    expect(answer.recent[0]).toMatchObject({ resource: "customers", id: ids.lantau, label: "Lantau Coffee House" });
    expect(answer.recent.map((r) => r.resource)).toContain("orders");
    // HR wrote only the employee
    expect((await search(as.HR, "")).recent).toEqual([{ resource: "employees", id: ids.employee, label: "Zebedee" }]);
  });
});

describe("bad queries: 400 with the catalogue's message, never 500", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=21", "limit"],
    ["limit=many", "limit"],
    [`q=${"x".repeat(101)}`, "q"],
    ["q=a%00b", "q"],
    ["q=a&q=b", "q"],
  ])("%s", async (qs, field) => {
    const res = await as.ADMIN.get(`/api/search?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(typeof res.body.errors[field]).toBe("string");
  });

  it("an unknown member is named", async () => {
    const res = await as.ADMIN.get("/api/search?q=x&_start=0");
    expect(res.status).toBe(400);
    expect(res.body.message).toContain("_start");
  });
});
