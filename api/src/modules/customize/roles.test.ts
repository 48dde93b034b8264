import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { openTestApp, testConfig } from "../../test/harness";
import { createUser, signedInAs, signIn } from "../../test/session";

/**
 * Roles beyond the four, on the real app: an ADMIN makes WAREHOUSE (list, show and edit vehicles, the
 * dashboard; nothing else), a user holding it may do exactly that, another process on the same
 * database follows within the cache time, private fields follow the role's flag, and no change may
 * leave nobody able to manage roles. Every change is in the behaviour log.
 */
type Agent = ReturnType<typeof request.agent>;
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Agent;
let adminId: number;
let keeper: Agent;
let vehicle: number;

const warehouse = {
  name: "WAREHOUSE",
  grants: [
    { object: "dashboard", actions: ["list"] },
    { object: "vehicles", actions: ["list", "show", "edit"] },
  ],
};

beforeAll(async () => {
  process.env.SESSION_CACHE_MS = "1000";
  ctx = await openTestApp();
  const signedIn = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  ({ agent: admin } = signedIn);
  adminId = signedIn.user.id;
  const created = await admin.post("/api/customize/resources").send({
    name: "vehicles",
    labels: { en: "Vehicles", zh_Hant: "車輛" },
    group: "sales",
    label: "plate",
    fields: [
      { key: "plate", type: "string", labels: { en: "Plate" }, required: true, filterable: true },
      { key: "cost", type: "money", labels: { en: "Cost" }, private: true, filterable: true },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  vehicle = (await admin.post("/api/vehicles").send({ plate: "AB 1", cost: "120000" })).body.id;
});
afterAll(() => ctx.close());

describe("a role beyond the four", () => {
  let clerk: Agent;

  it("an ADMIN creates WAREHOUSE; the roles list shows it beside the seed roles", async () => {
    const res = await admin.post("/api/roles").send(warehouse);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "WAREHOUSE", builtin: false, private_fields: false, users: 0, grants: warehouse.grants });
    const list = (await admin.get("/api/roles")).body;
    expect(list.map((r: { name: string }) => r.name)).toEqual(["ADMIN", "SALES", "HR", "ACCOUNTING", "WAREHOUSE"]);
    expect(list[1]).toMatchObject({ builtin: true, changed: false, private_fields: true });
    expect(list[1].grants).toContainEqual({ object: "sales", actions: ["*"] });
    expect(await ctx.db("behaviour_logs").where({ action: "create", target: "roles.WAREHOUSE" }).first()).toBeDefined();
  });

  it("a user gets it through the users API, and may do exactly what it grants", async () => {
    const created = await admin.post("/api/users").send({
      name: "Store clerk",
      email: "clerk@test.local",
      roles: ["WAREHOUSE"],
      password: "Correct-Horse-42",
      confirm_password: "Correct-Horse-42",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    clerk = await signIn(ctx.app, "clerk@test.local");
    expect((await clerk.get("/api/vehicles")).status).toBe(200);
    expect((await clerk.get(`/api/vehicles/${vehicle}`)).status).toBe(200);
    expect((await clerk.patch(`/api/vehicles/${vehicle}`).send({ plate: "AB 2" })).status).toBe(200);
    expect((await clerk.delete(`/api/vehicles/${vehicle}`)).status).toBe(403);
    expect((await clerk.post("/api/vehicles").send({ plate: "X" })).status).toBe(403);
    expect((await clerk.get("/api/vehicles/export.csv")).status).toBe(403);
    expect((await clerk.get("/api/products")).status).toBe(403);
    expect((await clerk.get("/api/dashboard")).status).toBe(200);
    expect((await clerk.get("/api/roles")).status).toBe(403);
    const meta = (await clerk.get("/api/meta/entities")).body;
    expect(meta.policy).toEqual([
      ["WAREHOUSE", "dashboard", "list"],
      ["WAREHOUSE", "vehicles", "list"],
      ["WAREHOUSE", "vehicles", "show"],
      ["WAREHOUSE", "vehicles", "edit"],
    ]);
  });

  it("private fields only for roles that read them", async () => {
    const [row] = (await clerk.get("/api/vehicles")).body;
    expect(row).not.toHaveProperty("cost");
    expect((await clerk.get(`/api/vehicles/${vehicle}`)).body).not.toHaveProperty("cost");
    expect((await clerk.get("/api/vehicles?cost=120000.00")).status).toBe(400);
    const write = await clerk.patch(`/api/vehicles/${vehicle}`).send({ cost: "1.00" });
    expect(write.status).toBe(400);
    expect(write.body.errors).toEqual({ cost: "Unknown field" });
    const meta = (await clerk.get("/api/meta/entities")).body.entities.find((e: { name: string }) => e.name === "vehicles");
    expect(meta.fields).not.toHaveProperty("cost");
    expect((await admin.put("/api/roles/WAREHOUSE").send({ private_fields: true })).status).toBe(200);
    expect((await clerk.get(`/api/vehicles/${vehicle}`)).body).toMatchObject({ cost: "120000.00" });
  });

  it("another process on the same database follows within SESSION_CACHE_MS", async () => {
    const other = await createApp({ db: ctx.db, config: testConfig() });
    const there = await signIn(other.app, "clerk@test.local");
    expect((await there.get("/api/vehicles")).status).toBe(200);
    expect((await admin.put("/api/roles/WAREHOUSE").send({ grants: [{ object: "dashboard", actions: ["list"] }] })).status).toBe(200);
    expect((await clerk.get("/api/vehicles")).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await there.get("/api/vehicles")).status).toBe(403);
    expect((await admin.put("/api/roles/WAREHOUSE").send(warehouse)).status).toBe(200);
  });
});

describe("refusals", () => {
  it.each([
    ["a name that is no role name", { ...warehouse, name: "store-keeper" }, 400, "name"],
    ["a seed role's name", { ...warehouse, name: "SALES" }, 409, "name"],
    ["a taken name", warehouse, 409, "name"],
    ["an unknown object", { name: "AUDIT", grants: [{ object: "spaceships", actions: ["list"] }] }, 400, "grants.0.object"],
    ["an action the object does not have", { name: "AUDIT", grants: [{ object: "vehicles", actions: ["list", "post"] }] }, 400, "grants.0.actions"],
    ["a grant without actions", { name: "AUDIT", grants: [{ object: "vouchers", actions: [] }] }, 400, "grants.0.actions"],
  ])("refuses %s", async (_what, body, status, field) => {
    const res = await admin.post("/api/roles").send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it("takes a declared verb of the object (vouchers: post)", async () => {
    const res = await admin.post("/api/roles").send({ name: "AUDIT", grants: [{ object: "vouchers", actions: ["list", "show", "post"] }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });

  it("refuses deleting a seed role or one users hold; deletes one nobody holds", async () => {
    expect((await admin.delete("/api/roles/SALES")).status).toBe(409);
    const inUse = await admin.delete("/api/roles/WAREHOUSE");
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe("1 users hold this role; give them other roles first");
    expect((await admin.delete("/api/roles/AUDIT")).status).toBe(200);
    expect((await admin.get("/api/roles/AUDIT")).status).toBe(404);
    expect(await ctx.db("behaviour_logs").where({ action: "delete", target: "roles.AUDIT" }).first()).toBeDefined();
  });

  it("refuses anyone but an ADMIN", async () => {
    const sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
    expect((await sales.get("/api/roles")).status).toBe(403);
    expect((await sales.post("/api/roles").send({ name: "MINE", grants: [] })).status).toBe(403);
    expect((await sales.put("/api/roles/SALES").send({ grants: [{ object: "settings", actions: ["*"] }] })).status).toBe(403);
  });
});

describe("no lockout", () => {
  it("refuses taking role management from ADMIN while only ADMINs can manage roles", async () => {
    const res = await admin.put("/api/roles/ADMIN").send({ grants: [{ object: "sales", actions: ["*"] }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This change would leave no active user who can manage roles");
    expect((await admin.get("/api/roles")).status).toBe(200);
  });

  it("allows it once another active user holds a role that can, then refuses demoting that user", async () => {
    expect(
      (
        await admin.post("/api/roles").send({
          name: "KEEPER",
          grants: [
            { object: "roles", actions: ["*"] },
            { object: "users", actions: ["*"] },
          ],
        })
      ).status,
    ).toBe(201);
    const user = await createUser(ctx.db, { email: "keeper@test.local", roles: ["KEEPER"] });
    keeper = await signIn(ctx.app, "keeper@test.local");
    const changed = await admin.put("/api/roles/ADMIN").send({
      grants: [
        { object: "sales", actions: ["*"] },
        { object: "users", actions: ["*"] },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ builtin: true, changed: true });
    expect((await admin.get("/api/roles")).status).toBe(403);
    const demote = await keeper.patch(`/api/users/${user.id}`).send({ roles: ["SALES"] });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe("This change would leave no active user who can manage roles");
    expect((await keeper.patch(`/api/users/${user.id}`).send({ status: "inactive" })).status).toBe(409);
    expect((await keeper.delete(`/api/users/${user.id}`)).status).toBe(409);
    // ADMIN gets its grants back; then the keeper may go
    expect((await keeper.put("/api/roles/ADMIN").send({ grants: [{ object: "settings", actions: ["*"] }] })).status).toBe(200);
    expect((await admin.get("/api/roles")).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}`).send({ roles: ["SALES"] })).status).toBe(200);
    expect(adminId).toBeGreaterThan(0);
  });
});
