import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRegistry, defineEntity } from "../entities";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../test/sales";
import { signedInAs } from "../test/session";

/**
 * Inline editing in lists (issue 26 item 4): fields the declaration marks `inline` reach the admin in
 * `GET /api/meta/entities` (declared, custom fields and custom resources alike), and a cell's edit is
 * the form's PATCH: the same validator, the same refusals of locked records, the same messages.
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>["agent"];
let sales: Awaited<ReturnType<typeof signedInAs>>["agent"];

type Meta = { entities: { name: string; fields: Record<string, { inline?: boolean }> }[] };
const inlineFields = async (agent: typeof admin, resource: string) => {
  const meta = (await agent.get("/api/meta/entities")).body as Meta;
  const entity = meta.entities.find((e) => e.name === resource)!;
  return Object.entries(entity.fields)
    .filter(([, field]) => field.inline)
    .map(([name]) => name);
};

beforeAll(async () => {
  ctx = await openTestApp();
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
});
afterAll(() => ctx.close());

describe("fields editable in place, by declaration", () => {
  it("the declared ones reach the admin through the metadata the list reads; workflow and computed fields never", async () => {
    expect(await inlineFields(sales, "products")).toEqual(["name", "category_id", "price", "reorder_level"]);
    const orders = await inlineFields(sales, "orders");
    expect(orders).toEqual(["employee_id", "shipping_cost", "expiration"]);
    expect(orders).not.toContain("status");
  });

  it("an ADMIN's custom field and custom resource get it from the flag, a long text never", async () => {
    const field = await admin.post("/api/customize/products/fields").send({ key: "shelf", type: "string", labels: { en: "Shelf" }, inline: true });
    expect(field.status, JSON.stringify(field.body)).toBe(201);
    const note = await admin.post("/api/customize/products/fields").send({ key: "memo", type: "text", labels: { en: "Memo" }, inline: true });
    expect(note.status).toBe(201);
    expect(await inlineFields(sales, "products")).toEqual(["name", "category_id", "price", "reorder_level", "cf_shelf"]);

    const resource = await admin.post("/api/customize/resources").send({
      name: "boats",
      labels: { en: "Boats", zh_Hant: "船" },
      group: "sales",
      label: "hull",
      fields: [
        { key: "hull", type: "string", labels: { en: "Hull" }, required: true, inline: true },
        { key: "length", type: "integer", labels: { en: "Length" }, inline: true },
        { key: "notes", type: "text", labels: { en: "Notes" } },
      ],
    });
    expect(resource.status, JSON.stringify(resource.body)).toBe(201);
    expect(await inlineFields(admin, "boats")).toEqual(["hull", "length"]);
    // written through the resource's PATCH, checked by the same validator
    const boat = (await admin.post("/api/boats").send({ hull: "B-1", length: 7 })).body;
    expect((await admin.patch(`/api/boats/${boat.id}`).send({ length: 8 })).body).toMatchObject({ length: 8 });
    const blank = await admin.patch(`/api/boats/${boat.id}`).send({ hull: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ hull: "input can not be empty" });
  });

  it("the registry refuses the flag on a field a list can not edit: computed, several values, a workflow verb's input", () => {
    const base = { name: "a", table: "a", group: "sales", route: "/a", label: "name", defaultSort: { field: "name", order: "asc" } } as const;
    const entity = (fields: object, more: object = {}) =>
      createRegistry([{ name: "m", entities: [defineEntity({ ...base, fields, ...more } as never)] }]);
    expect(() => entity({ name: { type: "string", inline: true } })).not.toThrow();
    expect(() => entity({ name: { type: "text", inline: true } })).toThrow(/can not be edited in a list/);
    expect(() => entity({ name: { type: "string", readOnly: true, inline: true } })).toThrow(/can not be edited in a list/);
    expect(() => entity({ name: { type: "enum", values: ["x"], multiple: true, inline: true } })).toThrow(/can not be edited in a list/);
    const workflow = { status: { type: "enum", values: ["open", "done"], inline: true } };
    expect(() => entity(workflow, { bulk: { status: { policy: "edit", fields: { status: workflow.status } } } })).toThrow(
      /can not be edited in a list/,
    );
  });
});

describe("a cell's edit is the form's PATCH", () => {
  it("an invalid value is a 400 naming the field, in the user's language, and nothing changes", async () => {
    const product = await createProduct(sales, { price: "12.00" });
    const negative = await sales.patch(`/api/products/${product.id}`).send({ price: "-1.00" });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ price: "Value cannot be negative" });
    const zh = await sales.patch(`/api/products/${product.id}`).set("Accept-Language", "zh-Hant").send({ name: "" });
    expect(zh.status).toBe(400);
    expect(Object.keys(zh.body.errors)).toEqual(["name"]);
    expect(zh.body.errors.name).not.toBe("input can not be empty");
    expect((await ctx.db("products").where({ id: product.id }).first("price", "name")).price).toBe("12.00");
    const saved = await sales.patch(`/api/products/${product.id}`).send({ price: "15.50" });
    expect(saved.status).toBe(200);
    expect(saved.body.price).toBe("15.50");
  });

  it("a locked record refuses it as it refuses the form: a completed order, a system-booked income (409, the message)", async () => {
    const product = await createProduct(sales, { stock: 5 });
    const customer = await createCustomer(sales);
    const order = await createOrder(sales, customer.id, [{ product_id: product.id, quantity: 1 }]);
    expect((await sales.patch(`/api/orders/${order.id}`).send({ shipping_cost: "5.00" })).status).toBe(200);
    for (const status of ["processing", "shipping", "completed"]) expect((await moveOrder(sales, order.id, status)).status).toBe(200);
    const locked = await sales.patch(`/api/orders/${order.id}`).send({ shipping_cost: "9.00" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Only a pending order can be changed");
    expect((await ctx.db("orders").where({ id: order.id }).first("shipping_cost")).shipping_cost).toBe("5.00");

    // the completion booked the order's income: written by the posting service, read-only
    const income = await ctx.db("incomes").where({ source: "sales_order", reference_id: order.id }).first("id", "amount");
    const booked = await sales.patch(`/api/incomes/${income.id}`).send({ amount: "1.00" });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toMatch(/booked by another module/);
    expect((await ctx.db("incomes").where({ id: income.id }).first("amount")).amount).toBe(income.amount);
  });

  it("a record of a closed period refuses it (409), and a record in the trash is not found", async () => {
    const accounting = (await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"])).agent;
    const income = (await accounting.post("/api/incomes").send({ date: "2024-03-10", amount: "20.00", reference: "Inline-closed" })).body;
    expect((await accounting.post("/api/accounting-home/periods/2024-03/close")).status).toBe(200);
    const closed = await accounting.patch(`/api/incomes/${income.id}`).send({ amount: "21.00" });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("This period is closed");

    const product = await createProduct(sales);
    expect((await sales.delete(`/api/products/${product.id}`)).status).toBe(200);
    expect((await sales.patch(`/api/products/${product.id}`).send({ name: "Back" })).status).toBe(404);
  });
});
