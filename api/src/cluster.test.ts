import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerCount } from "./cluster";
import { createDb } from "./db/knex";
import { startChild } from "./test/wire";

/**
 * Issue 29, items 2 and 4: API processes on one PostgreSQL database hold nothing a request needs.
 * Real server processes (scripts/start.ts, as `npm start` runs it) on a schema of their own: three
 * single processes that one session is round-robined across, and one process started with
 * WEB_CONCURRENCY=2 (a cluster's primary and its workers).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
type Server = Awaited<ReturnType<typeof startChild>>;
const servers: Server[] = [];
const schema = `cluster_${process.pid}_${Date.now()}`;
let env: Record<string, string>;

const dataDirs: string[] = [];
/**
 * A server process with a data directory of its own, as on a machine of its own: whatever it kept on
 * its disk, the others could not see. The first start migrates and writes the demo data.
 */
const start = async (extra: Record<string, string> = {}, output?: (text: string) => void) => {
  const dataDir = mkdtempSync(join(tmpdir(), "erp-cluster-"));
  dataDirs.push(dataDir);
  const server = await startChild("../scripts/start.ts", { ...env, DATA_DIR: dataDir, ...extra }, { output, timeoutSeconds: 180 });
  servers.push(server);
  return server;
};

/** The live processes whose parent is `pid` (ps exits 1 when there are none). */
const childrenOf = (pid: number) => {
  let listed = "";
  try {
    listed = execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    return [];
  }
  return listed
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((n) => n > 0);
};

const waitFor = async (check: () => boolean | Promise<boolean>, seconds: number, what: string) => {
  for (const deadline = Date.now() + seconds * 1000; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe.skipIf(!databaseUrl)("API processes on one PostgreSQL database", () => {
  const db = databaseUrl ? createDb({ databaseUrl, poolMax: 1 }) : undefined;

  beforeAll(async () => {
    await db!.raw("create schema ??", [schema]);
    const url = new URL(databaseUrl!);
    url.searchParams.set("options", `-c search_path=${schema},public`);
    // SESSION_CACHE_MS=0: a process asks the database for the session on every request, so a sign-out
    // made on one is seen by the next call on another at once (by default within a second)
    env = { DATABASE_URL: url.toString(), WEB_CONCURRENCY: "1", SESSION_CACHE_MS: "0" };
    await start();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await db?.raw("drop schema if exists ?? cascade", [schema]);
    await db?.destroy();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("WEB_CONCURRENCY=2 serves from two workers, replaces one that dies, and stops on SIGTERM", async () => {
    const lines: string[] = [];
    const server = await start({ WEB_CONCURRENCY: "2" }, (text) => lines.push(text));
    const primary = server.child.pid!;
    await waitFor(() => childrenOf(primary).length === 2, 60, "two workers");
    const [first] = childrenOf(primary);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/health`).then((r) => r.status)));
    expect(answers).toEqual(Array(20).fill(200));

    process.kill(first, "SIGKILL");
    await waitFor(() => childrenOf(primary).length === 2 && !childrenOf(primary).includes(first), 90, "a worker in place of the one killed");
    await waitFor(async () => (await fetch(`${server.url}/api/health`).catch(() => undefined))?.status === 200, 60, "served again");
    expect(lines.join("")).toMatch(/Serving with 2 worker processes/);

    const exited = new Promise<number | null>((done) => server.child.once("exit", (code) => done(code)));
    server.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(childrenOf(primary)).toEqual([]);
  }, 300_000);
});

describe("workerCount", () => {
  it("is one on the embedded database whatever WEB_CONCURRENCY says, the cores or the number asked on PostgreSQL", () => {
    expect(workerCount({ webConcurrency: 4 })).toBe(1);
    expect(workerCount({})).toBe(1);
    expect(workerCount({ databaseUrl: "postgres://x", webConcurrency: 3 })).toBe(3);
    expect(workerCount({ databaseUrl: "postgres://x" })).toBe(availableParallelism());
    for (const wrong of [0, -1, 1.5, Number.NaN]) expect(workerCount({ databaseUrl: "postgres://x", webConcurrency: wrong })).toBeUndefined();
  });
});
