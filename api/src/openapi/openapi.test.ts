import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allows } from "../entities";
import { modules } from "../modules";
import { fixtureDigestModule, fixtureModule } from "../test/fixture-module";
import { createApp } from "../app";
import { migrateLatest } from "../db/migrations";
import { openTestDb, type TestDb, testConfig } from "../test/harness";
import { mountedRoutes } from "../test/routes";
import { signedInAs } from "../test/session";
import { openApiPath } from "./document";

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, unknown> }>
  >;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

let ctx: TestDb & Awaited<ReturnType<typeof createApp>>;
const withFixture = [...modules, fixtureModule, fixtureDigestModule];
let agents: Record<"ADMIN" | "SALES" | "HR", Awaited<ReturnType<typeof signedInAs>>["agent"]>;
const documentOf = async (role: keyof typeof agents) => {
  const res = await agents[role].get("/api/openapi.json");
  expect(res.status).toBe(200);
  return res.body as Doc;
};

beforeAll(async () => {
  const testDb = await openTestDb();
  await migrateLatest(testDb.db, withFixture);
  const app = await createApp({ db: testDb.db, modules: withFixture, config: testConfig() });
  ctx = { ...testDb, ...app };
  agents = {
    ADMIN: (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent,
    SALES: (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent,
    HR: (await signedInAs(ctx.app, ctx.db, ["HR"])).agent,
  };
});
afterAll(() => ctx.close());

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document, for a signed-in user only", async () => {
    const doc = await documentOf("ADMIN");
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    for (const role of ["SALES", "HR"] as const) expect((await new Validator().validate((await documentOf(role)) as never)).valid, role).toBe(true);
  });

  it("lists every route the router mounts (for an ADMIN, who may call them all)", async () => {
    const doc = await documentOf("ADMIN");
    const listed = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`)));
    const { entities } = ctx.context.registry;
    const missing: string[] = [];
    let checked = 0;
    for (const route of mountedRoutes(ctx.app)) {
      const generic =
        route.path.startsWith("/api/:resource") &&
        typeof route.policy?.object === "function" &&
        !route.path.endsWith("/views") &&
        !route.path.includes("/views/") &&
        // declared once for every resource, as `/api/{resource}/{id}/history`, `.../notes` and `.../attachments`
        !route.path.endsWith("/history") &&
        !route.path.includes("/:id/notes") &&
        !route.path.includes("/attachments");
      const targets = generic
        ? entities
            .filter((entity) => {
              // what the declaration does not offer answers 405: not an operation of that entity
              if (route.method === "post" && route.path === "/api/:resource/import") return allows(entity, "create") && entity.importable;
              if (route.method === "post" && route.path === "/api/:resource") return allows(entity, "create");
              if (route.path.endsWith("/bulk")) return allows(entity, "edit") || allows(entity, "delete") || Boolean(entity.bulk);
              if (route.method === "patch") return allows(entity, "edit");
              if (route.method === "delete" || route.path.endsWith("/restore")) return allows(entity, "delete");
              return true;
            })
            .map((entity) => route.path.replace(":resource", entity.name))
        : [route.path];
      for (const path of targets) {
        checked++;
        const key = `${route.method.toUpperCase()} ${openApiPath(path)}`;
        if (!listed.has(key)) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths["/api/{resource}/{id}/history"]).toHaveProperty("get");
    expect(doc.paths["/api/{resource}/{id}/attachments"]).toHaveProperty("post");
    expect(doc.paths["/api/{resource}/{id}/attachments/{attachment}"]).toHaveProperty("delete");
    expect(checked).toBeGreaterThan(entities.length * 6);
    // the fixture module's action, typed end to end: its body and its answer
    const archive = doc.paths["/api/fixture-notes/{id}/archive"].post;
    expect(archive.requestBody?.content["application/json"].schema).toMatchObject({
      properties: { reason: { type: "string", maxLength: 20 } },
      required: ["reason"],
      additionalProperties: false,
    });
    expect(archive.responses["200"]).toMatchObject({
      content: {
        "application/json": { schema: { properties: { message: { type: "string" }, note: { properties: { title: { type: "string" } } } } } },
      },
    });
    expect(doc.paths["/api/fixture-digest"].get).toBeDefined();
    // every report with its parameters
    for (const page of ctx.context.registry.pages.filter((p) => p.report)) {
      const report = doc.paths[`/api/reports/${page.report!.name}`]?.get as unknown as { parameters: { name: string; required?: boolean }[] };
      expect(report, page.name).toBeDefined();
      expect(report.parameters.filter((p) => p.required).length, page.name).toBeGreaterThan(0);
    }
  });

  it("shows each role what it may call, nothing else", async () => {
    const [admin, sales, hr] = [await documentOf("ADMIN"), await documentOf("SALES"), await documentOf("HR")];
    expect(Object.keys(admin.paths)).toEqual(
      expect.arrayContaining(["/api/users", "/api/salaries/generate", "/api/vouchers/{id}/post", "/api/roles"]),
    );
    // SALES: no human resources, no settings
    expect(Object.keys(sales.paths)).not.toContain("/api/salaries/generate");
    expect(Object.keys(sales.paths)).not.toContain("/api/roles");
    expect(Object.keys(sales.paths)).toContain("/api/orders/{id}/status");
    expect(sales.components.schemas).not.toHaveProperty("salaries");
    // HR: no accounting
    expect(Object.keys(hr.paths)).not.toContain("/api/vouchers/{id}/post");
    expect(Object.keys(hr.paths)).toContain("/api/salaries/generate");
    expect(Object.keys(hr.paths).length).toBeLessThan(Object.keys(admin.paths).length);
  });

  it("follows the customisation: a custom field and a custom resource appear at once", async () => {
    const admin = agents.ADMIN;
    expect(
      (await admin.post("/api/customize/products/fields").send({ key: "colour", type: "enum", values: ["red", "blue"], labels: { en: "Colour" } }))
        .status,
    ).toBe(201);
    const created = await admin.post("/api/customize/resources").send({
      name: "vehicles",
      labels: { en: "Vehicles", zh_Hant: "車輛" },
      group: "sales",
      icon: "car",
      label: "plate",
      fields: [{ key: "plate", type: "string", labels: { en: "Plate" }, required: true, unique: true, sortable: true }],
    });
    expect(created.status).toBe(201);
    const doc = await documentOf("ADMIN");
    expect(doc.components.schemas.products.properties).toHaveProperty(
      "cf_colour",
      expect.objectContaining({ type: ["string", "null"], enum: ["red", "blue", null] }),
    );
    expect(doc.components.schemas.productsCreate.properties).toHaveProperty("cf_colour");
    expect(doc.paths["/api/vehicles"]).toHaveProperty("post");
    expect(doc.components.schemas.vehiclesCreate.required).toEqual(["plate"]);
    expect((await new Validator().validate(doc as never)).valid).toBe(true);
  });
});

describe("declared queries", () => {
  it("take what the admin's links send (a download's language)", async () => {
    for (const url of [
      "/api/attendance-monthly-report.csv?month=2026-02&lang=en",
      "/api/reports/sales.csv?from=2026-02-01&to=2026-02-28&section=by-product&lang=zh_Hant",
    ]) {
      const res = await agents.ADMIN.get(url);
      expect(res.status, url).toBe(200);
    }
  });

  it("refuse a member they do not declare, naming it", async () => {
    for (const url of [
      "/api/partners/1/ledger?x=1",
      "/api/partners/1/suggest?x=1",
      "/api/orders/1/history?x=1",
      "/api/orders/1/messages?x=1",
      "/api/vendors/1/purchase-summary?x=1",
      "/api/taxes/1/lines?x=1",
    ]) {
      const res = await agents.ADMIN.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/x/);
    }
  });
});

describe("GET /api/docs", () => {
  it("serves the reference page with a policy of its own, and its renderer", async () => {
    const page = await agents.ADMIN.get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-url="/api/openapi.json"');
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'unsafe-eval'/);
    const script = await agents.ADMIN.get("/api/docs/scalar.js");
    expect(script.status).toBe(200);
    expect(script.headers["content-type"]).toMatch(/javascript/);
    // the admin's pages keep the stricter policy
    const health = await agents.ADMIN.get("/api/health");
    expect(health.headers["content-security-policy"]).not.toMatch(/unsafe-eval/);
  });
});
