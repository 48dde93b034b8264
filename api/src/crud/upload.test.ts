import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { listenSignedIn, signedInAs } from "../test/session";
import { rawPost } from "../test/wire";
import { removeDeadSpools } from "./upload";

/**
 * Imports cut short or malformed on the wire: every one answers 400 (or, when the client went away,
 * nothing) and the process goes on serving, with no spooled upload left behind. Any of these used
 * to end the process ("Unexpected end of form" on a stream without an error listener).
 */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let server: Awaited<ReturnType<typeof listenSignedIn>>;
// spooled uploads land here (os.tmpdir() reads TMPDIR on each call), so the test sees every one
const spoolDir = mkdtempSync(join(tmpdir(), "erp-spool-test-"));
const tmpBefore = process.env.TMPDIR;
beforeAll(async () => {
  process.env.TMPDIR = spoolDir;
  ctx = await openTestApp();
  const admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  server = await listenSignedIn(ctx.app, admin.user.email);
});
afterAll(async () => {
  server.close();
  await ctx.close();
  if (tmpBefore === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = tmpBefore;
  rmSync(spoolDir, { recursive: true, force: true });
});

const port = () => Number(new URL(server.base).port);

/**
 * Sends a request as raw bytes: the head, then `body` (possibly shorter than its Content-Length),
 * and then either half-closes (`end`) or resets the connection (`abort`). Resolves with the status
 * line's code, or 0 when the server answered nothing before the connection closed.
 */
const raw = (headers: Record<string, string>, path: string, body: string, options: { length?: number; abort?: boolean } = {}) =>
  rawPost({ port: port(), path, headers: { Cookie: server.cookie, "X-CSRF-Token": server.csrfToken, ...headers }, body, ...options });

const boundary = "----erp-hostile";
const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="customers.csv"\r\nContent-Type: text/csv\r\n\r\n`;
const whole = `${part}name,email\r\nCut Short One,one@cut.test\r\nCut Short Two,two@cut.test\r\n\r\n--${boundary}--\r\n`;
const multipart = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
const customers = async () => Number((await ctx.db("customers").where("email", "like", "%@cut.test").count({ n: "*" }).first())!.n);
const serving = async () => (await fetch(`${server.base}/customers?_end=1`, { headers: { Cookie: server.cookie } })).status;
const spools = () => readdirSync(spoolDir).filter((name) => name.startsWith("erp-import-"));
const settled = async () => {
  // an aborted request's spool is removed once its stream fails: give it the moment it takes (up to
  // 10 s: with test files side by side on two busy cores, 1 s was once not enough)
  for (let i = 0; i < 500 && spools().length; i++) await new Promise((r) => setTimeout(r, 20));
};

describe("imports cut short or malformed never end the process", () => {
  // where the body stops: the CSV part is never closed by its boundary
  const cuts: [string, string][] = [
    ["without the closing boundary", whole.slice(0, whole.lastIndexOf(`--${boundary}--`))],
    ["in the middle of the file's data", whole.slice(0, part.length + 20)],
    ["right after the part's headers", part],
    ["inside the part's headers", part.slice(0, 40)],
    ["right after the first boundary line", `--${boundary}\r\n`],
    ["before the first boundary", "preamble only"],
  ];

  it.each(cuts)("a whole request whose body stops %s: 400 Invalid CSV file format, nothing imported", async (_where, body) => {
    expect(await raw(multipart, "/api/customers/import", body)).toBe(400);
    expect(await customers()).toBe(0);
    await settled();
    expect(spools()).toEqual([]);
    expect(await serving()).toBe(200);
  });

  it.each(cuts)("a client that goes away with the body cut %s: no answer needed, the server goes on", async (_where, body) => {
    expect([0, 400]).toContain(await raw(multipart, "/api/customers/import", body, { length: whole.length + 1000, abort: true }));
    await settled();
    expect(spools()).toEqual([]);
    expect(await customers()).toBe(0);
    expect(await serving()).toBe(200);
  });

  it("a text/csv body cut by the client, and one sent with its connection reset halfway", async () => {
    const csv = "name,email\nHalf,half@cut.test\n";
    expect([0, 400]).toContain(await raw({ "Content-Type": "text/csv" }, "/api/customers/import", csv, { length: 10_000, abort: true }));
    expect([0, 400]).toContain(await raw({ "Content-Type": "text/csv" }, "/api/customers/import", csv, { length: 10_000 }));
    await settled();
    expect(spools()).toEqual([]);
    expect(await serving()).toBe(200);
  });

  it("multipart without a boundary, or with a broken one, on every import: 400 Invalid CSV file format", async () => {
    const importable = ctx.context.registry.entities.filter((e) => e.importable).map((e) => e.name);
    expect(importable.length).toBeGreaterThan(3);
    for (const resource of importable)
      for (const type of ["multipart/form-data", "multipart/form-data; boundary=", 'multipart/form-data; boundary="unclosed'])
        expect(await raw({ "Content-Type": type }, `/api/${resource}/import`, whole), `${resource} ${type}`).toBe(400);
    expect(await serving()).toBe(200);
  });

  it("a whole upload still imports afterwards", async () => {
    expect(await raw(multipart, "/api/customers/import", whole)).toBe(201);
    expect(await customers()).toBe(2);
    expect(spools()).toEqual([]);
  });

  it("removes the spooled uploads of a process that was killed, not those of a live one", async () => {
    const dead = join(spoolDir, "erp-import-999999999-abc");
    const live = join(spoolDir, `erp-import-${process.pid}-abc`);
    for (const dir of [dead, live]) mkdtempSync(`${dir}`);
    const made = readdirSync(spoolDir).filter((n) => n.startsWith("erp-import-"));
    expect(await removeDeadSpools(spoolDir)).toBe(1);
    expect(readdirSync(spoolDir).filter((n) => n.startsWith("erp-import-"))).toEqual(made.filter((n) => n.startsWith(`erp-import-${process.pid}-`)));
    for (const name of readdirSync(spoolDir)) rmSync(join(spoolDir, name), { recursive: true, force: true });
  });
});
