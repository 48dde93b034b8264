import { Writable } from "node:stream";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp, testConfig } from "../test/harness";
import { createUser, csrfOf, signIn, testPassword } from "../test/session";
import { errorHandler } from "../http/errors";
import { createLogger } from "./logger";
import { createMetrics } from "./metrics";
import { operationsRouter } from "./routes";

/**
 * Operations (issue 29 item 6): the request id, the structured log, the metrics behind a token,
 * liveness and readiness. The app logs into a stream this test reads (pino's destination).
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const metricsToken = "metrics-token-0123456789";
let t: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  t = await openTestApp({ config: testConfig({ metricsToken }), logger: createLogger({ level: "info", destination: capture }) });
  await createUser(t.db, { email: "ops-admin@test.local", roles: ["ADMIN"] });
});
afterAll(() => t.close());

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("the request id", () => {
  it("keeps a sane X-Request-Id from a proxy and answers it; makes one otherwise", async () => {
    const kept = await request(t.app).get("/api/health").set("X-Request-Id", "proxy-7f3a.42:1");
    expect(kept.headers["x-request-id"]).toBe("proxy-7f3a.42:1");
    const made = await request(t.app).get("/api/health");
    expect(made.headers["x-request-id"]).toMatch(uuid);
    for (const insane of ["x".repeat(65), "two words", "<script>", ""]) {
      const replaced = await request(t.app).get("/api/health").set("X-Request-Id", insane);
      expect(replaced.headers["x-request-id"]).toMatch(uuid);
    }
    // the request's log line carries it
    expect(parsed().some((line) => line.reqId === "proxy-7f3a.42:1" && line.route === "/api/health" && line.status === 200)).toBe(true);
  });

  it("is written into the behaviour log with the line of the change it made", async () => {
    const agent = await signIn(t.app, "ops-admin@test.local");
    const created = await agent.post("/api/customers").set("X-Request-Id", "req-create-customer-1").send({ name: "Request Id Ltd" });
    expect(created.status).toBe(201);
    expect(created.headers["x-request-id"]).toBe("req-create-customer-1");
    const line = await t.db("behaviour_logs").where({ target: "customers", target_id: created.body.id, action: "create" }).first();
    expect(line.request_id).toBe("req-create-customer-1");
    // a generated id too, and the sign-in's own line
    const edited = await agent.patch(`/api/customers/${created.body.id}`).send({ name: "Request Id Limited" });
    const editLine = await t.db("behaviour_logs").where({ target: "customers", target_id: created.body.id, action: "update" }).first();
    expect(editLine.request_id).toBe(edited.headers["x-request-id"]);
    expect(editLine.request_id).toMatch(uuid);
    const signInLine = await t.db("behaviour_logs").where({ action: "sign-in", email: "ops-admin@test.local" }).orderBy("id", "desc").first();
    expect(signInLine.request_id).toMatch(uuid);
    // the behaviour log's screen may filter by it
    const found = await agent.get("/api/behaviour-logs").query({ request_id: "req-create-customer-1" });
    expect(found.status).toBe(200);
    expect(found.body.map((row: { action: string }) => row.action)).toEqual(["create"]);
  });
});

describe("the log", () => {
  it("says who asked what, where and how it went, and never a password, a cookie or a body", async () => {
    lines.length = 0;
    const agent = request.agent(t.app);
    const csrfToken = await csrfOf(agent);
    const res = await agent
      .post("/api/auth/callback/credentials")
      .set("X-Request-Id", "req-sign-in-1")
      .set("Authorization", "Bearer secret-bearer-value")
      .type("form")
      .send({ csrfToken, email: "ops-admin@test.local", password: testPassword, callbackUrl: "/", json: "true" });
    expect(res.status).toBe(200);
    const sessionCookie = res.headers["set-cookie"][0].split(";")[0];
    const listed = await agent.get("/api/customers?q=Request&_start=0&_end=5").set("X-CSRF-Token", csrfToken).set("X-Request-Id", "req-list-1");
    expect(listed.status).toBe(200);
    await agent.get("/api/customers/999999").set("X-Request-Id", "req-show-1");

    const text = lines.join("\n");
    for (const secret of [testPassword, csrfToken, sessionCookie, sessionCookie.split("=")[1], "secret-bearer-value", "erp.sid", "callbackUrl"])
      expect(text).not.toContain(secret);
    const byId = Object.fromEntries(parsed().map((line) => [line.reqId, line]));
    expect(byId["req-sign-in-1"]).toMatchObject({ level: 30, method: "POST", route: "/api/auth/callback/credentials", status: 200 });
    expect(typeof byId["req-sign-in-1"].ms).toBe("number");
    const user = await t.db("users").where({ email: "ops-admin@test.local" }).first("id");
    expect(byId["req-list-1"]).toMatchObject({ route: "/api/customers", path: "/api/customers", status: 200, userId: user.id });
    // the route template names the resource, never the id; the query string stays out
    expect(byId["req-show-1"]).toMatchObject({ route: "/api/customers/:id", path: "/api/customers/999999", status: 404 });
    expect(text).not.toContain("q=Request");
  });
});

describe("GET /api/metrics", () => {
  it("is refused without the token, and not served while none is configured", async () => {
    expect((await request(t.app).get("/api/metrics")).status).toBe(401);
    const wrong = await request(t.app).get("/api/metrics").set("Authorization", "Bearer nope");
    expect(wrong.status).toBe(401);
    expect(wrong.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(wrong.body.message).toMatch(/metrics token/);
    // a session is not enough
    const agent = await signIn(t.app, "ops-admin@test.local");
    expect((await agent.get("/api/metrics")).status).toBe(401);
    const untokened = await openTestApp();
    try {
      expect((await request(untokened.app).get("/api/metrics").set("Authorization", `Bearer ${metricsToken}`)).status).toBe(404);
    } finally {
      await untokened.close();
    }
  });

  it("exposes requests per route template, the pool, jobs, the outbox and the process with the token", async () => {
    const agent = await signIn(t.app, "ops-admin@test.local");
    await agent.get("/api/customers/123456");
    await t.db("outbox").insert({ kind: "email", payload: JSON.stringify({ to: "x@test.local", subject: "s", text: "t" }) });
    await t.jobs.trigger("system.purge-trash");
    const res = await request(t.app).get("/api/metrics").set("Authorization", `Bearer ${metricsToken}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/customers\/:id",status="404"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/callback\/credentials",status="200"\} \d+/);
    expect(text).not.toContain("123456");
    expect(text).toMatch(/db_pool_connections\{state="used"\} \d+/);
    expect(text).toMatch(/db_pool_waiting_acquires \d+/);
    expect(text).toMatch(/job_runs_total\{job="system.purge-trash",status="ok"\} 1/);
    expect(text).toMatch(/job_duration_seconds_count\{job="system.purge-trash"\} 1/);
    expect(text).toMatch(/outbox_queued_messages\{kind="email"\} [1-9]/);
    expect(text).toMatch(/outbox_oldest_queued_age_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/);
  });
  it("under the cluster, answers 503 when a worker does not report in time, never a part of the figures", async () => {
    const app = express();
    const metrics = createMetrics({ db: t.db, logger: createLogger({ level: "silent" }) });
    const clusterMetrics = () => Promise.reject(new Error("Operation timed out."));
    app.use("/api", operationsRouter({ db: t.db, modules: [], metrics, metricsToken, clusterMetrics }));
    app.use(errorHandler);
    const res = await request(app).get("/api/metrics").set("Authorization", `Bearer ${metricsToken}`).set("Accept-Language", "zh-Hant");
    expect(res.status).toBe(503);
    expect(res.body.message).toBe("並非每個 API 程序都及時回報監控指標，下次擷取時會再試");
    expect(res.text).not.toMatch(/http_request_duration_seconds/);
  });
});

describe("liveness and readiness", () => {
  it("answers health without the database and ready when the database is reachable and migrated", async () => {
    const health = await request(t.app).get("/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: "ok" });
    expect(health.headers["set-cookie"]).toBeUndefined();
    const ready = await request(t.app).get("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: "ready", database: "reachable", pendingMigrations: 0 });
  });

  it("is not ready (503) while a migration is missing", async () => {
    const last = await t.db("knex_migrations").orderBy("id", "desc").first();
    await t.db("knex_migrations").where({ id: last.id }).delete();
    try {
      const ready = await request(t.app).get("/api/ready");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: "not ready", database: "reachable", pendingMigrations: 1 });
    } finally {
      await t.db("knex_migrations").insert(last);
    }
    expect((await request(t.app).get("/api/ready")).status).toBe(200);
  });

  it("is not ready (503) when the database is unreachable, and still alive", async () => {
    const other = await openTestApp();
    expect((await request(other.app).get("/api/ready")).status).toBe(200);
    await other.db.destroy();
    const ready = await request(other.app).get("/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: "not ready", database: "unreachable", pendingMigrations: 0 });
    expect((await request(other.app).get("/api/health")).status).toBe(200);
    await other.close().catch(() => undefined);
  });
});
