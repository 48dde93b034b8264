import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allows, type EntityDef, type FieldDef } from "../entities";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a value holding one used to reach the database
 * and come back as a 500. It is refused in validation, per field, on every resource, and in list
 * filters and search.
 */

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let api: ReturnType<typeof request.agent>;
beforeAll(async () => {
  ctx = await openTestApp();
  api = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
});
afterAll(() => ctx.close());

const nulMessage = "Must not contain a NUL character (\\u0000)";
const textTypes = new Set<FieldDef["type"]>(["string", "text", "email", "phone", "password"]);
const textFields = (entity: EntityDef) =>
  Object.entries(entity.fields)
    .filter(([, field]) => textTypes.has(field.type) && !field.readOnly && !("format" in field && field.format))
    .map(([name]) => name);

describe("a NUL character is a per-field 400, never a 500", () => {
  it("in every text field of every resource that can be created", async () => {
    const checked: string[] = [];
    for (const entity of ctx.context.registry.entities) {
      const fields = textFields(entity);
      if (!allows(entity, "create") || !fields.length) continue;
      const before = Number((await ctx.db(entity.table).count({ n: "*" }))[0].n);
      const res = await api.post(`/api/${entity.name}`).send(Object.fromEntries(fields.map((name) => [name, "a\u0000b"])));
      expect(res.status, `${entity.name}: ${JSON.stringify(res.body)}`).toBe(400);
      for (const name of fields) expect(res.body.errors?.[name], `${entity.name}.${name}`).toBe(nulMessage);
      expect(Number((await ctx.db(entity.table).count({ n: "*" }))[0].n)).toBe(before);
      checked.push(entity.name);
    }
    expect(checked).toEqual(expect.arrayContaining(["products", "customers", "orders", "users"]));
  });

  it("on an edit and inside a structured value", async () => {
    const category = (await api.post("/api/product-categories").send({ name: "Nul" })).body;
    const product = (await api.post("/api/products").send({ code: "NUL-1", name: "Clean", price: 1, category_id: category.id })).body;
    const edit = await api.patch(`/api/products/${product.id}`).send({ name: "dirty\u0000" });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual({ name: nulMessage });
    expect((await api.get(`/api/products/${product.id}`)).body.name).toBe("Clean");

    const customer = await api.post("/api/customers").send({ name: "Nul Ltd", custom_info: [{ key: "VAT\u0000", value: "1" }] });
    expect(customer.status, JSON.stringify(customer.body)).toBe(400);
    expect(customer.body.errors).toEqual({ "custom_info.0.key": nulMessage });
  });

  it("in list search and filters of every resource", async () => {
    for (const entity of ctx.context.registry.entities) {
      const search = await api.get(`/api/${entity.name}?q=%00`);
      expect(search.status, `${entity.name}?q=%00`).toBe(400);
      expect(search.body.errors).toEqual({ q: nulMessage });
      const [text] = Object.entries(entity.fields).filter(([, f]) => f.filterable && textTypes.has(f.type));
      if (!text) continue;
      for (const operator of ["", "_like", "_ne"]) {
        const res = await api.get(`/api/${entity.name}?${text[0]}${operator}=a%00b`);
        expect(res.status, `${entity.name}?${text[0]}${operator}`).toBe(400);
        expect(res.body.errors).toEqual({ [text[0]]: nulMessage });
      }
    }
    const exported = await api.get("/api/products/export.csv?q=%00");
    expect(exported.status).toBe(400);
  });

  it("answers in Traditional Chinese too", async () => {
    const res = await api.get("/api/products?q=%00").set("Accept-Language", "zh-TW");
    expect(res.body.errors).toEqual({ q: "不能包含 NUL 字元（\\u0000）" });
  });
});
