import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerCount } from "./cluster";
import { testDemoPassword } from "./test/environment";
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

/** One browser's session: a cookie jar and its CSRF token, each call served by the next process in turn. */
class RoundRobinSession {
  private cookies = new Map<string, string>();
  private turn = 0;
  /** Which process served each call, in order (the test's proof that all took turns). */
  readonly servedBy: number[] = [];
  constructor(private readonly urls: string[]) {}

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private get csrf() {
    return decodeURIComponent(this.cookies.get("erp.csrf") ?? "").split("|")[0];
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const index = this.turn++ % this.urls.length;
    this.servedBy.push(index);
    const isJson = body !== undefined && !(body instanceof URLSearchParams) && !(body instanceof FormData);
    const res = await fetch(`${this.urls[index]}${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        ...(method === "GET" ? {} : { "X-CSRF-Token": this.csrf }),
        ...(isJson ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: isJson ? JSON.stringify(body) : (body as BodyInit | undefined),
    });
    this.remember(res);
    return res;
  }

  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown, expected = 200): Promise<T> {
    const res = await this.call(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text.slice(0, 500)}`).toBe(expected);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async signIn(email: string, password: string) {
    const { csrfToken } = await this.json<{ csrfToken: string }>("GET", "/api/auth/csrf");
    const form = new URLSearchParams({ csrfToken, email, password, callbackUrl: "/", json: "true" });
    const res = await this.call("POST", "/api/auth/callback/credentials", form, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(200);
  }
}

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

  it("serve one session round-robin: each step sees the step before, whichever process served either", async () => {
    await Promise.all([start(), start()]);
    const session = new RoundRobinSession(servers.slice(0, 3).map((s) => s.url));
    await session.signIn("admin@erp.local", testDemoPassword);
    expect((await session.json<{ user: { email: string } }>("GET", "/api/auth/session")).user.email).toBe("admin@erp.local");

    const [customer] = await session.json<{ id: number }[]>("GET", "/api/customers?_start=0&_end=1&_sort=id&_order=asc");
    const [level] = await session.json<{ product_id: number }[]>("GET", "/api/stock-levels?_start=0&_end=1&_sort=on_hand&_order=desc");
    // a custom field added on one process is a column of the orders the next one writes and reads
    await session.json("POST", "/api/customize/orders/fields", { key: "gift_note", type: "string", labels: { en: "Gift note" } }, 201);
    const order = await session.json<{ id: number; cf_gift_note: string }>(
      "POST",
      "/api/orders",
      {
        customer_id: customer.id,
        order_date: "2026-11-20",
        payment_method: "paypal",
        lines: [{ product_id: level.product_id, quantity: 1 }],
        cf_gift_note: "Wrap it",
      },
      201,
    );
    expect(order.cf_gift_note).toBe("Wrap it");
    expect((await session.json<{ cf_gift_note: string }>("GET", `/api/orders/${order.id}`)).cf_gift_note).toBe("Wrap it");
    await session.json("POST", `/api/orders/${order.id}/status`, { status: "processing" });
    expect((await session.json<{ status: string }>("GET", `/api/orders/${order.id}`)).status).toBe("processing");

    // a file attached through one process is listed and downloaded whole through the others
    const contract = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% round robin\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const form = new FormData();
    form.append("files", new Blob([contract], { type: "application/pdf" }), "contract.pdf");
    const attached = await session.json<{ attachments: { id: number }[] }>("POST", `/api/orders/${order.id}/attachments`, form, 201);
    const [attachment] = attached.attachments;
    expect((await session.json<{ id: number }[]>("GET", `/api/orders/${order.id}/attachments`)).map((a) => a.id)).toContain(attachment.id);
    for (let i = 0; i < 3; i++) {
      const download = await session.call("GET", `/api/orders/${order.id}/attachments/${attachment.id}`);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(contract)).toBe(true);
    }

    // a backup made by one process is listed, downloaded and readable by the others
    const backup = await session.json<{ id: number }>("POST", "/api/backups", {}, 201);
    await waitFor(
      async () => (await session.json<{ id: number; status: string }[]>("GET", "/api/backups")).find((b) => b.id === backup.id)?.status === "ok",
      120,
      "the backup is done",
    );
    for (let i = 0; i < 3; i++) {
      const download = await session.call("GET", `/api/backups/${backup.id}/download`);
      expect(download.status).toBe(200);
      expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }

    await session.json("POST", "/api/auth/signout", {});
    for (let i = 0; i < 3; i++) expect((await session.call("GET", "/api/orders?_start=0&_end=1")).status).toBe(401);
    expect(new Set(session.servedBy)).toEqual(new Set([0, 1, 2]));

    // every job with a period longer than the test ran once, not once a process
    const jobs = await db!
      .withSchema(schema)
      .table("jobs")
      .whereIn("name", ["settings.dashboard", "system.purge-trash", "service.expire-quotations"]);
    expect(jobs.map((j) => [j.name, j.runs])).toEqual(jobs.map((j) => [j.name, 1]));
  }, 300_000);

  it("WEB_CONCURRENCY=2 serves from two workers, replaces one that dies, and stops on SIGTERM", async () => {
    const lines: string[] = [];
    const server = await start({ WEB_CONCURRENCY: "2", METRICS_TOKEN: "cluster-metrics-token" }, (text) => lines.push(text));
    const primary = server.child.pid!;
    await waitFor(() => childrenOf(primary).length === 2, 60, "two workers");
    const [first] = childrenOf(primary);
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/health`).then((r) => r.status)));
    expect(answers).toEqual(Array(20).fill(200));
    // a scrape reaches one worker and answers both workers' metrics (ops/cluster-metrics.ts): 20 readiness
    // checks spread over the two are counted 20 whichever worker answers the scrape
    const ready = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/api/ready`).then((r) => r.status)));
    expect(ready).toEqual(Array(20).fill(200));
    // (a scrape that meets a worker too busy to report within prom-client's 5 s is a 503, as a loaded
    // machine running the whole suite once gave: the scraper's next try is the test's too)
    const scrape = async () => {
      for (let attempt = 1; ; attempt++) {
        const metrics = await fetch(`${server.url}/api/metrics`, { headers: { Authorization: "Bearer cluster-metrics-token" } });
        const text = await metrics.text();
        if (metrics.status !== 503 || attempt === 3) return { status: metrics.status, text };
      }
    };
    for (let time = 0; time < 2; time++) {
      const { status, text } = await scrape();
      expect(status, text).toBe(200);
      expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status="200"\} 20\n/);
    }

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
