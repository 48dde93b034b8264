import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let beverages: number;
beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  beverages = (await sales.agent.post("/api/product-categories").send({ name: "Beverages" })).body.id;
  await sales.agent.post("/api/product-categories").send({ name: "Snacks" });
  await sales.agent.post("/api/customers").send({ name: "Lantau Florist", email: "shop@lantau.test" });
  await sales.agent.post("/api/customers").send({ name: "Twin Café", email: "one@twin.test" });
  await sales.agent.post("/api/customers").send({ name: "Twin Café", email: "two@twin.test" });
});
afterAll(() => ctx.close());

const importCsv = (resource: string, csv: string, language = "en") =>
  sales.agent.post(`/api/${resource}/import`).set("Content-Type", "text/csv").set("Accept-Language", language).send(csv);

describe("CSV import of references by label", () => {
  it("takes a product category by its name (any case) or by its id", async () => {
    const res = await importCsv(
      "products",
      `code,name,price,category_id\nLBL-1,Green tea,12,beverages\nLBL-2,Oolong,13,${beverages}\nLBL-3,Chips,4,Snacks\n`,
    );
    expect(res.status).toBe(201);
    const rows = await ctx.db("products").where("code", "like", "LBL-%").orderBy("code").select("code", "category_id");
    const snacks = (await ctx.db("product_categories").where({ name: "Snacks" }).first("id")).id;
    expect(rows).toEqual([
      { code: "LBL-1", category_id: beverages },
      { code: "LBL-2", category_id: beverages },
      { code: "LBL-3", category_id: snacks },
    ]);
  });

  it("takes a customer by name or by e-mail (a unique field); a name two customers share is ambiguous; a payment method must be on the list", async () => {
    const res = await importCsv(
      "incomes",
      "date,amount,reference,customer_id,payment_method\n2026-11-20,10,LBL-A,Lantau Florist,cash\n2026-11-20,11,LBL-B,TWO@twin.test,fps\n",
    );
    expect(res.status).toBe(201);
    const rows = await ctx
      .db("incomes as i")
      .join("customers as c", "c.id", "i.customer_id")
      .where("i.reference", "like", "LBL-%")
      .orderBy("i.reference")
      .select("c.email");
    expect(rows.map((row) => row.email)).toEqual(["shop@lantau.test", "two@twin.test"]);
    const refused = await importCsv(
      "incomes",
      "date,amount,reference,customer_id,payment_method\n2026-11-20,12,LBL-C,Twin Café,cash\n2026-11-20,13,LBL-D,Lantau Florist,barter\n",
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      "2.customer_id": '"Twin Café" names 2 records: use its id or a unique value',
      "3.payment_method": "Not on the list: choose one of the offered options",
    });
    expect(Number((await ctx.db("incomes").whereIn("reference", ["LBL-C", "LBL-D"]).count({ n: "*" }).first())!.n)).toBe(0);
  });

  it("refuses an unknown or ambiguous label per row and field with a catalogue message, importing nothing", async () => {
    const before = Number((await ctx.db("products").count({ n: "*" }).first())!.n);
    const res = await importCsv("products", `code,name,price,category_id\nLBX-1,Milk,5,Dairy\nLBX-2,Juice,6,Beverages\nLBX-3,Soda,7,99999\n`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ "2.category_id": 'No record is called "Dairy"', "4.category_id": "The selected record does not exist" });
    expect(Number((await ctx.db("products").count({ n: "*" }).first())!.n)).toBe(before);
    const zh = await importCsv("products", `code,name,price,category_id\nLBX-1,Milk,5,Dairy\n`, "zh-HK");
    expect(zh.body.errors).toEqual({ "2.category_id": "沒有名為「Dairy」的記錄" });
  });
});
