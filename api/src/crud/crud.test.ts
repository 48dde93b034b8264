import { parse } from "csv-parse/sync";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let api: ReturnType<typeof request.agent>;
const categories: Record<string, number> = {};

const createProduct = async (body: object) => {
  const res = await api.post("/api/products").send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const liveCount = async () => Number((await ctx.db("products").whereNull("deleted_at").count({ n: "*" }))[0].n);

beforeAll(async () => {
  ctx = await openTestApp();
  api = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  for (const name of ["Tools", "Toys"]) categories[name] = (await api.post("/api/product-categories").send({ name })).body.id;
  const rows = [
    ["T-1", "Hammer", "Tools", "25.00"],
    ["T-2", "Screwdriver set", "Tools", "48.50"],
    ["T-3", "Spirit level", "Tools", "99.90"],
    ["Y-1", "Toy car", "Toys", "15.00"],
    ["Y-2", "Kite 100%_cotton", "Toys", "120.00"],
  ];
  for (const [code, name, category, price] of rows) await createProduct({ code, name, price, category_id: categories[category] });
});
afterAll(() => ctx.close());

describe("list", () => {
  it("pages with x-total-count and a stable default sort", async () => {
    const res = await api.get("/api/products?_start=1&_end=3");
    expect(res.status).toBe(200);
    expect(res.headers["x-total-count"]).toBe("5");
    expect(res.headers["x-total-count-estimated"]).toBeUndefined();
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(["Kite 100%_cotton", "Screwdriver set"]);
  });

  it("sorts by several fields", async () => {
    const res = await api.get(`/api/products?_sort=category_id,price&_order=desc,asc`);
    expect(res.body.map((p: { code: string }) => p.code)).toEqual(["Y-1", "Y-2", "T-1", "T-2", "T-3"]);
  });

  it("filters: equality, IN, like, gte/lte, ne, and q search", async () => {
    const codes = async (qs: string) => (await api.get(`/api/products?${qs}`)).body.map((p: { code: string }) => p.code).sort();
    expect(await codes(`category_id=${categories.Toys}`)).toEqual(["Y-1", "Y-2"]);
    expect(await codes("code=T-1&code=Y-1")).toEqual(["T-1", "Y-1"]);
    expect(await codes("name_like=SCREW")).toEqual(["T-2"]);
    expect(await codes("name_like=100%25_")).toEqual(["Y-2"]);
    expect(await codes("price_gte=25&price_lte=99.90")).toEqual(["T-1", "T-2", "T-3"]);
    expect(await codes(`code_ne=T-1&category_id=${categories.Tools}`)).toEqual(["T-2", "T-3"]);
    expect(await codes("q=level")).toEqual(["T-3"]);
    expect(await codes("q=y-")).toEqual(["Y-1", "Y-2"]);
  });

  it("getMany by repeated id", async () => {
    const all = (await api.get("/api/products")).body;
    const res = await api.get(`/api/products?id=${all[0].id}&id=${all[1].id}`);
    expect(res.body.map((p: { id: number }) => p.id).sort()).toEqual([all[0].id, all[1].id].sort());
  });

  it("money comes back as a two-decimal string", async () => {
    const [hammer] = (await api.get("/api/products?code=T-1")).body;
    expect(hammer.price).toBe("25.00");
    expect(typeof hammer.created_at).toBe("string");
  });
});

describe("bad list requests answer 400 and name the problem", () => {
  it.each([
    ["unknown filter", "colour=red", "Unknown filter field: colour"],
    ["unknown operator field", "description_like=x", "Unknown filter field: description_like"],
    ["unknown sort", "_sort=secret", "Unknown sort field: secret"],
    ["sort by a non-sortable field", "_sort=description", "Unknown sort field: description"],
    ["bad order", "_sort=name&_order=up", "Sort order must be asc or desc"],
    ["oversized page", "_start=0&_end=1001", "A page can hold at most 1000 rows"],
    ["bad paging", "_start=5&_end=2", "_start and _end must be whole numbers with _start <= _end"],
    ["filter value of the wrong type", "price_gte=cheap", "Invalid value"],
  ])("%s", async (_name, qs, message) => {
    const res = await api.get(`/api/products?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("create and edit", () => {
  it("creates with defaults and shows the record", async () => {
    const created = await createProduct({ code: "N-1", name: "Nail box", price: 4.5, category_id: categories.Tools });
    expect(created).toMatchObject({ code: "N-1", price: "4.50", uom: "pcs", deleted_at: null });
    const shown = await api.get(`/api/products/${created.id}`);
    expect(shown.body).toMatchObject({ id: created.id, name: "Nail box" });
  });

  it("patches only what is sent and moves updated_at", async () => {
    const created = await createProduct({ code: "N-2", name: "Glue", price: "2" });
    const res = await api.patch(`/api/products/${created.id}`).send({ price: "3.25", description: "Strong" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Glue", price: "3.25", description: "Strong" });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(created.updated_at).getTime());
  });

  it("answers in Traditional Chinese when asked", async () => {
    const res = await api.post("/api/products").set("Accept-Language", "zh-TW,zh;q=0.9").send({ name: "x", price: 1 });
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe("輸入不能為空");
  });
});

describe("bad input gets a clear 4xx and changes nothing", () => {
  const cases: [string, () => Promise<request.Response>, number, string, Record<string, string>?][] = [
    [
      "malformed JSON",
      () => api.post("/api/products").set("Content-Type", "application/json").send('{"code": '),
      400,
      "The request body is not valid JSON",
    ],
    [
      "missing required fields",
      () => api.post("/api/products").send({}),
      400,
      "input can not be empty",
      { code: "input can not be empty", name: "input can not be empty", price: "input can not be empty" },
    ],
    [
      "negative money",
      () => api.post("/api/products").send({ code: "B-1", name: "b", price: -1 }),
      400,
      "Value cannot be negative",
      { price: "Value cannot be negative" },
    ],
    [
      "wrong types",
      () => api.post("/api/products").send({ code: 12, name: "b", price: "abc", category_id: "x" }),
      400,
      "Invalid value",
      { code: "Invalid value", price: "Must be an amount with at most two decimals", category_id: "Invalid value" },
    ],
    [
      "unknown field",
      () => api.post("/api/products").send({ code: "B-2", name: "b", price: 1, colour: "red" }),
      400,
      "Unknown field",
      { colour: "Unknown field" },
    ],
    [
      "too long",
      () => api.post("/api/products").send({ code: "x".repeat(41), name: "b", price: 1 }),
      400,
      "Must be at most 40 characters",
      { code: "Must be at most 40 characters" },
    ],
    [
      "missing category",
      () => api.post("/api/products").send({ code: "B-3", name: "b", price: 1, category_id: 999999 }),
      400,
      "The selected record does not exist",
      { category_id: "The selected record does not exist" },
    ],
    [
      "duplicate code",
      () => api.post("/api/products").send({ code: "T-1", name: "again", price: 1 }),
      409,
      "This value is already in use",
      { code: "This value is already in use" },
    ],
    [
      "blanking a required field",
      () => api.get("/api/products?code=T-1").then((r) => api.patch(`/api/products/${r.body[0].id}`).send({ name: " " })),
      400,
      "input can not be empty",
      { name: "input can not be empty" },
    ],
    [
      "duplicate code on edit",
      () => api.get("/api/products?code=T-2").then((r) => api.patch(`/api/products/${r.body[0].id}`).send({ code: "T-1" })),
      409,
      "This value is already in use",
      { code: "This value is already in use" },
    ],
    ["unknown id", () => api.get("/api/products/987654"), 404, "Not found"],
    ["non-numeric id", () => api.patch("/api/products/abc").send({ name: "x" }), 404, "Not found"],
    ["unknown resource", () => api.get("/api/nothing-here"), 404, "Not found"],
    [
      "a NUL character in a text field",
      () => api.post("/api/products").send({ code: "B-4", name: "nul\u0000", price: 1 }),
      400,
      "Must not contain a NUL character (\\u0000)",
      { name: "Must not contain a NUL character (\\u0000)" },
    ],
    [
      "a NUL character in search",
      () => api.get("/api/products?q=%00"),
      400,
      "Must not contain a NUL character (\\u0000)",
      { q: "Must not contain a NUL character (\\u0000)" },
    ],
    [
      "a NUL character in a filter",
      () => api.get("/api/products?name_like=a%00"),
      400,
      "Must not contain a NUL character (\\u0000)",
      { name: "Must not contain a NUL character (\\u0000)" },
    ],
    ["body that is not an object", () => api.post("/api/products").send([1, 2]), 400, "Bad request"],
  ];

  it.each(cases)("%s", async (_name, send, status, message, errors) => {
    const before = await ctx.db("products").orderBy("id").select("*");
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    if (errors) expect(res.body.errors).toEqual(errors);
    expect(await ctx.db("products").orderBy("id").select("*")).toEqual(before);
  });
});

describe("trash", () => {
  it("soft-deletes, lists the trash, restores", async () => {
    const created = await createProduct({ code: "D-1", name: "Doomed", price: 1 });
    const live = await liveCount();
    expect((await api.delete(`/api/products/${created.id}`)).status).toBe(200);
    expect(await liveCount()).toBe(live - 1);
    expect((await api.get(`/api/products/${created.id}`)).status).toBe(404);
    const trash = await api.get("/api/products?deleted=true&_start=0&_end=10");
    expect(trash.body.map((p: { code: string }) => p.code)).toContain("D-1");
    expect(trash.body.every((p: { deleted_at: string | null }) => p.deleted_at)).toBe(true);
    expect((await api.delete(`/api/products/${created.id}`)).status).toBe(404);
    const restored = await api.post(`/api/products/${created.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.deleted_at).toBeNull();
    expect(await liveCount()).toBe(live);
    expect((await api.post(`/api/products/${created.id}/restore`)).body.message).toBe("This record is not in the trash");
  });

  it("a deleted code is free again, and restoring its twin is refused with 409", async () => {
    const first = await createProduct({ code: "D-2", name: "First", price: 1 });
    await api.delete(`/api/products/${first.id}`);
    await createProduct({ code: "D-2", name: "Second", price: 1 });
    const res = await api.post(`/api/products/${first.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ code: "This value is already in use" });
  });

  it("after 48 hours restore is refused and the purge removes the record", async () => {
    const created = await createProduct({ code: "D-3", name: "Old", price: 1 });
    await api.delete(`/api/products/${created.id}`);
    await ctx
      .db("products")
      .where({ id: created.id })
      .update({ deleted_at: ctx.db.raw("now() - interval '49 hours'") });
    const res = await api.post(`/api/products/${created.id}/restore`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/48 hours/);
    expect(await ctx.services.get("products")!.purge()).toBe(1);
    expect(await ctx.db("products").where({ id: created.id }).first()).toBeUndefined();
  });

  it("a deleted category cannot be chosen for a product", async () => {
    const category = (await api.post("/api/product-categories").send({ name: "Gone" })).body;
    await api.delete(`/api/product-categories/${category.id}`);
    const res = await api.post("/api/products").send({ code: "D-4", name: "x", price: 1, category_id: category.id });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ category_id: "The selected record does not exist" });
  });
});

describe("CSV export", () => {
  it("streams exactly the filtered rows in the list's order", async () => {
    const qs = `category_id=${categories.Tools}&price_gte=30&_sort=price&_order=desc`;
    const list = (await api.get(`/api/products?${qs}`)).body;
    const res = await api.get(`/api/products/export.csv?${qs}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/products\.csv/);
    const rows = parse(res.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => r.code)).toEqual(list.map((p: { code: string }) => p.code));
    expect(rows[0]).toMatchObject({ code: "T-3", name: "Spirit level", price: "99.90" });
  });

  it("rejects the same bad filters as the list", async () => {
    const res = await api.get("/api/products/export.csv?colour=red");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Unknown filter field: colour");
  });
});

describe("health", () => {
  it("answers 200", async () => {
    expect((await api.get("/api/health")).body).toEqual({ status: "ok" });
  });
});
