import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest } from "node:http";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Knex } from "knex";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renamedMigrations } from "../../db/migrations/renamed";
import { JobRunner } from "../../jobs/runner";
import { createApp } from "../../app";
import { openTestApp, testConfig } from "../../test/harness";
import { createCustomer, createOrder, createProduct } from "../../test/sales";
import { listenSignedIn, signedInAs, signIn } from "../../test/session";
import { backedUpTables, backupFile } from "./backup";
import { backupsIdle, importLocalBackups } from "./backups";
import { restoreFrom } from "./restore";
import { binary } from "../../test/pdf";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  const product = await createProduct(admin.agent, { stock: 50, name: "Ballpoint pen (blue) 原子筆" });
  for (const name of ["Amy Chan", "Ben Wong", "陳大文"]) {
    const customer = await createCustomer(admin.agent, { name });
    await createOrder(admin.agent, customer.id, [{ product_id: product.id, quantity: 2 }]);
  }
  await admin.agent.patch("/api/settings").send({ smtp_password: "never-in-a-backup", currency_symbol: "NT$" }).expect(200);
  await admin.agent.patch("/api/company").send({ name: "Harbour Trading" }).expect(200);
  await admin.agent
    .put("/api/company/logo")
    .set("Content-Type", "image/png")
    .send(Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"))
    .expect(200);
});
afterAll(async () => {
  await backupsIdle();
  await ctx.close();
});

/** Row count and a checksum of every backed-up table (rows as PostgreSQL's JSON, sorted). */
const fingerprint = async (db: Knex) => {
  const result: Record<string, { n: number; sum: string }> = {};
  for (const table of await backedUpTables(db)) {
    const { rows } = await db.raw(
      `select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text), '')) as sum from ?? t`,
      [table],
    );
    result[table] = rows[0];
  }
  return result;
};

const chunksOf = async (id: number) => Number((await ctx.db("backup_chunks").where({ backup_id: id }).count({ n: "*" }).first())?.n);

const backUp = async (agent = admin.agent) => {
  const res = await agent.post("/api/backups").send({});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; status: string; size: number; rows: number };
};

/** A backup's file as `agent` downloads it (the test's ADMIN through the test app by default). */
const downloadAs = (agent: typeof admin.agent, id: number) => agent.get(`/api/backups/${id}/download`).buffer(true).parse(binary);
const download = async (id: number) => {
  const res = await downloadAs(admin.agent, id);
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

/** A gzip of `megabytes` MB without a newline, in ~1 KB per MB: one deflated megabyte of "a", repeated as gzip members. */
const bomb = (megabytes: number) => Buffer.concat(Array.from({ length: megabytes }, () => member));
const member = gzipSync(Buffer.alloc(1024 * 1024, "a"), { level: 9 });

const uploadRestore = (agent: typeof admin.agent, file: Buffer, confirm = "RESTORE") =>
  agent.post(`/api/backups/restore?confirm=${confirm}`).set("Content-Type", "application/gzip").send(file);

describe("backups", () => {
  it("back up every table in a file that is listed, downloadable, without the secrets", async () => {
    const backup = await backUp();
    expect(backup).toMatchObject({ status: "ok", kind: "manual" });
    expect(Number(backup.size)).toBeGreaterThan(100);
    expect((await admin.agent.get("/api/backups")).body.map((b: { id: number }) => b.id)).toContain(backup.id);
    const lines = gunzipSync(await download(backup.id))
      .toString("utf8")
      .trim()
      .split("\n");
    expect(JSON.parse(lines[0])).toMatchObject({ format: "erp-crm-backup", version: 1 });
    expect(JSON.parse(lines.at(-1)!)).toEqual({ complete: true, rows: Number(backup.rows) });
    const text = lines.join("\n");
    expect(text).toContain("陳大文");
    expect(text).not.toContain("never-in-a-backup");
    expect(text).not.toMatch(/"table":"(sessions|secrets|app_meta)"/);
    expect(await ctx.db("behaviour_logs").where({ action: "backup", target: "backups", target_id: backup.id }).count({ n: "*" }).first()).toEqual({
      n: 1,
    });
  });

  it("restore gives back identical row counts and checksums after a wipe, and everyone signs in again", async () => {
    const before = await fingerprint(ctx.db);
    const other = await signedInAs(ctx.app, ctx.db, ["SALES"]);
    const backup = await backUp();
    const afterBackup = await fingerprint(ctx.db);

    // a customer deleted for good, prices changed, a setting changed
    const customer = await ctx.db("customers").where({ name: "Ben Wong" }).first();
    await ctx.db("orders").where({ customer_id: customer.id }).delete();
    await ctx.db("customers").where({ id: customer.id }).delete();
    await ctx.db("products").update({ price: "99.99" });
    await admin.agent.patch("/api/settings").send({ currency_symbol: "€", smtp_password: "kept-through-restore" }).expect(200);

    const refused = await admin.agent.post(`/api/backups/${backup.id}/restore`).send({ confirm: "restore please" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ confirm: "Type RESTORE to confirm" });

    const restored = await admin.agent.post(`/api/backups/${backup.id}/restore`).send({ confirm: "RESTORE" });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ signOut: true, message: "Backup restored. Please sign in again." });
    expect((await admin.agent.get("/api/backups")).status).toBe(401);
    expect((await other.agent.get("/api/customers")).status).toBe(401);

    const after = await fingerprint(ctx.db);
    // identical but for the behaviour log, which gains the restore's own line
    const { behaviour_logs: logAfter, ...restAfter } = after;
    const { behaviour_logs: logBefore, ...restBefore } = afterBackup;
    expect(restAfter).toEqual(restBefore);
    expect(logAfter.n).toBe(logBefore.n + 1);
    expect(Object.keys(after).length).toBe(Object.keys(before).length);
    expect(await ctx.db("customers").where({ name: "Ben Wong" }).first()).toBeTruthy();
    expect(await ctx.db("secrets").where({ key: "smtp_password" }).first("value")).toEqual({ value: "kept-through-restore" });
    expect(await ctx.db("behaviour_logs").where({ action: "restore", target: "backups", email: admin.user.email }).count({ n: "*" }).first()).toEqual(
      { n: 1 },
    );

    // the sequences follow: new rows get new ids
    admin = { ...admin, agent: await signIn(ctx.app, admin.user.email) };
    const created = await createCustomer(admin.agent, { name: "After Restore" });
    expect(created.id).toBeGreaterThan(customer.id);
    expect((await admin.agent.get("/api/settings")).body.currency_symbol).toBe("NT$");
  });

  it("refuses a corrupt, cut-short, changed or foreign file with a 400 and changes nothing", async () => {
    const backup = await backUp();
    const good = await download(backup.id);
    const lines = gunzipSync(good).toString("utf8").trim().split("\n");
    const cases: [string, Buffer, RegExp][] = [
      ["not gzip", Buffer.from("hello, this is not a backup"), /not a valid backup/],
      ["cut short", good.subarray(0, Math.floor(good.length * 0.6)), /not a valid backup/],
      ["last lines missing", gzipSync(lines.slice(0, -3).join("\n")), /not a valid backup/],
      [
        "a row changed to break a key",
        gzipSync(lines.map((l) => (l.includes('"customer_id":') ? l.replace(/"customer_id": ?\d+/, '"customer_id": 999999') : l)).join("\n")),
        /not a valid backup/,
      ],
      ["another application", gzipSync(JSON.stringify({ format: "something-else", version: 1 })), /another version or application/],
      [
        "another schema",
        gzipSync([JSON.stringify({ ...JSON.parse(lines[0]), migrations: ["20200101a-other"] }), ...lines.slice(1)].join("\n")),
        /another version or application/,
      ],
    ];
    const before = await fingerprint(ctx.db);
    for (const [name, file, message] of cases) {
      const res = await uploadRestore(admin.agent, file);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
    expect(await fingerprint(ctx.db)).toEqual(before);
    expect((await admin.agent.get("/api/backups")).status).toBe(200);
    expect((await uploadRestore(admin.agent, good, "yes")).status).toBe(400);

    const uploaded = await uploadRestore(admin.agent, good);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    admin = { ...admin, agent: await signIn(ctx.app, admin.user.email) };
  });

  it("a refused restore moves no sequence: a create and a logged change succeed right after each refusal", async () => {
    const lines = gunzipSync(await download((await backUp()).id))
      .toString("utf8")
      .trim()
      .split("\n");
    // the database moves on past the backup: categories and behaviour-log lines the backup has not
    for (let i = 0; i < 5; i++)
      await admin.agent
        .post("/api/product-categories")
        .send({ name: `After the backup ${i}` })
        .expect(201);
    const refused: [string, Buffer][] = [
      // loaded whole, refused only when the foreign keys come back: the sequences used to be set by then
      ["a dangling reference", gzipSync(lines.map((l) => l.replace(/"customer_id": ?\d+/, '"customer_id": 999999')).join("\n"))],
      ["last lines missing", gzipSync(lines.slice(0, -3).join("\n"))],
      ["a bomb", bomb(20)],
    ];
    for (const [name, file] of refused) {
      expect((await uploadRestore(admin.agent, file)).status, name).toBeGreaterThanOrEqual(400);
      const created = await admin.agent.post("/api/product-categories").send({ name: `After ${name}` });
      expect(created.status, `${name}: ${JSON.stringify(created.body)}`).toBe(201);
      const changed = await admin.agent.patch(`/api/product-categories/${created.body.id}`).send({ name: `Changed after ${name}` });
      expect(changed.status, name).toBe(200);
      const logged = await ctx.db("behaviour_logs").where({ target: "product-categories", target_id: created.body.id }).pluck("action");
      expect(logged.sort(), name).toEqual(["create", "update"]);
    }
  });

  it("refuses a gzip bomb with 413 while it inflates, and goes on serving", async () => {
    const header = gunzipSync(await download((await backUp()).id))
      .toString("utf8")
      .split("\n")[0];
    const before = await fingerprint(ctx.db);
    // ~700 KB that inflate to 700 MB of one line: readline built a string until V8 gave up
    const cases: [string, Buffer][] = [
      ["no newline at all", bomb(700)],
      ["a whole header, then one endless line", Buffer.concat([gzipSync(`${header}\n`), bomb(700)])],
    ];
    for (const [name, file] of cases) {
      expect(file.length, name).toBeLessThan(1024 * 1024);
      const started = Date.now();
      const res = await uploadRestore(admin.agent, file);
      expect(res.status, name).toBe(413);
      expect(res.body.message, name).toMatch(/longer than 16 MB; nothing was changed/);
      // refused after 16 MB, not after inflating the 700
      expect(Date.now() - started, name).toBeLessThan(15_000);
      expect((await admin.agent.get("/api/backups")).status).toBe(200);
    }
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it("caps what a restore inflates in all, and the size of an uploaded file", async () => {
    const lines = gunzipSync(await download((await backUp()).id))
      .toString("utf8")
      .split("\n");
    const start = lines.findIndex((l) => l.startsWith('{"table":'));
    // short lines (fewer than a batch, so none is written yet), but more bytes in all than the cap allows
    const row = JSON.stringify({ r: { note: "x".repeat(4000) } });
    const many = gzipSync([lines[0], lines[start], ...Array.from({ length: 600 }, () => row)].join("\n"));
    const refusal = await restoreFrom(ctx.db, Readable.from([many]), async () => undefined, { lineMegabytes: 1, inflatedMegabytes: 1 }).catch(
      (e) => e,
    );
    expect(refusal).toMatchObject({ status: 413, body: { key: "backups.messages.inflatedTooLarge" } });

    // announced larger than the limit: refused before a byte is read
    const { base, cookie, csrfToken, close } = await listenSignedIn(ctx.app, admin.user.email);
    try {
      const status = await new Promise<number>((done, fail) => {
        const req = httpRequest(`${base}/backups/restore?confirm=RESTORE`, {
          method: "POST",
          headers: { Cookie: cookie, "X-CSRF-Token": csrfToken, "Content-Type": "application/gzip", "Content-Length": String(3 * 1024 ** 3) },
        });
        req.on("response", (res) => {
          done(res.statusCode ?? 0);
          req.destroy();
        });
        req.on("error", fail);
        req.write(Buffer.alloc(1024));
      });
      expect(status).toBe(413);
      expect((await fetch(`${base}/backups`, { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      close();
    }
  });

  it("restores a backup written before the migrations were renamed: its header names them as they were", async () => {
    const lines = gunzipSync(await download((await backUp()).id))
      .toString("utf8")
      .trim()
      .split("\n");
    const header = JSON.parse(lines[0]);
    const oldName = (name: string) => Object.entries(renamedMigrations).find(([, names]) => names.includes(name))?.[0] ?? name;
    const migrations = [...new Set<string>(header.migrations.map(oldName))].sort();
    expect(migrations).toContain("20261122e-create-sales");
    expect(migrations).not.toContain("20261122g-create-customers-orders");
    const restored = await uploadRestore(admin.agent, gzipSync([JSON.stringify({ ...header, migrations }), ...lines.slice(1)].join("\n")));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    admin = { ...admin, agent: await signIn(ctx.app, admin.user.email) };
  });

  it("is ADMIN's only", async () => {
    const sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
    expect((await sales.agent.get("/api/backups")).status).toBe(403);
    expect((await sales.agent.post("/api/backups").send({})).status).toBe(403);
    expect((await sales.agent.post("/api/backups/restore?confirm=RESTORE").send({})).status).toBe(403);
    expect((await request(ctx.app).get("/api/backups")).status).toBe(401);
  });

  it("deletes a backup with its file", async () => {
    const backup = await backUp();
    expect(await chunksOf(backup.id)).toBeGreaterThan(0);
    expect(existsSync(backupFile(ctx.context, backup.id))).toBe(false);
    expect((await admin.agent.delete(`/api/backups/${backup.id}`)).status).toBe(200);
    expect(await chunksOf(backup.id)).toBe(0);
    expect((await admin.agent.get(`/api/backups/${backup.id}`)).status).toBe(404);
  });

  it("keeps the file in the database: another app instance (another process, another BACKUP_DIR) downloads and restores it", async () => {
    const backup = await backUp();
    const other = await createApp({ db: ctx.db, config: testConfig({ backupDir: join(tmpdir(), `erp-test-other-${process.pid}`) }) });
    const agent = await signIn(other.app, admin.user.email);
    const res = await downloadAs(agent, backup.id);
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe(String(backup.size));
    expect((res.body as Buffer).equals(await download(backup.id))).toBe(true);
    const restored = await agent.post(`/api/backups/${backup.id}/restore`).send({ confirm: "RESTORE" });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    admin = { ...admin, agent: await signIn(ctx.app, admin.user.email) };
  });

  it("copies a backup made before (a file in BACKUP_DIR) into the database once, and removes the file", async () => {
    const backup = await backUp();
    const file = await download(backup.id);
    // as an older version left it: the row, and the file on this process's disk only
    await ctx.db("backup_chunks").where({ backup_id: backup.id }).delete();
    expect((await admin.agent.get(`/api/backups/${backup.id}/download`)).status).toBe(404);
    await mkdir(ctx.context.config.backupDir, { recursive: true });
    await writeFile(backupFile(ctx.context, backup.id), file);
    // a file of another database in the same folder (no row of that size) is left alone
    await writeFile(backupFile(ctx.context, 999_999), file);
    expect(await importLocalBackups(ctx.context)).toBe(1);
    expect(await importLocalBackups(ctx.context)).toBe(0);
    expect(existsSync(backupFile(ctx.context, backup.id))).toBe(false);
    expect(existsSync(backupFile(ctx.context, 999_999))).toBe(true);
    await rm(backupFile(ctx.context, 999_999));
    expect((await download(backup.id)).equals(file)).toBe(true);
  });

  it("runs in the background with `Prefer: respond-async`, the row showing its progress", async () => {
    const res = await admin.agent.post("/api/backups").set("Prefer", "respond-async").send({});
    expect(res.status).toBe(202);
    expect(res.body.status).toBe("running");
    await backupsIdle();
    const done = (await admin.agent.get(`/api/backups/${res.body.id}`)).body;
    expect(done.status).toBe("ok");
    expect(done.tables_done).toBe(done.tables_total);
    expect(done.tables_total).toBe((await backedUpTables(ctx.db)).length);
  });
});

describe("the scheduled backup", () => {
  it("runs once however many processes tick, and keeps only the retention count", async () => {
    await admin.agent.patch("/api/settings").send({ backup_retention: 2 }).expect(200);
    const scheduled = () => ctx.db("backups").where({ kind: "scheduled" }).orderBy("id").pluck("id");
    for (let round = 1; round <= 3; round++) {
      await ctx.db("jobs").insert({ name: "settings.backup" }).onConflict("name").ignore();
      await ctx.db("jobs").where({ name: "settings.backup" }).update({ next_run_at: ctx.db.fn.now(), lease_until: null });
      const runners = [new JobRunner(ctx.context, ctx.jobs.jobs), new JobRunner(ctx.context, ctx.jobs.jobs)];
      const runs = (await Promise.all(runners.map((r) => r.tick()))).flat().filter((r) => r.name === "settings.backup");
      expect(runs).toEqual([{ name: "settings.backup", status: "ok" }]);
      expect((await scheduled()).length).toBe(Math.min(round, 2));
    }
    const kept = await scheduled();
    for (const id of kept) expect(await chunksOf(id)).toBeGreaterThan(0);
    expect(await ctx.db("backup_chunks").whereNotIn("backup_id", ctx.db("backups").select("id")).count({ n: "*" }).first()).toEqual({ n: 0 });
    const next = await ctx.db("jobs").where({ name: "settings.backup" }).first("next_run_at");
    expect(new Date(next.next_run_at).getTime()).toBeGreaterThan(Date.now());
  });
});
