import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listedByDefault } from "../entities";
import { registry } from "../modules";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct } from "../test/sales";
import { signedInAs } from "../test/session";

const textTypes = ["string", "text", "email", "phone"];

describe("the q search, by declaration", () => {
  it("covers every entity's label and the labels of the records its listed refs point at", () => {
    const missing: string[] = [];
    for (const entity of registry.entities)
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.type !== "ref" || field.multiple || !listedByDefault(field)) continue;
        const target = registry.entityByName.get(field.ref)!;
        // a target named by a ref of its own (commission rates by employee) has no text to search
        if (!textTypes.includes(target.fields[target.label].type)) continue;
        if (!field.searchable) missing.push(`${entity.name}.${name}`);
      }
    expect(missing).toEqual([]);
  });
});

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let api: ReturnType<typeof request.agent>;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  ctx = await openTestApp();
  api = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  const product = await createProduct(api, { name: "Espresso machine" });
  const lantau = await createCustomer(api, { name: "Lantau Coffee House" });
  const kowloon = await createCustomer(api, { name: "Kowloon Florist" });
  numbers.lantau = (await createOrder(api, lantau.id, [{ product_id: product.id, quantity: 1 }])).number;
  numbers.kowloon = (await createOrder(api, kowloon.id, [{ product_id: product.id, quantity: 1 }])).number;
});
afterAll(() => ctx.close());

describe("searching a list by what people call its records", () => {
  const orders = async (qs: string) => {
    const res = await api.get(`/api/orders?${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { numbers: (res.body as { number: string }[]).map((o) => o.number).sort(), total: res.headers["x-total-count"] };
  };

  it("finds orders by their customer's name, case-insensitively, with the total", async () => {
    expect(await orders("q=lantau")).toEqual({ numbers: [numbers.lantau], total: "1" });
    expect(await orders("q=FLORIST")).toEqual({ numbers: [numbers.kowloon], total: "1" });
  });

  it("still finds them by their own number, and combines the search with filters", async () => {
    expect((await orders(`q=${numbers.kowloon}`)).numbers).toEqual([numbers.kowloon]);
    expect((await orders("q=coffee&status=cancelled")).numbers).toEqual([]);
  });

  it("exports what the search finds", async () => {
    const csv = await api.get("/api/orders/export.csv?q=Lantau");
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(numbers.lantau);
    expect(csv.text).not.toContain(numbers.kowloon);
  });

  it("takes a search with LIKE's wildcards as plain text", async () => {
    expect((await orders("q=%25")).numbers).toEqual([]);
  });
});
