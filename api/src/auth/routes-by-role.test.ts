import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "../entities";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";
import { mountedRoutes } from "../test/routes";
import { allowed } from "./enforcer";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
const agents = new Map<string, Awaited<ReturnType<typeof signedInAs>>["agent"]>();
beforeAll(async () => {
  ctx = await openTestApp();
  for (const role of roles) agents.set(role, (await signedInAs(ctx.app, ctx.db, [role])).agent);
});
afterAll(() => ctx.close());

const send = (agent: ReturnType<typeof request.agent> | ReturnType<typeof request>, method: string, url: string) =>
  (agent as unknown as Record<string, (url: string) => request.Test>)[method](url).send({});

describe("every mounted route x every role answers as the policy says", () => {
  it("every route has a policy decision or is explicitly public", () => {
    const routes = mountedRoutes(ctx.app);
    expect(routes.length).toBeGreaterThan(5);
    const undecided = routes.filter((r) => !r.policy && !r.isPublic && !r.signedIn).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undecided).toEqual([]);
  });

  it("401 without a session, 403 exactly where the policy denies, never a 500", async () => {
    const { entities } = ctx.context.registry;
    const checked: string[] = [];
    for (const route of mountedRoutes(ctx.app).filter((r) => r.policy)) {
      const objects = typeof route.policy!.object === "string" ? [route.policy!.object] : entities.map((e) => e.name);
      for (const object of objects) {
        // An id that does not exist: allowed requests answer 404/400/405, never change data.
        const url = route.path.replace(":resource", object).replace(":id", "987654");
        expect((await send(request(ctx.app), route.method, url)).status, `anonymous ${route.method} ${url}`).toBe(401);
        // the roles' requests at once: the answers do not depend on each other (nothing exists at that id)
        const answers = await Promise.all(roles.map((role) => send(agents.get(role)!, route.method, url)));
        roles.forEach((role, i) => {
          const { status } = answers[i];
          const permitted = route.policy!.actions.some((action) => allowed(ctx.enforcer, [role], object, action));
          const label = `${role} ${route.method.toUpperCase()} ${url} -> ${status}`;
          if (permitted) {
            expect([401, 403], label).not.toContain(status);
            expect(status, label).toBeLessThan(500);
          } else expect(status, label).toBe(403);
          checked.push(label);
        });
      }
    }
    const generic = mountedRoutes(ctx.app).filter((r) => typeof r.policy?.object === "function").length;
    const fixed = mountedRoutes(ctx.app).filter((r) => typeof r.policy?.object === "string").length;
    expect(generic).toBeGreaterThanOrEqual(8);
    expect(checked.length).toBe((generic * entities.length + fixed) * roles.length);
    // every module adds routes x entities x roles requests: minutes on a busy machine, not a hang
  }, 300_000);

  it("routes for every signed-in user answer each role, and 401 without a session", async () => {
    const routes = mountedRoutes(ctx.app).filter((r) => r.signedIn);
    expect(routes.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toContain("GET /api/meta/entities");
    for (const route of routes) {
      expect((await send(request(ctx.app), route.method, route.path)).status).toBe(401);
      for (const role of roles) expect((await send(agents.get(role)!, route.method, route.path)).status, `${role} ${route.path}`).toBe(200);
    }
  });

  it("the role table says what docs/ARCHITECTURE.md says", () => {
    const can = (role: string, group: string) => allowed(ctx.enforcer, [role], group, "list");
    const table: Record<string, string[]> = {
      dashboard: ["ADMIN", "SALES", "HR", "ACCOUNTING"],
      sales: ["ADMIN", "SALES", "HR", "ACCOUNTING"],
      service: ["ADMIN", "SALES", "HR", "ACCOUNTING"],
      quotation: ["ADMIN", "SALES", "HR", "ACCOUNTING"],
      accounting: ["ADMIN", "SALES", "ACCOUNTING"],
      "human-resource": ["ADMIN", "HR"],
      vendor: ["ADMIN", "SALES", "HR"],
      partner: ["ADMIN", "SALES", "HR"],
      settings: ["ADMIN"],
    };
    for (const [group, permitted] of Object.entries(table))
      for (const role of roles) expect(can(role, group), `${role} ${group}`).toBe(permitted.includes(role));
  });
});
