import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registryFromJson } from "../entities";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";

/** What one role must not learn through another's lists: the trash, the registry, unknown filters. */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
const agents: Record<string, Awaited<ReturnType<typeof signedInAs>>["agent"]> = {};
beforeAll(async () => {
  ctx = await openTestApp();
  for (const role of ["ADMIN", "SALES", "HR", "ACCOUNTING"]) agents[role] = (await signedInAs(ctx.app, ctx.db, [role])).agent;
  const hired = await agents.HR.post("/api/employees").send({ name: "Trashed Tai Man", full_name: "Chan Tai Man" });
  expect(hired.status, JSON.stringify(hired.body)).toBe(201);
  expect((await agents.HR.delete(`/api/employees/${hired.body.id}`)).status).toBe(200);
  expect((await agents.HR.post("/api/employees").send({ name: "Working Wong", full_name: "Wong Siu Ming" })).status).toBe(201);
});
afterAll(() => ctx.close());

describe("leaks between roles", () => {
  it("a lookup never lists the trash: SALES and ACCOUNTING see live employees only", async () => {
    for (const role of ["SALES", "ACCOUNTING"]) {
      const trash = await agents[role].get("/api/employees?deleted=true");
      expect(trash.status, role).toBe(400);
      expect(JSON.stringify(trash.body)).not.toContain("Trashed");
      const live = await agents[role].get("/api/employees");
      expect(live.status, role).toBe(200);
      expect(live.body.map((e: { name: string }) => e.name)).toEqual(["Working Wong"]);
    }
    // the trash is still HR's
    expect((await agents.HR.get("/api/employees?deleted=true")).body.map((e: { name: string }) => e.name)).toEqual(["Trashed Tai Man"]);
  });

  it("the registry holds only what the roles may read, and a lookup's view of the rest", async () => {
    // the entities whose definition a role receives (the others come by name, with no field)
    const names = async (role: string) =>
      ((await agents[role].get("/api/meta/entities")).body.entities as { name: string; fields: object }[])
        .filter((e) => Object.keys(e.fields).length)
        .map((e) => e.name);
    const sales = await names("SALES");
    for (const hidden of ["users", "salaries", "payrolls", "behaviour-logs", "designations", "benefits"]) expect(sales, hidden).not.toContain(hidden);
    expect(sales).toEqual(expect.arrayContaining(["customers", "orders", "expenses", "employees"]));
    const users = ((await agents.SALES.get("/api/meta/entities")).body.entities as { name: string }[]).find((e) => e.name === "users");
    expect(users).toMatchObject({ name: "users", route: "/settings/user", fields: {}, operations: [] });
    expect(JSON.stringify(users)).not.toMatch(/email|password|roles/);
    const employees = ((await agents.SALES.get("/api/meta/entities")).body.entities as { name: string; fields: Record<string, unknown> }[]).find(
      (e) => e.name === "employees",
    )!;
    expect(Object.keys(employees.fields)).toEqual(["name"]);
    expect(await names("HR")).not.toContain("expenses");
    expect(await names("ACCOUNTING")).not.toContain("users");
    expect(await names("ADMIN")).toEqual(ctx.context.registry.entities.map((e) => e.name));
    // what each role receives builds a registry (every ref and every page's entity is there), as the admin builds it
    for (const role of ["ADMIN", "SALES", "HR", "ACCOUNTING"]) {
      const json = (await agents[role].get("/api/meta/entities")).body;
      expect(() => registryFromJson(json), role).not.toThrow();
    }
  });

  it("lists that are not an entity's refuse unknown filters", async () => {
    for (const [role, url] of [
      ["ADMIN", "/api/backups?no_such_field=1"],
      ["HR", "/api/salaries/months?employee_id=1"],
      ["ACCOUNTING", "/api/accounting-home/periods?x=1"],
      ["SALES", "/api/customers/views?user_id=1"],
    ]) {
      const res = await agents[role].get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(/^Unknown filter field: /);
    }
    expect((await agents.ADMIN.get("/api/backups")).status).toBe(200);
  });
});
