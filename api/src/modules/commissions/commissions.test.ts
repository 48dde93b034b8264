import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
const employees: Record<string, number> = {};
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  for (const name of ["Ann", "Bob", "Cat"])
    employees[name] = (await admin.agent.post("/api/employees").send({ full_name: `${name} Lee`, name })).body.id;
  await admin.agent.post("/api/commissions").send({ employee_id: employees.Ann, percentage: 10 });
  await admin.agent.post("/api/commissions").send({ employee_id: employees.Bob, percentage: "2.5" });
});
afterAll(() => ctx.close());

/** A completed order of `total` sold by `employee`, completed at `completedAt`. */
const completedOrder = async (employee: number, price: string, completedAt: string, finalStatus = "completed") => {
  const product = await createProduct(sales.agent, { price, stock: 1 });
  const order = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }], {
    employee_id: employee,
  });
  for (const step of ["processing", "shipping", "completed"]) await moveOrder(sales.agent, order.id, step);
  await ctx.db("orders").where({ id: order.id }).update({ completed_at: completedAt });
  if (finalStatus === "returning") await moveOrder(sales.agent, order.id, "returning");
  return order;
};

const generate = (month?: string) => sales.agent.post("/api/commission-records/generate").send(month === undefined ? {} : { month });

describe("commission generation", () => {
  beforeAll(async () => {
    await completedOrder(employees.Ann, "100.00", "2026-10-01T00:30:00+08:00"); // October in Hong Kong
    await completedOrder(employees.Ann, "250.50", "2026-10-31T23:00:00+08:00");
    await completedOrder(employees.Ann, "999.00", "2026-09-30T23:59:00+08:00"); // September
    await completedOrder(employees.Bob, "80.00", "2026-10-15T12:00:00+08:00");
    await completedOrder(employees.Bob, "500.00", "2026-10-16T12:00:00+08:00", "returning"); // no longer completed
    await completedOrder(employees.Cat, "700.00", "2026-10-16T12:00:00+08:00"); // no commission rate
  });

  it("asks for a month", async () => {
    for (const month of [undefined, ""]) {
      const res = await generate(month);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Please select month");
    }
    expect((await generate("2026-13")).body.errors.month).toBe("Month must be written YYYY-MM");
  });

  it("gives one record per employee with a rate: completed orders of the month x percentage", async () => {
    const res = await generate("2026-10");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Commission generated for 2 employees in 2026-10");
    const byEmployee = Object.fromEntries(
      res.body.records.map((r: { employee_id: number; orders: number; sales: string; amount: string }) => [
        r.employee_id,
        [r.orders, r.sales, r.amount],
      ]),
    );
    expect(byEmployee).toEqual({ [employees.Ann]: [2, "350.50", "35.05"], [employees.Bob]: [1, "80.00", "2.00"] });
  });

  it("replaces a month's records when run again, never duplicates them", async () => {
    await generate("2026-10");
    await completedOrder(employees.Bob, "40.00", "2026-10-20T12:00:00+08:00");
    const again = await generate("2026-10");
    expect(again.body.records).toHaveLength(2);
    const stored = (await sales.agent.get("/api/commission-records?month=2026-10")).body;
    expect(stored).toHaveLength(2);
    expect(stored.find((r: { employee_id: number }) => r.employee_id === employees.Bob)).toMatchObject({
      orders: 2,
      sales: "120.00",
      amount: "3.00",
    });
    await Promise.all([generate("2026-10"), generate("2026-10"), generate("2026-10")]);
    expect((await sales.agent.get("/api/commission-records?month=2026-10")).body).toHaveLength(2);
  });

  it("records are read-only for everyone", async () => {
    const [record] = (await admin.agent.get("/api/commission-records?month=2026-10")).body;
    expect((await admin.agent.patch(`/api/commission-records/${record.id}`).send({ amount: "1000.00" })).status).toBe(405);
    expect((await admin.agent.post("/api/commission-records").send({})).status).toBe(405);
  });

  it("keeps one commission rate per employee, between 0 and 100", async () => {
    const dup = await admin.agent.post("/api/commissions").send({ employee_id: employees.Ann, percentage: 5 });
    expect(dup.status).toBe(409);
    const high = await admin.agent.post("/api/commissions").send({ employee_id: employees.Cat, percentage: 101 });
    expect(high.body.errors.percentage).toBe("Value must be at most 100");
  });
});
