import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testPassword } from "./test/session";
import { rawPost, startChild } from "./test/wire";

/**
 * The server as a process (startServer, as `npm start` runs it): hostile uploads and restores must
 * never end it, and what it writes on disk is its user's alone.
 */
const root = mkdtempSync(join(tmpdir(), "erp-serve-"));
const dataDir = join(root, "data");
const backupDir = join(root, "backups");
const spoolDir = join(root, "tmp");
const deadSpool = join(spoolDir, "erp-import-999999999-left");
let server: Awaited<ReturnType<typeof startChild>>;
let url = "";
let log = "";

const start = async () => {
  server = await startChild(
    "src/test/serve.ts",
    { DATA_DIR: dataDir, BACKUP_DIR: backupDir, TMPDIR: spoolDir },
    {
      output: (text) => {
        log += text;
      },
      timeoutSeconds: 120,
    },
  );
  url = server.url;
};
const stop = () => server.stop();

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);
let session = { cookie: "", csrfToken: "" };
const signIn = async () => {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email: "admin@serve.test", password: testPassword, callbackUrl: "/", json: "true" }),
  });
  expect(res.status).toBe(200);
  session = { cookie: [...cookiesOf(csrf), ...cookiesOf(res)].join("; "), csrfToken };
};
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${url}/api${path}`, { ...init, headers: { Cookie: session.cookie, "X-CSRF-Token": session.csrfToken, ...init.headers } });

const raw = (path: string, headers: Record<string, string>, body: Buffer | string, length?: number) =>
  rawPost({ port: server.port, path, headers: { Cookie: session.cookie, "X-CSRF-Token": session.csrfToken, ...headers }, body, length });

/** Every file and folder under `dir` whose mode lets anyone but its owner in. */
const openToOthers = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .map((entry) => join(entry.parentPath, entry.name))
    .concat(dir)
    .filter((path) => statSync(path).mode & 0o077)
    .map((path) => `${relative(root, path)} ${(statSync(path).mode & 0o777).toString(8)}`);

beforeAll(async () => {
  // what an older version left: a backup 644 in a 755 folder, and an import spooled by a killed process
  mkdirSync(backupDir, { mode: 0o755 });
  chmodSync(backupDir, 0o755);
  writeFileSync(join(backupDir, "backup-1.ndjson.gz"), "old", { mode: 0o644 });
  chmodSync(join(backupDir, "backup-1.ndjson.gz"), 0o644);
  mkdirSync(deadSpool, { recursive: true });
  writeFileSync(join(deadSpool, "upload.csv"), "name\nLeft behind\n");
  await start();
  await signIn();
}, 180_000);
afterAll(async () => {
  await stop();
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe("the server process", () => {
  it("makes its data, backups and what they held private, and removes a killed import's spool", async () => {
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);
    // what the old version left, then the fresh database PGlite copied from its initdb with mode 0666
    expect(log).toMatch(/File modes: 2 files and folders under .* made private to this user/);
    expect(log).toMatch(/File modes: \d{3,} files and folders under/);
    expect(existsSync(deadSpool)).toBe(false);
    expect(log).toContain("Removed 1 spooled uploads");
    const backup = await api("/backups", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(backup.status).toBe(201);
    expect(openToOthers(backupDir)).toEqual([]);
  });

  it("goes on serving after imports cut short, without a boundary, and a restore that inflates to 700 MB", async () => {
    const boundary = "cut";
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\nname\r\nAmy\r\n`;
    const multipart = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    expect(await raw("/api/customers/import", multipart, part)).toBe(400);
    expect(await raw("/api/products/import", multipart, part.slice(0, 30))).toBe(400);
    expect(await raw("/api/customers/import", { "Content-Type": "multipart/form-data" }, part)).toBe(400);
    expect([0, 400]).toContain(await raw("/api/customers/import", multipart, part, part.length + 500));
    const member = gzipSync(Buffer.alloc(1024 * 1024, "a"), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 700 }, () => member));
    expect(await raw("/api/backups/restore?confirm=RESTORE", { "Content-Type": "application/gzip" }, bomb)).toBe(413);
    expect(server.child.exitCode).toBe(null);
    expect((await api("/customers?_end=1")).status).toBe(200);
    expect(readdirSync(spoolDir).filter((name) => name.startsWith("erp-import-"))).toEqual([]);
  });

  it("makes files written with open modes private again at its next start, and says so", async () => {
    await stop();
    const conf = join(dataDir, "postgresql.conf");
    chmodSync(conf, 0o666);
    chmodSync(dataDir, 0o755);
    log = "";
    await start();
    expect(log).toMatch(/File modes: 2 files and folders under/);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
