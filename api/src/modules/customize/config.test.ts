import { Ajv } from "ajv";
import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import schema from "./configuration.schema.json";

/**
 * The configuration as one file, between two instances (two databases): what one ADMIN built
 * (custom fields, a relabel, a layout, a custom resource, a role, settings, a message template) is exported, validates
 * against the repository's JSON Schema, is shown as changes by a dry run that writes nothing, and
 * is applied all or nothing on the other; conflicts stop it.
 */
type Agent = ReturnType<typeof request.agent>;
let source: Awaited<ReturnType<typeof openTestApp>>;
let target: Awaited<ReturnType<typeof openTestApp>>;
let from: Agent;
let to: Agent;
let file: Record<string, unknown> & { resources: { name: string }[] };

const ok = async (res: request.Response | Promise<request.Response>, status = 200) => {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

beforeAll(async () => {
  source = await openTestApp();
  target = await openTestApp();
  from = (await signedInAs(source.app, source.db, ["ADMIN"])).agent;
  to = (await signedInAs(target.app, target.db, ["ADMIN"])).agent;
  await ok(
    from.post("/api/customize/resources").send({
      name: "vehicles",
      labels: { en: "Vehicles", zh_Hant: "車輛" },
      group: "sales",
      icon: "car",
      label: "plate",
      fields: [
        { key: "plate", type: "string", labels: { en: "Plate" }, required: true, unique: true, sortable: true },
        { key: "driver", type: "ref", ref: "employees", labels: { en: "Driver" } },
        { key: "status", type: "enum", values: ["active", "sold"], labels: { en: "Status" }, filterable: true },
      ],
    }),
    201,
  );
  await ok(from.post("/api/customize/products/fields").send({ key: "colour", type: "enum", values: ["red", "blue"], labels: { en: "Colour" } }), 201);
  await ok(from.post("/api/customize/vehicles/fields").send({ key: "mileage", type: "integer", labels: { en: "Mileage" } }), 201);
  await ok(from.put("/api/customize/products/declared/name").send({ labels: { en: "Product name" } }));
  await ok(from.put("/api/customize/vehicles/layout").send({ columns: ["plate", "status"], page_size: 50 }));
  await ok(from.post("/api/roles").send({ name: "WAREHOUSE", grants: [{ object: "vehicles", actions: ["list", "show", "edit"] }] }), 201);
  await ok(from.patch("/api/settings").send({ currency_code: "TWD", currency_symbol: "NT$", smtp_password: "never-exported" }));
  await ok(from.post("/api/vehicles").send({ plate: "AB 1", status: "active" }), 201);
  await ok(from.put("/api/message-templates/order-status/sms/zh_Hant").send({ body: "{customer}：訂單 {order_number} 現為{status}" }));
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe("export", () => {
  it("is one JSON document valid against configuration.schema.json, without records or secrets", async () => {
    const res = await from.get("/api/customize/export");
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="configuration-\d{4}-\d{2}-\d{2}\.json"/);
    file = res.body;
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(file), JSON.stringify(validate.errors)).toBe(true);
    expect(file).toMatchObject({
      format: "erp-crm-configuration",
      version: 1,
      custom_fields: [
        { entity: "products", key: "colour", definition: { type: "enum" } },
        { entity: "vehicles", key: "mileage" },
      ],
      relabels: [{ entity: "products", field: "name", labels: { en: "Product name" } }],
      layouts: [{ entity: "vehicles", columns: ["plate", "status"], page_size: 50 }],
      resources: [{ name: "vehicles", group: "sales", icon: "car", label: "plate" }],
      roles: [{ name: "WAREHOUSE", private_fields: false }],
      settings: { currency_code: "TWD", currency_symbol: "NT$" },
      templates: [
        { event: "order-status", channel: "sms", language: "zh_Hant", subject: null, body: "{customer}：訂單 {order_number} 現為{status}" },
      ],
    });
    const text = JSON.stringify(file);
    expect(text).not.toContain("never-exported");
    expect(text).not.toContain("AB 1");
    expect(text).not.toContain("cr_vehicles");
  });

  it("names in its schema the template events, channels and languages the instance has", async () => {
    const templates = (await ok(from.get("/api/message-templates"))) as { event: string; channel: string; language: string }[];
    const item = schema.properties.templates.items.properties;
    const values = (key: "event" | "channel" | "language") => [...new Set(templates.map((t) => t[key]))];
    expect(item.event.enum).toEqual(values("event"));
    expect(item.channel.enum).toEqual(values("channel"));
    expect(item.language.enum).toEqual(values("language"));
  });

  it("is refused to anyone but an ADMIN", async () => {
    const sales = (await signedInAs(source.app, source.db, ["SALES"])).agent;
    expect((await sales.get("/api/customize/export")).status).toBe(403);
    expect((await sales.post("/api/customize/import?dry_run=true").send(file)).status).toBe(403);
  });
});

describe("import into another instance", () => {
  it("refuses what is not a configuration file of this application, or of a newer version", async () => {
    expect((await to.post("/api/customize/import?dry_run=true").send({ hello: "world" })).status).toBe(400);
    const newer = await to.post("/api/customize/import?dry_run=true").send({ ...file, version: 2 });
    expect(newer.status).toBe(400);
    expect(newer.body.message).toContain("newer version");
    const broken = await to.post("/api/customize/import?dry_run=true").send({ ...file, resources: [{ name: "Bad Name" }] });
    expect(broken.status).toBe(400);
  });

  it("a dry run lists every change and writes nothing", async () => {
    const body = await ok(to.post("/api/customize/import?dry_run=true").send(file));
    expect(body).toMatchObject({ dry_run: true, applied: false, conflicts: [] });
    expect(body.changes).toEqual(
      expect.arrayContaining([
        { kind: "resource", target: "vehicles", action: "add" },
        { kind: "custom_field", target: "products.cf_colour", action: "add" },
        { kind: "custom_field", target: "vehicles.cf_mileage", action: "add" },
        { kind: "relabel", target: "products.name", action: "add" },
        { kind: "layout", target: "vehicles", action: "add" },
        { kind: "role", target: "WAREHOUSE", action: "add" },
        { kind: "setting", target: "currency_code", action: "change" },
        { kind: "template", target: "order-status/sms/zh_Hant", action: "add" },
      ]),
    );
    expect(await target.db("message_templates").first()).toBeUndefined();
    expect(await target.db("custom_resources").first()).toBeUndefined();
    expect(await target.db("roles").first()).toBeUndefined();
    const { rows } = await target.db.raw("select to_regclass('cr_vehicles') as t");
    expect(rows[0].t).toBeNull();
    expect((await to.get("/api/vehicles")).status).toBe(404);
  });

  it("applies it all: the resource with its table, fields, labels, layout, role and settings", async () => {
    const body = await ok(to.post("/api/customize/import").send(file));
    expect(body).toMatchObject({ dry_run: false, applied: true, conflicts: [] });
    const vehicles = (await to.get("/api/meta/entities")).body.entities.find((e: { name: string }) => e.name === "vehicles");
    expect(vehicles).toMatchObject({ caption: "Vehicles", group: "sales", columns: ["plate", "status"], pageSize: 50 });
    expect(Object.keys(vehicles.fields)).toEqual(["plate", "driver", "status", "cf_mileage"]);
    expect(await ok(to.post("/api/vehicles").send({ plate: "ZX 9", status: "sold", cf_mileage: 1200 }), 201)).toMatchObject({ cf_mileage: 1200 });
    expect((await to.post("/api/vehicles").send({ plate: "ZX 9" })).status).toBe(409);
    expect((await to.get("/api/roles/WAREHOUSE")).body.grants).toEqual([{ object: "vehicles", actions: ["list", "show", "edit"] }]);
    expect((await to.get("/api/settings")).body).toMatchObject({ currency_code: "TWD", smtp_password_set: false });
    expect(await target.db("behaviour_logs").where({ action: "import", target: "role:WAREHOUSE" }).first()).toBeDefined();
    const templates = (await ok(to.get("/api/message-templates"))) as {
      event: string;
      channel: string;
      language: string;
      body: string;
      is_default: boolean;
    }[];
    expect(templates.find((t) => t.channel === "sms" && t.language === "zh_Hant")).toMatchObject({
      body: "{customer}：訂單 {order_number} 現為{status}",
      is_default: false,
    });
    expect(templates.filter((t) => !t.is_default)).toHaveLength(1);
    // again: nothing left to change
    expect((await ok(to.post("/api/customize/import?dry_run=true").send(file))).changes).toEqual([]);
  });

  it("a template the events cannot fill is a conflict of the dry run and stops the apply", async () => {
    const changed = {
      ...file,
      templates: [{ event: "order-status", channel: "email", language: "en", subject: "Order {order_number}", body: "Hi {nickname}" }],
    };
    const dry = await ok(to.post("/api/customize/import?dry_run=true").send(changed));
    expect(dry.conflicts).toEqual([{ kind: "template", target: "order-status/email/en", message: expect.stringContaining("{nickname}") }]);
    expect((await to.post("/api/customize/import").send(changed)).status).toBe(409);
    expect(await target.db("message_templates").where({ channel: "email" }).first()).toBeUndefined();
  });

  it("conflicts stop it, listed; nothing is written", async () => {
    const changed = {
      ...file,
      resources: [
        {
          ...file.resources[0],
          fields: [
            { key: "plate", type: "integer", labels: { en: "Plate" } },
            { key: "status", type: "enum", values: ["active", "sold"], labels: { en: "Status" } },
          ],
        },
      ],
      custom_fields: [
        { entity: "spaceships", key: "warp", definition: { type: "integer" }, labels: { en: "Warp" } },
        { entity: "products", key: "colour", definition: { type: "string" }, labels: { en: "Colour" } },
      ],
      roles: [{ name: "AUDIT", grants: [{ object: "vouchers", actions: ["list"] }], private_fields: false }],
    };
    const dry = await ok(to.post("/api/customize/import?dry_run=true").send(changed));
    expect(dry.conflicts.map((c: { target: string }) => c.target)).toEqual(["vehicles.plate", "spaceships.cf_warp", "products.cf_colour"]);
    expect(dry.conflicts[0].message).toBe("vehicles.plate is string here and integer in the file");
    const refused = await to.post("/api/customize/import").send(changed);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("The configuration cannot be applied: 3 conflicts");
    expect(await target.db("roles").where({ name: "AUDIT" }).first()).toBeUndefined();
  });

  it("a conflict only the data shows (a choice records hold) is found by the dry run and stops the apply", async () => {
    const fewer = {
      format: "erp-crm-configuration",
      version: 1,
      resources: [
        {
          ...file.resources[0],
          labels: { en: "Fleet" },
          fields: [
            { key: "plate", type: "string", labels: { en: "Plate" }, required: true, unique: true, sortable: true },
            { key: "driver", type: "ref", ref: "employees", labels: { en: "Driver" } },
            { key: "status", type: "enum", values: ["active"], labels: { en: "Status" }, filterable: true },
          ],
        },
      ],
      roles: [{ name: "AUDIT", grants: [{ object: "vouchers", actions: ["list"] }], private_fields: false }],
    };
    const dry = await ok(to.post("/api/customize/import?dry_run=true").send(fewer));
    expect(dry.conflicts).toEqual([
      { kind: "resource", target: "vehicles", message: "1 records hold a value this field could no longer take as enum" },
    ]);
    expect((await to.post("/api/customize/import").send(fewer)).status).toBe(409);
    expect(await target.db("roles").where({ name: "AUDIT" }).first()).toBeUndefined();
    expect((await to.get("/api/customize/resources/vehicles")).body.labels).toEqual({ en: "Vehicles", zh_Hant: "車輛" });
  });
});
