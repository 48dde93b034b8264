import { parse } from "csv-parse/sync";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { openTestApp, testConfig } from "../../test/harness";
import { signedInAs, signIn } from "../../test/session";

type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Agent;
let sales: Awaited<ReturnType<typeof signedInAs>>;

const colour = {
  key: "colour",
  type: "enum",
  values: ["red", "green", "blue"],
  labels: { en: "Colour", zh_Hant: "顏色" },
  filterable: true,
  sortable: true,
};
const size = { key: "size", type: "integer", labels: { en: "Size" }, filterable: true, sortable: true };
const note = { key: "note", type: "string", labels: { en: "Note" }, searchable: true, filterable: true };

const addField = async (resource: string, body: object) => {
  const res = await admin.post(`/api/customize/${resource}/fields`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const meta = async (agent: Agent, language = "en") => (await agent.get("/api/meta/entities").set("Accept-Language", language)).body;
const fieldsOf = (json: { entities: { name: string; fields: Record<string, { label?: string; required?: boolean }> }[] }, name: string) =>
  json.entities.find((e) => e.name === name)!.fields;
const products: Record<string, number> = {};
const product = async (code: string, extra: object = {}) => {
  const res = await sales.agent.post("/api/products").send({ code, name: `Product ${code}`, price: "10.00", ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  products[code] = res.body.id;
  return res.body;
};
const codes = async (qs: string) => {
  const res = await sales.agent.get(`/api/products?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.map((p: { code: string }) => p.code);
};

beforeAll(async () => {
  ctx = await openTestApp();
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(() => ctx.close());

describe("custom fields: add, validate, filter, sort, search", () => {
  it("an ADMIN adds fields; every user's registry has them, labelled in their language", async () => {
    const state = await addField("products", colour);
    expect(state.fields).toMatchObject([
      { name: "cf_colour", definition: { type: "enum", values: ["red", "green", "blue"] }, labels: colour.labels },
    ]);
    await addField("products", size);
    await addField("products", note);
    expect(fieldsOf(await meta(sales.agent), "products").cf_colour).toMatchObject({
      type: "enum",
      custom: true,
      label: "Colour",
      values: ["red", "green", "blue"],
    });
    expect(fieldsOf(await meta(sales.agent, "zh-Hant"), "products").cf_colour.label).toBe("顏色");
    // no Chinese label given: the English one
    expect(fieldsOf(await meta(sales.agent, "zh-Hant"), "products").cf_size.label).toBe("Size");
    const log = await ctx.db("behaviour_logs").where({ action: "add-field", target: "products.cf_colour" }).first();
    expect(log).toBeDefined();
  });

  it("records take the values flat, validated with the catalogue's messages; unknown cf_ keys are refused", async () => {
    const red = await product("C-1", { cf_colour: "red", cf_size: "3", cf_note: "Fragile goods" });
    expect(red).toMatchObject({ cf_colour: "red", cf_size: 3, cf_note: "Fragile goods" });
    expect(await ctx.db("products").where({ id: red.id }).first("custom_fields")).toEqual({
      custom_fields: { colour: "red", size: 3, note: "Fragile goods" },
    });
    await product("C-2", { cf_colour: "blue", cf_size: 10 });
    await product("C-3", { cf_colour: "red", cf_size: 7 });
    await product("C-4");
    const bad = await sales.agent.post("/api/products").send({ code: "C-X", name: "X", price: "1", cf_colour: "purple", cf_size: "big", cf_nope: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ cf_colour: "Choose one of: red, green, blue", cf_size: "Must be a whole number", cf_nope: "Unknown field" });
    expect((await sales.agent.get(`/api/products/${red.id}`)).body).toMatchObject({ cf_colour: "red", cf_size: 3 });
  });

  it("filters (containment, ranges, not, like), sorts and searches by custom fields", async () => {
    expect((await codes("cf_colour=red&_sort=code")).sort()).toEqual(["C-1", "C-3"]);
    expect(await codes("cf_colour=red&cf_colour=blue&_sort=code")).toEqual(["C-1", "C-2", "C-3"]);
    expect(await codes("cf_size_gte=5&_sort=cf_size&_order=desc")).toEqual(["C-2", "C-3"]);
    expect(await codes("cf_size_lte=7&_sort=cf_size")).toEqual(["C-1", "C-3"]);
    expect(await codes("cf_colour_ne=red&_sort=code")).toEqual(["C-2"]);
    expect(await codes("cf_note_like=FRAG")).toEqual(["C-1"]);
    expect(await codes("q=fragile")).toEqual(["C-1"]);
    // nulls last, as for columns
    expect(await codes("code_like=C-&_sort=cf_size&_order=asc")).toEqual(["C-1", "C-3", "C-2", "C-4"]);
    expect((await sales.agent.get("/api/products?cf_colour=purple")).status).toBe(400);
    expect((await sales.agent.get("/api/products?cf_nope=1")).body.message).toBe("Unknown filter field: cf_nope");
  });

  it("a patch sets or blanks custom values and keeps the others", async () => {
    const id = products["C-1"];
    expect((await sales.agent.patch(`/api/products/${id}`).send({ cf_size: 4 })).body).toMatchObject({ cf_colour: "red", cf_size: 4 });
    const blanked = await sales.agent.patch(`/api/products/${id}`).send({ cf_note: "" });
    expect(blanked.body).toMatchObject({ cf_note: null, cf_size: 4 });
    expect((await ctx.db("products").where({ id }).first("custom_fields")).custom_fields).toEqual({ colour: "red", size: 4 });
  });

  it("a sortable custom field gets its index; list SQL is the indexed expression", async () => {
    const indexes = await ctx.db("pg_indexes").whereRaw("schemaname = current_schema()").where({ tablename: "products" }).pluck("indexname");
    expect(indexes).toEqual(expect.arrayContaining(["cfi_products_colour_sort", "cfi_products_size_sort", "cfi_products_note_trgm"]));
  });
});

describe("CSV export and import", () => {
  it("exports custom fields as columns, and imports them back", async () => {
    const res = await sales.agent.get("/api/products/export.csv?cf_colour=blue").buffer(true);
    const [row] = parse(res.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ code: "C-2", cf_colour: "blue", cf_size: "10", cf_note: "" });
    const csv = "code,name,price,cf_colour,cf_size\nI-1,Imported,5,green,8\nI-2,Imported 2,6,,\n";
    const imported = await sales.agent.post("/api/products/import").set("Content-Type", "text/csv").send(csv);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(await codes("cf_colour=green")).toEqual(["I-1"]);
    expect((await ctx.db("products").where({ code: "I-2" }).first("custom_fields")).custom_fields).toEqual({});
    const refused = await sales.agent.post("/api/products/import").set("Content-Type", "text/csv").send("code,name,price,cf_colour\nI-3,X,1,pink\n");
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ "2.cf_colour": "Choose one of: red, green, blue" });
  });
});

describe("bad configuration is refused clearly", () => {
  it.each([
    ["a key that clashes with a declared field", { ...note, key: "name" }, 409, { key: "name is already a field of this resource" }],
    ["a key taken by a custom field", note, 409, { key: "note is already a field of this resource" }],
    ["a key that is not a key", { ...note, key: "Bad key!" }, 400, { key: expect.stringMatching(/lower-case letter/) }],
    ["an enum with no values", { ...colour, key: "shade", values: [] }, 400, { values: "A choice list needs at least one value" }],
    ["a ref to an unknown entity", { key: "owner", type: "ref", ref: "nope", labels: { en: "Owner" } }, 400, { ref: "nope is not a resource" }],
    ["a default the type cannot take", { ...size, key: "weight", default: "heavy" }, 400, { default: "Must be a whole number" }],
    ["no English label", { ...size, key: "weight", labels: { zh_Hant: "重量" } }, 400, { "labels.en": "input can not be empty" }],
  ])("%s", async (_name, body, status, errors) => {
    const res = await admin.post("/api/customize/products/fields").send(body);
    expect(res.status).toBe(status);
    expect(res.body.errors).toEqual(errors);
  });

  it("a type change existing values cannot take, saying how many rows block it; a possible one converts them", async () => {
    await sales.agent.patch(`/api/products/${products["C-3"]}`).send({ cf_note: "abc" });
    const blocked = await admin.patch("/api/customize/products/fields/cf_note").send({ type: "integer" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe("1 records hold a value this field could no longer take as integer");
    const enumShrink = await admin.patch("/api/customize/products/fields/cf_colour").send({ values: ["red", "green"] });
    expect(enumShrink.status).toBe(409);
    expect(enumShrink.body.errors.values).toMatch(/^1 records/);
    expect((await admin.patch("/api/customize/products/fields/cf_size").send({ type: "string" })).status).toBe(200);
    expect((await sales.agent.get(`/api/products/${products["C-2"]}`)).body.cf_size).toBe("10");
    expect((await admin.patch("/api/customize/products/fields/cf_size").send({ type: "money" })).status).toBe(200);
    expect((await sales.agent.get(`/api/products/${products["C-2"]}`)).body.cf_size).toBe("10.00");
    expect((await admin.patch("/api/customize/products/fields/cf_size").send({ type: "integer" })).status).toBe(200);
    expect(await codes("cf_size_gte=8&_sort=cf_size")).toEqual(["I-1", "C-2"]);
  });

  it("only an ADMIN customises", async () => {
    expect((await sales.agent.post("/api/customize/products/fields").send(note)).status).toBe(403);
    expect((await sales.agent.get("/api/customize/products")).status).toBe(403);
  });
});

describe("declared fields and the list's layout", () => {
  it("relabels a declared field per language, and marks an optional one required, never the reverse", async () => {
    const res = await admin.put("/api/customize/products/declared/name").send({ labels: { zh_Hant: "品名" } });
    expect(res.status).toBe(200);
    expect(res.body.declared).toEqual({ name: { labels: { zh_Hant: "品名" }, required: false } });
    expect(fieldsOf(await meta(sales.agent, "zh-Hant"), "products").name.label).toBe("品名");
    expect(fieldsOf(await meta(sales.agent), "products").name.label).toBeUndefined();
    expect((await admin.put("/api/customize/products/declared/description").send({ required: true })).status).toBe(200);
    const missing = await sales.agent.post("/api/products").send({ code: "R-1", name: "R", price: "1" });
    expect(missing.body.errors).toEqual({ description: "input can not be empty" });
    const reverse = await admin.put("/api/customize/products/declared/code").send({ required: false });
    expect(reverse.status).toBe(422);
    expect(reverse.body.message).toBe("A field the code requires stays required");
    expect((await admin.put("/api/customize/products/declared/description").send({ required: false })).status).toBe(200);
    expect((await sales.agent.post("/api/products").send({ code: "R-1", name: "R", price: "1" })).status).toBe(201);
  });

  it("arranges the list: columns, default sort and page size reach every user and the API's default order", async () => {
    const res = await admin
      .put("/api/customize/products/layout")
      .send({ columns: ["code", "cf_colour", "price"], sort: { field: "cf_size", order: "desc" }, page_size: 50 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entity = (await meta(sales.agent)).entities.find((e: { name: string }) => e.name === "products");
    expect(entity).toMatchObject({ columns: ["code", "cf_colour", "price"], defaultSort: { field: "cf_size", order: "desc" }, pageSize: 50 });
    // desc puts records without a value first, as for columns
    expect(await codes("code_like=C-")).toEqual(["C-4", "C-2", "C-3", "C-1"]);
    expect((await admin.put("/api/customize/products/layout").send({ columns: ["nope"] })).body.errors).toEqual({
      columns: "Not fields of this resource: nope",
    });
    expect((await admin.put("/api/customize/products/layout").send({ page_size: 7 })).status).toBe(400);
    await admin.put("/api/customize/products/layout").send({});
    expect((await meta(sales.agent)).entities.find((e: { name: string }) => e.name === "products").pageSize).toBeUndefined();
  });
});

describe("hide, delete and restore", () => {
  it("a hidden field leaves the API with its values kept, and comes back", async () => {
    await admin.patch("/api/customize/products/fields/cf_note").send({ hidden: true });
    expect((await sales.agent.get(`/api/products/${products["C-1"]}`)).body).not.toHaveProperty("cf_note");
    expect((await sales.agent.post("/api/products").send({ code: "H-1", name: "H", price: "1", cf_note: "x" })).body.errors).toEqual({
      cf_note: "Unknown field",
    });
    await admin.patch("/api/customize/products/fields/cf_note").send({ hidden: false });
    expect(await codes("cf_note_like=abc")).toEqual(["C-3"]);
    expect(await codes("cf_colour=green")).toEqual(["I-1"]);
  });

  it("a deleted field is gone at once, keeps its data for 48 hours and can be restored", async () => {
    const deleted = await admin.delete("/api/customize/products/fields/cf_colour");
    expect(deleted.status).toBe(200);
    expect(deleted.body.fields.find((f: { name: string }) => f.name === "cf_colour").deleted_at).toBeTruthy();
    expect(fieldsOf(await meta(sales.agent), "products")).not.toHaveProperty("cf_colour");
    expect((await sales.agent.get("/api/products?cf_colour=red")).status).toBe(400);
    expect(
      await ctx.db("pg_indexes").whereRaw("schemaname = current_schema()").where({ indexname: "cfi_products_colour_sort" }).first(),
    ).toBeUndefined();
    // the key stays taken while the field can be restored
    expect((await admin.post("/api/customize/products/fields").send(colour)).body.errors.key).toMatch(/can still be restored/);
    expect((await admin.post("/api/customize/products/fields/cf_colour/restore")).status).toBe(200);
    expect((await codes("cf_colour=red")).sort()).toEqual(["C-1", "C-3"]);
    expect(await ctx.db("behaviour_logs").whereIn("action", ["delete-field", "restore-field"]).pluck("action")).toEqual([
      "delete-field",
      "restore-field",
    ]);
  });

  it("after 48 hours it cannot be restored, and the purge removes its values for good", async () => {
    await admin.delete("/api/customize/products/fields/cf_colour");
    await ctx
      .db("field_settings")
      .where({ name: "cf_colour" })
      .update({ deleted_at: ctx.db.raw("now() - interval '49 hours'") });
    const late = await admin.post("/api/customize/products/fields/cf_colour/restore");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This record was deleted more than 48 hours ago and can no longer be restored");
    const run = await ctx.jobs.trigger("customize.purge-fields");
    expect(run?.status).toBe("ok");
    expect(await ctx.db("field_settings").where({ name: "cf_colour" }).first()).toBeUndefined();
    expect(await ctx.db("products").whereRaw("custom_fields->'colour' is not null").count({ n: "*" }).first()).toEqual({ n: 0 });
    // the key is free again
    await addField("products", colour);
  });
});

describe("privacy and roles", () => {
  it("a private custom field on employees never reaches roles that may only look employees up", async () => {
    await addField("employees", { key: "nickname", type: "string", labels: { en: "Nickname" } });
    await addField("employees", { key: "medical", type: "text", labels: { en: "Medical notes" }, private: true });
    const hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
    const created = await hr.agent
      .post("/api/employees")
      .send({ full_name: "Chan Tai Man", name: "Tai Man", cf_nickname: "TM", cf_medical: "Asthma" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ cf_nickname: "TM", cf_medical: "Asthma" });
    const [looked] = (await sales.agent.get("/api/employees?name=Tai%20Man")).body;
    expect(looked).toEqual({ id: created.body.id, name: "Tai Man", cf_nickname: "TM" });
    expect((await sales.agent.get("/api/employees?cf_medical=Asthma")).status).toBe(400);
    expect(fieldsOf(await meta(sales.agent), "employees")).not.toHaveProperty("cf_medical");
    expect(fieldsOf(await meta(hr.agent), "employees")).toHaveProperty("cf_medical");
  });
});

describe("a custom reference", () => {
  it("points at live records of its target, and the trash purge still runs", async () => {
    await addField("products", { key: "supplier", type: "ref", ref: "customers", labels: { en: "Supplier" }, filterable: true });
    const supplier = await sales.agent.post("/api/customers").send({ name: "Supplier Ltd" });
    const ok = await sales.agent.post("/api/products").send({ code: "S-1", name: "Supplied", price: "1", cf_supplier: supplier.body.id });
    expect(ok.body.cf_supplier).toBe(supplier.body.id);
    expect(await codes(`cf_supplier=${supplier.body.id}`)).toEqual(["S-1"]);
    const missing = await sales.agent.post("/api/products").send({ code: "S-2", name: "Nobody's", price: "1", cf_supplier: 987654 });
    expect(missing.body.errors).toEqual({ cf_supplier: "The selected record does not exist" });
    expect((await ctx.jobs.trigger("system.purge-trash"))?.status).toBe("ok");
  });
});

describe("every API process", () => {
  it("a second process sees a change within the session cache's time (SESSION_CACHE_MS, 1 s)", async () => {
    const other = await createApp({ db: ctx.db, config: testConfig() });
    const { user } = await signedInAs(other.app, ctx.db, ["SALES"]);
    const agent = await signIn(other.app, user.email);
    expect(fieldsOf(await meta(agent), "products")).not.toHaveProperty("cf_grade");
    await addField("products", { key: "grade", type: "string", labels: { en: "Grade" }, filterable: true });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(fieldsOf(await meta(agent), "products")).toHaveProperty("cf_grade");
    const res = await agent.post("/api/products").send({ code: "P2-1", name: "Second process", price: "1", cf_grade: "A" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers["x-customisation-version"]).toBe(String(ctx.context.customisations.version));
  });
});
