import { parse } from "csv-parse/sync";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import { purgeResources } from "./resources";

/**
 * Custom resources end to end, on the real app: an ADMIN declares "vehicles" (a unique plate, a model,
 * a purchase date, a driver among the employees, a status choice list) in the Sales group; its table
 * is made, and SALES (the group's role) works its records through the generic engine like any
 * declared entity's. Every refusal answers 4xx with the catalogue's message, per field.
 */
type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Agent;
let sales: Agent;
let driver: number;

const vehicles = {
  name: "vehicles",
  labels: { en: "Vehicles", zh_Hant: "車輛" },
  group: "sales",
  icon: "car",
  label: "plate",
  fields: [
    {
      key: "plate",
      type: "string",
      labels: { en: "Plate", zh_Hant: "車牌" },
      required: true,
      unique: true,
      searchable: true,
      sortable: true,
      filterable: true,
    },
    { key: "model", type: "string", labels: { en: "Model", zh_Hant: "型號" }, sortable: true, filterable: true },
    { key: "purchase_date", type: "date", labels: { en: "Purchase date", zh_Hant: "購入日期" }, sortable: true, filterable: true },
    { key: "driver", type: "ref", ref: "employees", labels: { en: "Driver", zh_Hant: "司機" }, filterable: true },
    {
      key: "status",
      type: "enum",
      values: ["active", "repair", "sold"],
      labels: { en: "Status", zh_Hant: "狀態" },
      filterable: true,
      sortable: true,
    },
  ],
};

const tableOf = async (name: string) => (await ctx.db("custom_resources").where({ name }).first("table_name"))?.table_name as string;
const columns = async (table: string) =>
  (await ctx
    .db("information_schema.columns")
    .whereRaw("table_schema = current_schema()")
    .where({ table_name: table })
    .pluck("column_name")) as string[];
const indexes = async (table: string) =>
  (await ctx.db("pg_indexes").whereRaw("schemaname = current_schema()").where({ tablename: table }).pluck("indexname")) as string[];

beforeAll(async () => {
  ctx = await openTestApp();
  admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
  const employee = await admin.post("/api/employees").send({ name: "Chan Tai Man", full_name: "Chan Tai Man" });
  expect(employee.status, JSON.stringify(employee.body)).toBe(201);
  driver = employee.body.id;
});
afterAll(() => ctx.close());

describe("declaring a custom resource", () => {
  it("an ADMIN declares vehicles: a table with a real column per field, its references and indexes", async () => {
    const res = await admin.post("/api/customize/resources").send(vehicles);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      name: "vehicles",
      group: "sales",
      label: "plate",
      table: "cr_vehicles",
      fields: [{ key: "plate" }, {}, {}, {}, {}],
    });
    const table = await tableOf("vehicles");
    expect(await columns(table)).toEqual(
      expect.arrayContaining(["id", "created_at", "deleted_at", "custom_fields", "plate", "model", "purchase_date", "driver", "status"]),
    );
    expect(await indexes(table)).toEqual(
      expect.arrayContaining([`${table}_plate_unique`, `${table}_plate_trgm`, `${table}_plate_idx`, `${table}_status_idx`, `${table}_driver_idx`]),
    );
    const { rows } = await ctx.db.raw("select conname from pg_constraint where conrelid = ?::regclass and contype = 'f'", [table]);
    expect(rows.map((r: { conname: string }) => r.conname)).toEqual([`${table}_driver_foreign`]);
    expect(await ctx.db("behaviour_logs").where({ action: "add-resource", target: "vehicles" }).first()).toBeDefined();
  });

  it("every user's registry has it, labelled in their language, in its menu group", async () => {
    const en = (await sales.get("/api/meta/entities")).body.entities.find((e: { name: string }) => e.name === "vehicles");
    expect(en).toMatchObject({ custom: true, group: "sales", route: "/sales/vehicles", caption: "Vehicles", label: "plate", icon: "car" });
    expect(en.fields.plate).toMatchObject({ type: "string", required: true, unique: true, label: "Plate" });
    expect(en.fields.driver).toMatchObject({ type: "ref", ref: "employees", label: "Driver" });
    const zh = (await sales.get("/api/meta/entities").set("Accept-Language", "zh-Hant")).body.entities.find(
      (e: { name: string }) => e.name === "vehicles",
    );
    expect(zh.caption).toBe("車輛");
    expect(zh.fields.status.label).toBe("狀態");
  });

  it("its records work like a declared entity's: validation with the catalogue's messages, references, unique values", async () => {
    const created = await sales
      .post("/api/vehicles")
      .send({ plate: "AB 1234", model: "Hiace", purchase_date: "2026-01-15", driver, status: "active" });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ plate: "AB 1234", model: "Hiace", purchase_date: "2026-01-15", driver, status: "active" });
    const missing = await sales.post("/api/vehicles").send({ model: "Hiace" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ plate: "input can not be empty" });
    const badChoice = await sales.post("/api/vehicles").send({ plate: "X 1", status: "flying" });
    expect(badChoice.status).toBe(400);
    expect(Object.keys(badChoice.body.errors)).toEqual(["status"]);
    const noDriver = await sales.post("/api/vehicles").send({ plate: "X 2", driver: 987654 });
    expect(noDriver.status).toBe(400);
    expect(noDriver.body.errors).toEqual({ driver: expect.any(String) });
    const twice = await sales.post("/api/vehicles").send({ plate: "AB 1234" });
    expect(twice.status).toBe(409);
    expect(twice.body.errors).toEqual({ plate: "This value is already in use" });
    const unknown = await sales.post("/api/vehicles").send({ plate: "X 3", colour: "red" });
    expect(unknown.status).toBe(400);
  });

  it("filters, sorts, searches, exports and imports; deletes to the trash and restores", async () => {
    for (const [plate, model, status] of [
      ["CD 5678", "Corolla", "repair"],
      ["EF 9012", "Accord", "active"],
    ])
      expect((await sales.post("/api/vehicles").send({ plate, model, status })).status).toBe(201);
    const list = await sales.get("/api/vehicles?status=active&_sort=model&_order=asc&_start=0&_end=10");
    expect(list.status).toBe(200);
    expect(list.body.map((v: { plate: string }) => v.plate)).toEqual(["EF 9012", "AB 1234"]);
    expect(list.headers["x-total-count"]).toBe("2");
    expect((await sales.get("/api/vehicles?q=5678")).body.map((v: { plate: string }) => v.plate)).toEqual(["CD 5678"]);
    expect((await sales.get("/api/vehicles?colour=red")).status).toBe(400);

    const csv = await sales.get("/api/vehicles/export.csv?_sort=plate&_order=asc");
    expect(csv.status).toBe(200);
    const rows = parse(csv.text.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.plate)).toEqual(["AB 1234", "CD 5678", "EF 9012"]);
    const imported = await sales.post("/api/vehicles/import").set("Content-Type", "text/csv").send("plate,model,status\nGH 3456,Prius,sold\n");
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const [gh] = (await sales.get("/api/vehicles?plate=GH 3456")).body;
    expect((await sales.delete(`/api/vehicles/${gh.id}`)).status).toBe(200);
    expect((await sales.get("/api/vehicles?deleted=true")).body.map((v: { plate: string }) => v.plate)).toEqual(["GH 3456"]);
    expect((await sales.post(`/api/vehicles/${gh.id}/restore`)).status).toBe(200);
  });
});

describe("refusals when declaring", () => {
  const base = (over: object) => ({ ...vehicles, name: "assets", ...over });
  it.each([
    ["a name a declared entity has", { name: "products" }, 409, "name"],
    ["a name an API path uses", { name: "roles" }, 409, "name"],
    ["a name that is not kebab-case", { name: "Asset_Register" }, 400, "name"],
    ["a key that is no key", { fields: [{ key: "9lives", type: "string", labels: { en: "X" } }] }, 400, "fields.0.key"],
    ["a system column's key", { label: "id", fields: [{ key: "id", type: "string", labels: { en: "X" } }] }, 400, "fields.0.key"],
    [
      "a key twice",
      {
        label: "a",
        fields: [
          { key: "a", type: "string", labels: { en: "A" } },
          { key: "a", type: "date", labels: { en: "A" } },
        ],
      },
      409,
      "fields.1.key",
    ],
    ["a choice list without choices", { label: "a", fields: [{ key: "a", type: "enum", values: [], labels: { en: "A" } }] }, 400, "fields.0.values"],
    ["a reference to nothing", { label: "a", fields: [{ key: "a", type: "ref", ref: "spaceships", labels: { en: "A" } }] }, 400, "fields.0.ref"],
    [
      "a field without an English label",
      { label: "a", fields: [{ key: "a", type: "string", labels: { zh_Hant: "甲" } }] },
      400,
      "fields.0.labels.en",
    ],
    ["a label field that is not a field", { label: "nope" }, 400, "label"],
    ["no fields", { fields: [] }, 400, "fields"],
    ["an unknown menu group", { group: "garage" }, 400, "group"],
    ["an icon outside the set", { icon: "rocket" }, 400, "icon"],
  ])("refuses %s", async (_what, over, status, field) => {
    const res = await admin.post("/api/customize/resources").send(base(over));
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await ctx.db("custom_resources").where({ name: "assets" }).first()).toBeUndefined();
  });

  it("refuses a name in use by a resource, and anyone but an ADMIN", async () => {
    expect((await admin.post("/api/customize/resources").send(vehicles)).status).toBe(409);
    expect((await sales.post("/api/customize/resources").send(base({}))).status).toBe(403);
    expect((await sales.patch("/api/customize/resources/vehicles").send({ labels: { en: "Cars" } })).status).toBe(403);
    expect((await sales.delete("/api/customize/resources/vehicles")).status).toBe(403);
  });
});

describe("changing a custom resource keeps its data", () => {
  const current = async (name = "fleet") => (await admin.get(`/api/customize/resources/${name}`)).body;

  it("renames a field and the resource: the values stay, the old name answers 404", async () => {
    const { fields } = await current("vehicles");
    const renamed = fields.map((f: { key: string }) => (f.key === "model" ? { ...f, key: "model_name", from: "model" } : f));
    const res = await admin.patch("/api/customize/resources/vehicles").send({ name: "fleet", fields: renamed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await sales.get("/api/vehicles")).status).toBe(404);
    const list = await sales.get("/api/fleet?_sort=plate&_order=asc");
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ plate: "AB 1234", model_name: "Hiace" });
    expect(await tableOf("fleet")).toBe("cr_vehicles");
  });

  it("refuses a type its values cannot take, saying how many; converts when they can", async () => {
    const { fields } = await current();
    const toInteger = fields.map((f: { key: string }) => (f.key === "model_name" ? { ...f, type: "integer" } : f));
    const refused = await admin.patch("/api/customize/resources/fleet").send({ fields: toInteger });
    expect(refused.status).toBe(409);
    expect(refused.body.errors.model_name).toMatch(/^4 records/);
    const fewer = fields.map((f: { key: string }) => (f.key === "status" ? { ...f, values: ["active", "sold"] } : f));
    const blocked = await admin.patch("/api/customize/resources/fleet").send({ fields: fewer });
    expect(blocked.status).toBe(409);
    expect(blocked.body.errors.status).toMatch(/^1 records/);
    const toText = fields.map((f: { key: string; labels: object }) =>
      f.key === "status" ? { key: "status", type: "string", labels: f.labels, filterable: true } : f,
    );
    expect((await admin.patch("/api/customize/resources/fleet").send({ fields: toText })).status).toBe(200);
    expect((await sales.post("/api/fleet").send({ plate: "ZZ 1", status: "anything" })).status).toBe(201);
  });

  it("a removed field leaves the API at once and comes back with its values when added again", async () => {
    const { fields } = await current();
    const without = fields.filter((f: { key: string }) => f.key !== "model_name");
    const removed = await admin.patch("/api/customize/resources/fleet").send({ fields: without });
    expect(removed.status).toBe(200);
    expect(removed.body.removed_fields.map((f: { key: string }) => f.key)).toEqual(["model_name"]);
    expect((await sales.get("/api/fleet?_sort=plate&_order=asc")).body[0]).not.toHaveProperty("model_name");
    const back = await admin.patch("/api/customize/resources/fleet").send({ fields });
    expect(back.status).toBe(200);
    expect((await sales.get("/api/fleet?_sort=plate&_order=asc")).body[0]).toMatchObject({ model_name: "Hiace" });
  });
});

describe("deleting a custom resource", () => {
  it("is refused while another resource refers to it", async () => {
    const trips = {
      name: "trips",
      labels: { en: "Trips" },
      group: "sales",
      label: "destination",
      fields: [
        { key: "destination", type: "string", labels: { en: "Destination" } },
        { key: "vehicle", type: "ref", ref: "fleet", labels: { en: "Vehicle" } },
      ],
    };
    expect((await admin.post("/api/customize/resources").send(trips)).status).toBe(201);
    const [first] = (await sales.get("/api/fleet?_sort=plate&_order=asc")).body;
    expect((await sales.post("/api/trips").send({ destination: "Sha Tin", vehicle: first.id })).status).toBe(201);
    const refused = await admin.delete("/api/customize/resources/fleet");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("trips.vehicle");
    expect((await admin.delete("/api/customize/resources/trips")).status).toBe(200);
  });

  it("goes to the trash (gone from the API), is restored within 48 hours, and is dropped after", async () => {
    expect((await admin.delete("/api/customize/resources/fleet")).status).toBe(200);
    expect((await sales.get("/api/fleet")).status).toBe(404);
    expect((await admin.post("/api/customize/resources").send({ ...vehicles, name: "fleet" })).status).toBe(409);
    expect((await admin.post("/api/customize/resources/fleet/restore")).status).toBe(200);
    expect((await sales.get("/api/fleet")).body.length).toBeGreaterThan(0);

    expect((await admin.delete("/api/customize/resources/fleet")).status).toBe(200);
    await ctx
      .db("custom_resources")
      .whereIn("name", ["fleet", "trips"])
      .update({ deleted_at: ctx.db.raw("now() - interval '49 hours'") });
    expect((await admin.post("/api/customize/resources/fleet/restore")).status).toBe(409);
    expect(await purgeResources(ctx.context)).toMatchObject({ resources: 2 });
    const { rows } = await ctx.db.raw("select to_regclass('cr_vehicles') as t");
    expect(rows[0].t).toBeNull();
    expect((await admin.get("/api/customize/resources/fleet")).status).toBe(404);
  });
});
