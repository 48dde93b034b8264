import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openTestDb, type TestDb, testConfig } from "../test/harness";
import { createUser, csrfOf, signedInAs, testPassword } from "../test/session";

/** ASVS V2: password length and common passwords, sign-in timing, and the choice of one message for both failures. */
let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
  await createUser(testDb.db, { email: "known@test.local", roles: ["SALES"] });
  await createUser(testDb.db, { email: "other@test.local", roles: ["SALES"] });
});
afterAll(() => testDb.close());

const appWith = async (genericAuthErrors: boolean) => (await createApp({ db: testDb.db, config: testConfig({ genericAuthErrors }) })).app;
const attempt = async (app: Awaited<ReturnType<typeof appWith>>, email: string, password: string) => {
  const agent = request.agent(app);
  const csrfToken = await csrfOf(agent);
  const started = performance.now();
  const res = await agent.post("/api/auth/callback/credentials").type("form").send({ csrfToken, email, password, callbackUrl: "/", json: "true" });
  return { res, ms: performance.now() - started };
};

describe("sign-in hardening", () => {
  it("verifies an unknown e-mail against a dummy hash: it takes as long as a wrong password", async () => {
    const app = await appWith(false);
    await attempt(app, "warm-up@test.local", "warm-up-password"); // the dummy hash is made once
    const unknown: number[] = [];
    const wrong: number[] = [];
    // 4 + 4 failures: under the per-account (5) and per-IP (20) limits of this file
    for (let i = 0; i < 4; i++) {
      const a = await attempt(app, `nobody-${i}@test.local`, `wrong-password-${i}`);
      expect(a.res.body.error).toBe("UserNotFound");
      unknown.push(a.ms);
      const b = await attempt(app, "known@test.local", `wrong-password-${i}`);
      expect(b.res.body.error).toBe("WrongPassword");
      wrong.push(b.ms);
    }
    // argon2 (~20 ms) for both; without it an unknown e-mail answered in a quarter of the time. The fastest
    // of each is compared: other work on the machine (test files run side by side) only ever adds time
    expect(Math.min(...unknown) / Math.min(...wrong), `unknown ${unknown} wrong ${wrong}`).toBeGreaterThan(0.6);
  });

  it("keeps the two messages by default, and makes them one with AUTH_GENERIC_ERRORS=true", async () => {
    const generic = await appWith(true);
    const unknown = (await attempt(generic, "nobody-else@test.local", "whatever-password")).res;
    const wrong = (await attempt(generic, "other@test.local", "not-my-password")).res;
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.message).toBe("Wrong email or password, please check your email and password");
    expect({ ...unknown.body, url: undefined }).toEqual({ ...wrong.body, url: undefined });
    expect((await attempt(generic, "other@test.local", testPassword)).res.status).toBe(200);
  });

  it("takes passwords of at least 12 characters that are not in the common-password list", async () => {
    const { agent } = await signedInAs(await appWith(false), testDb.db, ["ADMIN"]);
    const create = (email: string, password: string) =>
      agent.post("/api/users").send({ name: "New", email, roles: ["SALES"], password, confirm_password: password });
    const short = await create("short@test.local", "elevenchars");
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: "Must be at least 12 characters" });
    for (const common of ["qwerty123456", "1q2w3e4r5t6y", "QAZWSXEDCRFV"]) {
      const res = await create(`common-${common}@test.local`, common);
      expect(res.status, common).toBe(400);
      expect(res.body.errors, common).toEqual({ password: "This password is too common; please choose another" });
    }
    expect((await create("fine@test.local", "Harbour-lights-2026")).status).toBe(201);
    const id = (await testDb.db("users").where({ email: "fine@test.local" }).first("id")).id;
    expect((await agent.patch(`/api/users/${id}`).send({ password: "qwerty123456", confirm_password: "qwerty123456" })).status).toBe(400);
  });
});
