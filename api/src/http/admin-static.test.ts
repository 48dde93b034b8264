import express from "express";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { adminStatic } from "./admin-static";

const dist = mkdtempSync(join(tmpdir(), "erp-dist-"));
mkdirSync(join(dist, "assets"));
const script = "console.log('hello');".repeat(100);
writeFileSync(join(dist, "index.html"), "<!doctype html><title>admin</title>");
writeFileSync(join(dist, "assets/app-abc123.js"), script);
writeFileSync(join(dist, "assets/app-abc123.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets/app-abc123.js.gz"), gzipSync(script));
writeFileSync(join(dist, "assets/tiny-def456.js"), "1");
const app = express().use(adminStatic(dist));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe("the built admin on the wire", () => {
  it("sends brotli, else gzip, else the file, with the hashed asset immutable", async () => {
    const br = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, deflate, br");
    expect(br.headers).toMatchObject({ "content-encoding": "br", "cache-control": "public, max-age=31536000, immutable", vary: "Accept-Encoding" });
    expect(br.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(br.text).toBe(script);
    const gzip = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "gzip, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.text).toBe(script);
    const plain = await request(app).get("/assets/app-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(script.length);
    const tiny = await request(app).get("/assets/tiny-def456.js").set("Accept-Encoding", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
  });

  it("answers index.html for client routes with no-cache, and 304 to its ETag", async () => {
    const page = await request(app).get("/sales/product").set("Accept-Encoding", "br");
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.text).toContain("<title>admin</title>");
    const again = await request(app).get("/auth/login").set("If-None-Match", page.headers.etag);
    expect(again.status).toBe(304);
  });

  it("a missing hashed asset is a 404, not the page", async () => {
    expect((await request(app).get("/assets/gone-000000.js")).status).toBe(404);
    expect((await request(app).post("/anything")).status).toBe(404);
  });
});
