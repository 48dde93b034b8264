import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { createDb } from "../db/knex";
import { openTestApp, testConfig } from "../test/harness";
import { createUser, csrfOf, signIn, testPassword } from "../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  ctx = await openTestApp();
  await createUser(ctx.db, { email: "clerk@test.local", roles: ["SALES"], name: "Clerk" });
  await createUser(ctx.db, { email: "gone@test.local", roles: ["SALES"], status: "inactive" });
});
afterAll(() => ctx.close());

const attempt = async (fields: Record<string, string>, agent = request.agent(ctx.app)) => {
  const csrfToken = await csrfOf(agent);
  return agent
    .post("/api/auth/callback/credentials")
    .type("form")
    .send({ csrfToken, callbackUrl: "/sales/product", json: "true", ...fields });
};
const setCookies = (res: request.Response) => (res.headers["set-cookie"] ?? []) as unknown as string[];
const logCount = (action: string, email?: string) =>
  ctx
    .db("behaviour_logs")
    .where({ action, ...(email ? { email } : {}) })
    .count({ n: "*" })
    .then(([r]) => Number(r.n));

describe("auth calls", () => {
  it("session is null without sign-in; csrf and providers answer", async () => {
    const agent = request.agent(ctx.app);
    expect((await agent.get("/api/auth/session")).body).toBeNull();
    const csrf = await agent.get("/api/auth/csrf");
    expect(csrf.body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(csrf.headers["set-cookie"][0]).toMatch(/HttpOnly/);
    expect((await agent.get("/api/auth/csrf")).body.csrfToken).toBe(csrf.body.csrfToken);
    expect((await agent.get("/api/auth/providers")).body.credentials).toMatchObject({ id: "credentials", type: "credentials" });
  });

  it("signs in: {url} is the callbackUrl, the session carries the user and roles, the cookie is httpOnly and lax", async () => {
    const agent = request.agent(ctx.app);
    const res = await attempt({ email: "Clerk@Test.local", password: testPassword }, agent);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: "/sales/product" });
    const cookie = setCookies(res).find((c: string) => c.startsWith("erp.sid="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]);
    expect(Math.abs(expires - (Date.now() + 120 * 60_000))).toBeLessThan(60_000);
    const session = (await agent.get("/api/auth/session")).body;
    expect(session.user).toMatchObject({ email: "clerk@test.local", name: "Clerk", roles: ["SALES"] });
    expect(Date.parse(session.expires)).toBeGreaterThan(Date.now());
    expect(JSON.stringify(session)).not.toMatch(/password/);
  });

  it("regenerates the session id at sign-in", async () => {
    const agent = request.agent(ctx.app);
    const sid = (r: request.Response) =>
      setCookies(r)
        .find((c: string) => c.startsWith("erp.sid="))
        ?.split(";")[0];
    const first = sid(await attempt({ email: "clerk@test.local", password: testPassword }, agent));
    const second = sid(await attempt({ email: "clerk@test.local", password: testPassword }, agent));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it.each([
    [
      "unknown e-mail",
      { email: "nobody@test.local", password: "x" },
      401,
      "UserNotFound",
      "Can not find this user, please check your email and password",
      "email",
    ],
    [
      "wrong password",
      { email: "clerk@test.local", password: "wrong-one" },
      401,
      "WrongPassword",
      "Wrong password, please check your password",
      "password",
    ],
    ["empty fields", { email: "", password: "" }, 400, "CredentialsSignin", "input can not be empty", "email"],
    ["bad e-mail", { email: "not-an-email", password: "x" }, 400, "CredentialsSignin", "The input is not valid E-mail!", "email"],
    [
      "inactive user",
      { email: "gone@test.local", password: testPassword },
      403,
      "InactiveUser",
      "This account is inactive; please contact an administrator",
      "email",
    ],
  ])("%s", async (_name, fields, status, code, message, field) => {
    const res = await attempt(fields);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ error: code, message, url: `/auth/login?error=${code}&callbackUrl=%2Fsales%2Fproduct` });
    expect(res.body.errors[field]).toBe(message);
    expect(setCookies(res).some((c: string) => c.startsWith("erp.sid="))).toBeFalsy();
  });

  it("messages in Traditional Chinese", async () => {
    const agent = request.agent(ctx.app);
    const csrfToken = await csrfOf(agent);
    const res = await agent
      .post("/api/auth/callback/credentials")
      .set("Accept-Language", "zh-Hant")
      .type("form")
      .send({ csrfToken, email: "clerk@test.local", password: "nope" });
    expect(res.body.message).toBe("密碼錯誤，請檢查您的密碼");
  });

  it("never redirects off-site", async () => {
    const res = await attempt({ email: "clerk@test.local", password: testPassword, callbackUrl: "https://evil.example/steal" });
    expect(res.body.url).toBe("/");
    const res2 = await attempt({ email: "clerk@test.local", password: testPassword, callbackUrl: "//evil.example" });
    expect(res2.body.url).toBe("/");
  });

  it("signs out to /auth/login and logs sign-in, sign-out and failures", async () => {
    const agent = await signIn(ctx.app, "clerk@test.local");
    const before = await logCount("sign-out", "clerk@test.local");
    const res = await agent
      .post("/api/auth/signout")
      .type("form")
      .send({ csrfToken: await csrfOf(agent), json: "true" });
    expect(res.body).toEqual({ url: "/auth/login" });
    expect((await agent.get("/api/auth/session")).body).toBeNull();
    expect((await agent.get("/api/products")).status).toBe(401);
    expect(await logCount("sign-out", "clerk@test.local")).toBe(before + 1);
    expect(await logCount("sign-in", "clerk@test.local")).toBeGreaterThan(0);
    expect(await logCount("sign-in-failed", "nobody@test.local")).toBeGreaterThan(0);
  });

  it("_log records a client line without CSRF and answers {}", async () => {
    const res = await request(ctx.app).post("/api/auth/_log").type("form").send({ level: "error", code: "CLIENT_FETCH_ERROR" });
    expect(res.status).toBe(200);
  });
});

describe("CSRF", () => {
  it("refuses writes without the token, or with a wrong one, and writes nothing", async () => {
    const agent = await signIn(ctx.app, "clerk@test.local");
    const count = async () => Number((await ctx.db("products").count({ n: "*" }))[0].n);
    const before = await count();
    const noHeader = await agent.post("/api/products").unset("X-CSRF-Token").send({ code: "C-1", name: "x", price: 1 });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.message).toBe("Your session form token is missing or out of date; please reload the page");
    const wrong = await agent.post("/api/products").set("X-CSRF-Token", "f".repeat(64)).send({ code: "C-1", name: "x", price: 1 });
    expect(wrong.status).toBe(403);
    expect(await count()).toBe(before);
    expect((await agent.post("/api/products").send({ code: "C-1", name: "x", price: 1 })).status).toBe(201);
  });

  it("sign-in itself needs the token", async () => {
    const res = await request(ctx.app)
      .post("/api/auth/callback/credentials")
      .type("form")
      .send({ email: "clerk@test.local", password: testPassword });
    expect(res.status).toBe(403);
  });
});

describe("rate limit", () => {
  it("after 5 failures on an account within 15 minutes, answers 429 even for the right password", async () => {
    await createUser(ctx.db, { email: "target@test.local", roles: ["HR"] });
    for (let i = 0; i < 5; i++) expect((await attempt({ email: "target@test.local", password: `guess-${i}` })).status).toBe(401);
    const blocked = await attempt({ email: "target@test.local", password: testPassword });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Too many failed sign-in attempts; please wait 15 minutes and try again");
    await ctx
      .db("behaviour_logs")
      .where({ email: "target@test.local" })
      .update({ created_at: ctx.db.raw("now() - interval '16 minutes'") });
    expect((await attempt({ email: "target@test.local", password: testPassword })).status).toBe(200);
  });

  it("counts per IP across accounts", async () => {
    await ctx
      .db("behaviour_logs")
      .insert(Array.from({ length: 20 }, (_, i) => ({ action: "sign-in-failed", email: `spray-${i}@test.local`, ip: "203.0.113.9" })));
    const app = (await createApp({ db: ctx.db, config: testConfig({ trustProxy: "true" }) })).app;
    const agent = request.agent(app);
    const csrfToken = await csrfOf(agent);
    const res = await agent
      .post("/api/auth/callback/credentials")
      .set("X-Forwarded-For", "203.0.113.9")
      .type("form")
      .send({ csrfToken, email: "clerk@test.local", password: testPassword });
    expect(res.status).toBe(429);
  });
});

describe("sessions live in the database", () => {
  it("survive an API restart, and a second API instance on the same database shares them", async () => {
    const agent = await signIn(ctx.app, "clerk@test.local");
    const cookies = (await agent.get("/api/auth/session")).request.cookies;
    // A new app on the same database, with its own connection pool where the database allows one.
    const url = process.env.TEST_DATABASE_URL;
    const schema = url ? ((await ctx.db.raw("select current_schema() as s")).rows[0].s as string) : undefined;
    const otherDb = url ? createDb({ databaseUrl: url, searchPath: [schema!, "public"] }) : ctx.db;
    try {
      const other = (await createApp({ db: otherDb, config: testConfig() })).app;
      const res = await request(other).get("/api/auth/session").set("Cookie", cookies);
      expect(res.body.user.email).toBe("clerk@test.local");
      expect((await request(other).get("/api/products").set("Cookie", cookies)).status).toBe(200);
    } finally {
      if (otherDb !== ctx.db) await otherDb.destroy();
    }
  });

  it("activity keeps a session alive with at most one save a minute: new expiry in the store, cookie sent again", async () => {
    const agent = request.agent(ctx.app);
    const signedIn = await attempt({ email: "clerk@test.local", password: testPassword }, agent);
    const sid = /^s:([^.]+)\./.exec(decodeURIComponent(/erp\.sid=([^;]+)/.exec(setCookies(signedIn).join(";"))![1]))![1];
    const expiry = async () => new Date((await ctx.db("sessions").where({ sid }).first("expired")).expired).getTime();
    const sessionCookie = (res: request.Response) => setCookies(res).find((c) => c.startsWith("erp.sid="));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      await agent.get("/api/products"); // the first request of a minute marks it
      const marked = await expiry();
      const same = await agent.get("/api/products");
      expect(same.status).toBe(200);
      expect(sessionCookie(same)).toBeUndefined();
      expect(await expiry()).toBe(marked);

      vi.setSystemTime(Date.now() + 5 * 60_000);
      const later = await agent.get("/api/products");
      expect(later.status).toBe(200);
      const cookieExpires = Date.parse(/Expires=([^;]+)/.exec(sessionCookie(later)!)![1]);
      expect(Math.abs(cookieExpires - (Date.now() + 120 * 60_000))).toBeLessThan(2_000);
      expect(await expiry()).toBeGreaterThanOrEqual(marked + 5 * 60_000 - 1_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a session past its idle time is gone", async () => {
    const agent = await signIn(ctx.app, "clerk@test.local");
    await ctx.db("sessions").update({ expired: ctx.db.raw("now() - interval '1 minute'") });
    // Expired behind the process's back (as another process would see it): trusted for at most SESSION_CACHE_MS.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await agent.get("/api/auth/session")).body).toBeNull();
    expect((await agent.get("/api/products")).status).toBe(401);
  });
});

describe("behaviour log of writes", () => {
  it("a create writes action, target, user and IP with the change; a rejected write logs nothing", async () => {
    const agent = await signIn(ctx.app, "clerk@test.local");
    const user = await ctx.db("users").where({ email: "clerk@test.local" }).first("id");
    const created = await agent.post("/api/products").send({ code: "LOG-1", name: "Logged", price: 2 });
    const entry = await ctx.db("behaviour_logs").where({ action: "create", target: "products", target_id: created.body.id }).first();
    expect(entry).toMatchObject({ user_id: user.id });
    expect(entry.ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
    const before = await logCount("create");
    expect((await agent.post("/api/products").send({ code: "LOG-1", name: "dup", price: 2 })).status).toBe(409);
    expect(await logCount("create")).toBe(before);
  });
});
