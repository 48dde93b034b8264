import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { createProduct, stockLevel } from "../../test/sales";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

const move = (body: object) => sales.agent.post("/api/stock-movements").send(body);

describe("stock ledger", () => {
  it("keeps levels at weighted average cost: in, in, sold, adjustment", async () => {
    const product = await createProduct(sales.agent);
    const first = await move({ product_id: product.id, type: "in", quantity: 10, unit_cost: "2.00", partner: "Acme Supply" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ total_cost: "20.00", unit_cost: "2.00", uom: "pcs" });
    await move({ product_id: product.id, type: "in", quantity: 10, unit_cost: "4.00" });
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 20, sold: 0, returned: 0, value: "60.00" });
    const sold = await move({ product_id: product.id, type: "sold", quantity: 5, unit_cost: "99.00" });
    expect(sold.body).toMatchObject({ unit_cost: "3.00", total_cost: "15.00" });
    await move({ product_id: product.id, type: "adjustment", quantity: -3 });
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 12, sold: 5, returned: 0, value: "36.00" });
    const levels = await sales.agent.get(`/api/stock-levels?product_id=${product.id}`);
    expect(levels.status).toBe(200);
    expect(levels.body[0]).toMatchObject({ product_id: product.id, on_hand: 12, sold: 5, value: "36.00" });
  });

  it("never takes on hand below zero: 422 naming the product, nothing booked", async () => {
    const product = await createProduct(sales.agent, { stock: 3, name: "Last three" });
    const before = await ctx.db("stock_movements").count({ n: "*" }).first();
    for (const body of [
      { type: "sold", quantity: 4 },
      { type: "adjustment", quantity: -4 },
    ]) {
      const res = await move({ product_id: product.id, ...body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Not enough stock of Last three: 3 on hand, 4 wanted");
    }
    expect(await ctx.db("stock_movements").count({ n: "*" }).first()).toEqual(before);
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(3);
  });

  it.each([
    ["a zero adjustment", { type: "adjustment", quantity: 0 }, "quantity", "Quantity cannot be zero"],
    ["a negative receipt", { type: "in", quantity: -2 }, "quantity", "Quantity must be positive for this movement type"],
    ["a negative unit cost", { type: "in", quantity: 2, unit_cost: "-1" }, "unit_cost", "Value cannot be negative"],
    ["an unknown type", { type: "gift", quantity: 1 }, "type", "Choose one of: in, sold, return, adjustment"],
  ])("refuses %s", async (_name, body, field, message) => {
    const product = await createProduct(sales.agent, { stock: 5 });
    const res = await move({ product_id: product.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(5);
  });

  it("is a ledger: movements cannot be edited or deleted, levels cannot be written", async () => {
    const product = await createProduct(sales.agent, { stock: 5 });
    const [movement] = (await sales.agent.get(`/api/stock-movements?product_id=${product.id}`)).body;
    expect((await sales.agent.patch(`/api/stock-movements/${movement.id}`).send({ quantity: 500 })).status).toBe(405);
    expect((await sales.agent.delete(`/api/stock-movements/${movement.id}`)).status).toBe(405);
    expect((await sales.agent.post("/api/stock-levels").send({ product_id: product.id })).status).toBe(405);
    expect((await stockLevel(ctx.db, product.id)).on_hand).toBe(5);
  });

  it("gives every product a level row, so a new product shows with nothing on hand", async () => {
    const product = await createProduct(sales.agent);
    expect(await stockLevel(ctx.db, product.id)).toEqual({ on_hand: 0, sold: 0, returned: 0, value: "0.00" });
  });
});
