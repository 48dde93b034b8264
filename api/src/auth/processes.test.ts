import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "../db/knex";
import { testDemoPassword } from "../test/environment";
import { startChild } from "../test/wire";

/** Real server processes (scripts/start.ts), as `npm start` runs them. */
const started: ChildProcess[] = [];

const startServer = async (env: Record<string, string>) => {
  // a first start migrates and writes every module's demo data: on a loaded 2-core machine, a minute
  const server = await startChild("../scripts/start.ts", env);
  started.push(server.child);
  return server;
};

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/** Signs in through the real calls; returns the session and CSRF cookies. */
const signIn = async (url: string, email: string, password: string) => {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/", json: "true" }),
  });
  expect(res.status).toBe(200);
  return [...cookiesOf(csrf), ...cookiesOf(res)].join("; ");
};

const sessionEmail = async (url: string, cookie: string) =>
  ((await (await fetch(`${url}/api/auth/session`, { headers: { Cookie: cookie } })).json()) as { user?: { email: string } } | null)?.user?.email;

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
});

describe("sessions across processes", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "survive a restart of the server on the same embedded data directory",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "erp-restart-"));
      try {
        const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
        const cookie = await signIn(first.url, "admin@erp.local", testDemoPassword);
        await first.stop();
        const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
        expect(await sessionEmail(second.url, cookie)).toBe("admin@erp.local");
        expect((await fetch(`${second.url}/api/products`, { headers: { Cookie: cookie } })).status).toBe(200);
        await second.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two server processes on one PostgreSQL database share a session",
    async () => {
      const schema = `procs_${process.pid}_${Date.now()}`;
      const admin = createDb({ databaseUrl: process.env.TEST_DATABASE_URL, poolMax: 1 });
      await admin.raw("create schema ??", [schema]);
      try {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.searchParams.set("options", `-c search_path=${schema},public`);
        const env = { DATABASE_URL: url.toString() };
        const [one, two] = [await startServer(env), await startServer(env)];
        const cookie = await signIn(one.url, "sales@erp.local", testDemoPassword);
        expect(await sessionEmail(two.url, cookie)).toBe("sales@erp.local");
        expect((await fetch(`${two.url}/api/products`, { headers: { Cookie: cookie } })).status).toBe(200);
        const csrfToken = decodeURIComponent(/erp\.csrf=([^;]+)/.exec(cookie)![1]).split("|")[0];
        const signedOut = await fetch(`${two.url}/api/auth/signout`, { method: "POST", headers: { Cookie: cookie, "X-CSRF-Token": csrfToken } });
        expect(signedOut.status).toBe(200);
        // The other process trusts what it read for at most SESSION_CACHE_MS (1 s).
        await new Promise((resolve) => setTimeout(resolve, 1100));
        expect(await sessionEmail(one.url, cookie)).toBeUndefined();
        await Promise.all([one.stop(), two.stop()]);
      } finally {
        await admin.raw("drop schema ?? cascade", [schema]);
        await admin.destroy();
      }
    },
    240_000,
  );
});
