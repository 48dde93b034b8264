import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openTestDb, type TestDb, testConfig } from "../test/harness";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

describe("security headers", () => {
  it("CSP with frame-ancestors 'none', nosniff, Referrer-Policy; no HSTS on plain HTTP", async () => {
    const { app } = await createApp({ db: testDb.db, config: testConfig() });
    const res = await request(app).get("/api/health");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("object-src 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("HSTS behind a TLS proxy (TRUST_PROXY)", async () => {
    const { app } = await createApp({ db: testDb.db, config: testConfig({ trustProxy: "1" }) });
    const res = await request(app).get("/api/health");
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+; includeSubDomains/);
  });
});
