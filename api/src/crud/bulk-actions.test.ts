import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder, stockLevel } from "../test/sales";
import { signedInAs } from "../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>["agent"];
let sales: Awaited<ReturnType<typeof signedInAs>>["agent"];

beforeAll(async () => {
  ctx = await openTestApp();
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
});
afterAll(() => ctx.close());

const bulk = (agent = sales, resource = "orders") => agent.post(`/api/${resource}/bulk`);
const statusOf = async (id: number) => (await ctx.db("orders").where({ id }).first("status")).status as string;
const deleted = async (table: string, id: number) => Boolean((await ctx.db(table).where({ id }).first("deleted_at")).deleted_at);

describe("POST /api/:resource/bulk", () => {
  it("deletes and restores record by record: a refusal says why, the others are done, one behaviour line for each bulk", async () => {
    const product = await createProduct(sales, { stock: 20 });
    const customer = await createCustomer(sales);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await createOrder(sales, customer.id, [{ product_id: product.id, quantity: 1 }]));
    expect((await moveOrder(sales, orders[1].id, "processing")).status).toBe(200);
    const ids = orders.map((o) => o.id);

    const res = await bulk().send({ action: "delete", ids });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ action: "delete", count: 3, done: 2, refused: 1, message: "2 done, 1 refused" });
    expect(res.body.results).toEqual([
      { id: ids[0], status: "done" },
      { id: ids[1], status: "refused", message: "Only a pending or cancelled order can be deleted" },
      { id: ids[2], status: "done" },
    ]);
    expect([await deleted("orders", ids[0]), await deleted("orders", ids[1]), await deleted("orders", ids[2])]).toEqual([true, false, true]);
    // one line for the bulk, none of the records' own; each record's history keeps its line
    const logs = await ctx.db("behaviour_logs").where({ target: "orders" }).whereIn("action", ["bulk", "delete"]).select("action", "detail");
    expect(logs).toEqual([{ action: "bulk", detail: { action: "delete", count: 3, done: 2, refused: 1, ids } }]);
    expect(await ctx.db("record_history").where({ resource: "orders", action: "delete" }).whereIn("record_id", ids).pluck("record_id")).toHaveLength(
      2,
    );

    const restored = await bulk().send({ action: "restore", ids });
    expect(restored.body.results).toEqual([
      { id: ids[0], status: "done" },
      { id: ids[1], status: "refused", message: "This record is not in the trash" },
      { id: ids[2], status: "done" },
    ]);
    expect(await deleted("orders", ids[0])).toBe(false);
  });

  it("moves orders along the workflow through the same change as one: short stock and an illegal move refused, the others done", async () => {
    const [plenty, scarce] = [await createProduct(sales, { stock: 50 }), await createProduct(sales, { stock: 2, name: "Bulk scarce widget" })];
    const customer = await createCustomer(sales);
    const ok1 = await createOrder(sales, customer.id, [{ product_id: plenty.id, quantity: 2 }]);
    const short = await createOrder(sales, customer.id, [{ product_id: scarce.id, quantity: 3 }]);
    const ok2 = await createOrder(sales, customer.id, [{ product_id: plenty.id, quantity: 3 }]);
    const cancelled = await createOrder(sales, customer.id, [{ product_id: plenty.id, quantity: 1 }]);
    expect((await moveOrder(sales, cancelled.id, "cancelled")).status).toBe(200);

    const res = await bulk().send({ action: "status", ids: [ok1.id, short.id, ok2.id, cancelled.id], values: { status: "processing" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toEqual([
      { id: ok1.id, status: "done" },
      { id: short.id, status: "refused", message: "Not enough stock of Bulk scarce widget: 2 on hand, 3 wanted" },
      { id: ok2.id, status: "done" },
      { id: cancelled.id, status: "refused", message: "An order cannot move from cancelled to processing" },
    ]);
    expect(await Promise.all([ok1, short, ok2, cancelled].map((o) => statusOf(o.id)))).toEqual(["processing", "pending", "processing", "cancelled"]);
    // nothing half-applied: the refused order took no stock, the done ones took theirs
    expect((await stockLevel(ctx.db, scarce.id)).on_hand).toBe(2);
    expect((await stockLevel(ctx.db, plenty.id)).on_hand).toBe(45);
    // the verb's input is checked once, as the one-record route checks it
    const bad = await bulk().send({ action: "status", ids: [ok1.id], values: { status: "flying" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toMatch(/^Invalid choice|must be one of|flying|pending/i);
    expect((await bulk().send({ action: "teleport", ids: [ok1.id] })).status).toBe(400);
  });

  it("sets a field through the form's validator: a bad value is one 400 for all, a record that cannot take it is refused alone", async () => {
    const products = [
      await createProduct(sales, { name: "Set A" }),
      await createProduct(sales, { name: "Set B" }),
      await createProduct(sales, { name: "Set C" }),
    ];
    const ids = products.map((p) => p.id);
    expect((await sales.delete(`/api/products/${ids[2]}`)).status).toBe(200);
    const negative = await bulk(sales, "products").send({ action: "set", ids, values: { price: "-5" } });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual({ price: "Value cannot be negative" });
    expect((await bulk(sales, "products").send({ action: "set", ids, values: { code: "SAME" } })).status).toBe(400);
    expect((await bulk(sales, "products").send({ action: "set", ids, values: {} })).status).toBe(400);

    const res = await bulk(sales, "products").send({ action: "set", ids, values: { price: "12.50" } });
    expect(res.body.results).toEqual([
      { id: ids[0], status: "done" },
      { id: ids[1], status: "done" },
      { id: ids[2], status: "refused", message: "Not found" },
    ]);
    expect(await ctx.db("products").whereIn("id", ids).orderBy("id").pluck("price")).toEqual(["12.50", "12.50", "10.00"]);
  });

  it("acts on every record matching a filter, parsed as the list parses it", async () => {
    for (const name of ["Filter lamp 1", "Filter lamp 2", "Filter lamp 3", "Other lamp"]) await createProduct(sales, { name });
    const res = await bulk(sales, "products").send({ action: "set", filter: { name_like: "filter lamp" }, values: { price: "7.00" } });
    expect(res.body).toMatchObject({ count: 3, done: 3, refused: 0 });
    expect(await ctx.db("products").where("name", "like", "%lamp%").orderBy("name").pluck("price")).toEqual(["7.00", "7.00", "7.00", "10.00"]);
    expect((await bulk(sales, "products").send({ action: "set", filter: { colour: "red" }, values: { price: "1.00" } })).status).toBe(400);
    // the trash is a filter too
    const trashed = await bulk(sales, "products").send({ action: "delete", filter: { name_like: "filter lamp" } });
    expect(trashed.body.done).toBe(3);
    const back = await bulk(sales, "products").send({ action: "restore", filter: { name_like: "filter lamp", deleted: "true" } });
    expect(back.body).toMatchObject({ count: 3, done: 3 });
    expect((await bulk(sales, "products").send({ action: "delete" })).status).toBe(400);
  });

  it("takes at most 10,000 records a call: more ids or a wider filter is a 400 and nothing changes", async () => {
    const ids = Array.from({ length: 10_001 }, (_, i) => i + 1);
    const res = await bulk(admin, "product-categories").send({ action: "delete", ids });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("A bulk action can take at most 10000 records at once; 10001 were selected. Narrow the filter or select fewer");
    await ctx.db.raw("insert into product_categories (name) select 'Bulkcap ' || g from generate_series(1, 10001) g");
    const wide = await bulk(admin, "product-categories").send({ action: "delete", filter: { name_like: "bulkcap" } });
    expect(wide.status).toBe(400);
    expect(wide.body.message).toContain("10001 were selected");
    expect(Number((await ctx.db("product_categories").whereNotNull("deleted_at").count({ n: "*" }))[0].n)).toBe(0);
  }, 60_000);

  it("checks the action's own permission: a role that may edit but not delete gets 403 and nothing changes", async () => {
    const role = { name: "PRICER", grants: [{ object: "products", actions: ["list", "show", "edit"] }] };
    expect((await admin.post("/api/roles").send(role)).status).toBe(201);
    const pricer = (await signedInAs(ctx.app, ctx.db, ["PRICER"])).agent;
    const product = await createProduct(sales, { name: "Priced" });
    const refused = await bulk(pricer, "products").send({ action: "delete", ids: [product.id] });
    expect(refused.status).toBe(403);
    expect(await deleted("products", product.id)).toBe(false);
    const set = await bulk(pricer, "products").send({ action: "set", ids: [product.id], values: { price: "3.00" } });
    expect(set.body).toMatchObject({ done: 1 });
    // HR may not touch the books at all
    const hr = (await signedInAs(ctx.app, ctx.db, ["ACCOUNTING"])).agent;
    expect((await bulk(hr, "salaries").send({ action: "delete", ids: [1] })).status).toBe(403);
  });

  it("streams its progress as NDJSON when asked", async () => {
    const products = [await createProduct(sales, { name: "Stream 1" }), await createProduct(sales, { name: "Stream 2" })];
    const res = await bulk(sales, "products")
      .set("Accept", "application/x-ndjson")
      .send({ action: "set", ids: products.map((p) => p.id), values: { price: "2.00" } })
      .buffer(true)
      .parse((response, done) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => done(null, text));
      });
    const lines = String(res.body)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({ type: "start", total: 2 });
    expect(lines.slice(1, 3)).toEqual(products.map((p) => ({ type: "record", id: p.id, status: "done" })));
    expect(lines[3]).toMatchObject({ type: "end", count: 2, done: 2, refused: 0 });
  });
});
