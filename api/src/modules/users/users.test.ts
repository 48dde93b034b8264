import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs, signIn } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
});
afterAll(() => ctx.close());

const newUser = (overrides: object = {}) => ({
  name: "New Person",
  email: "new.person@test.local",
  roles: ["SALES", "HR"],
  password: "a-long-password",
  confirm_password: "a-long-password",
  ...overrides,
});

describe("users", () => {
  it("creates a user whose password is stored only as an argon2id hash and never sent back", async () => {
    const res = await admin.agent.post("/api/users").send(newUser({ email: "New.Person@Test.local" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "new.person@test.local", roles: ["SALES", "HR"], status: "active" });
    const everything = JSON.stringify([
      res.body,
      (await admin.agent.get("/api/users")).body,
      (await admin.agent.get(`/api/users/${res.body.id}`)).body,
    ]);
    expect(everything).not.toMatch(/password|argon2/);
    const csv = await admin.agent.get("/api/users/export.csv").buffer(true);
    expect(csv.text).not.toMatch(/password|argon2/);
    expect((await ctx.db("users").where({ id: res.body.id }).first()).password_hash).toMatch(/^\$argon2id\$/);
    const agent = await signIn(ctx.app, "new.person@test.local", "a-long-password");
    expect((await agent.get("/api/auth/session")).body.user.roles).toEqual(["SALES", "HR"]);
  });

  it.each([
    [
      "mismatched confirmation",
      newUser({ email: "m@test.local", confirm_password: "something-else" }),
      "confirm_password",
      "The new password that you entered do not match!",
    ],
    [
      "no password",
      newUser({ email: "p@test.local", password: undefined, confirm_password: undefined }),
      "password",
      "Please set a password for the new user",
    ],
    [
      "short password",
      newUser({ email: "s@test.local", password: "short", confirm_password: "short" }),
      "password",
      "Must be at least 12 characters",
    ],
    ["bad e-mail", newUser({ email: "nope" }), "email", "The input is not valid E-mail!"],
    ["no roles", newUser({ email: "r@test.local", roles: [] }), "roles", "input can not be empty"],
    ["unknown role", newUser({ email: "u@test.local", roles: ["ROOT"] }), "roles.0", "Choose one of: ADMIN, SALES, HR, ACCOUNTING"],
  ])("refuses %s", async (_name, body, field, message) => {
    const res = await admin.agent.post("/api/users").send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  it("refuses a duplicate e-mail whatever its case", async () => {
    const res = await admin.agent.post("/api/users").send(newUser({ email: "NEW.person@test.local" }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual({ email: "This value is already in use" });
  });

  it("filters by role", async () => {
    const res = await admin.agent.get("/api/users?roles=HR");
    expect(res.body.map((u: { email: string }) => u.email)).toEqual(["new.person@test.local"]);
  });

  it("changing a user's roles ends their sessions", async () => {
    const person = await signIn(ctx.app, "new.person@test.local", "a-long-password");
    const id = (await ctx.db("users").where({ email: "new.person@test.local" }).first("id")).id;
    expect((await person.get("/api/products")).status).toBe(200);
    expect((await admin.agent.patch(`/api/users/${id}`).send({ roles: ["SALES"] })).status).toBe(200);
    expect((await person.get("/api/products")).status).toBe(401);
  });

  it("keeps the last active ADMIN: no demotion, deactivation or deletion", async () => {
    const id = admin.user.id;
    for (const change of [{ roles: ["SALES"] }, { status: "inactive" }]) {
      const res = await admin.agent.patch(`/api/users/${id}`).send(change);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("The last active administrator cannot be deactivated, demoted or deleted");
    }
    expect((await admin.agent.delete(`/api/users/${id}`)).status).toBe(409);
    const second = await admin.agent.post("/api/users").send(newUser({ email: "second.admin@test.local", roles: ["ADMIN"] }));
    expect((await admin.agent.patch(`/api/users/${second.body.id}`).send({ status: "inactive" })).status).toBe(200);
    expect((await admin.agent.patch(`/api/users/${second.body.id}`).send({ status: "active" })).status).toBe(200);
    expect((await admin.agent.patch(`/api/users/${second.body.id}`).send({ roles: ["HR"] })).status).toBe(200);
  });

  it("a password change needs the confirmation", async () => {
    const id = (await ctx.db("users").where({ email: "new.person@test.local" }).first("id")).id;
    expect((await admin.agent.patch(`/api/users/${id}`).send({ password: "another-password" })).body.errors).toEqual({
      confirm_password: "The new password that you entered do not match!",
    });
    expect((await admin.agent.patch(`/api/users/${id}`).send({ password: "another-password", confirm_password: "another-password" })).status).toBe(
      200,
    );
    await signIn(ctx.app, "new.person@test.local", "another-password");
  });
});

describe("behaviour log", () => {
  it("is read-only, filterable by user, action, target and date, and exportable", async () => {
    expect((await admin.agent.post("/api/behaviour-logs").send({ action: "create" })).status).toBe(405);
    const since = new Date(Date.now() - 60_000).toISOString();
    const res = await admin.agent.get(`/api/behaviour-logs?user_id=${admin.user.id}&action=create&target=users&created_at_gte=${since}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((e: { action: string; target: string }) => e.action === "create" && e.target === "users")).toBe(true);
    const csv = await admin.agent.get(`/api/behaviour-logs/export.csv?action=sign-in`).buffer(true);
    expect(csv.text.split("\n")[0]).toMatch(/action,target,target_id,user_id,email,ip/);
  });

  it("is for ADMIN only", async () => {
    const sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
    expect((await sales.agent.get("/api/behaviour-logs")).status).toBe(403);
    expect((await sales.agent.get("/api/users")).status).toBe(403);
    expect((await sales.agent.get("/api/users")).body.message).toBe("Your role does not allow this action");
  });
});
