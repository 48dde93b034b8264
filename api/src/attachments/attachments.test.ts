import { execFile } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { PGlite } from "@electric-sql/pglite";
import { createDb, createPglite, isEmbedded } from "../db/knex";
import { findAttachment, readAttachment } from "./store";
import { openTestApp, testConfig } from "../test/harness";
import { binary as bytesOf } from "../test/pdf";
import { createCustomer, createOrder, createProduct } from "../test/sales";
import { listenSignedIn, signedInAs, signIn } from "../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let order: { id: number };
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  const product = await createProduct(admin.agent, { stock: 10 });
  const customer = await createCustomer(admin.agent, { name: "Attached Customer" });
  order = await createOrder(admin.agent, customer.id, [{ product_id: product.id, quantity: 1 }]);
});
/** Backups under way end before the database closes (read through the API: an engine test imports no module). */
const backupsDone = async () => {
  while (((await admin.agent.get("/api/backups")).body as { status: string }[]).some((b) => b.status === "running"))
    await new Promise((resolve) => setTimeout(resolve, 100));
};
afterAll(async () => {
  await backupsDone();
  await ctx.close();
});

/** A small PDF (what file-type reads a PDF by is its header). */
const pdf = (text = "hello") => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const png = () => {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(200);
  return PNG.sync.write(image);
};
const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");
const files = async () => Number((await ctx.db("files").count({ n: "*" }).first())?.n);
const binary = (res: import("supertest").Test) => res.buffer(true).parse(bytesOf);
/** Runs `script` in a node process of its own with `env`; answers its first output line (the status) and the rest. */
const client = (script: string, env: Record<string, string>) =>
  new Promise<{ status: string; body: string }>((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", script], { env: { ...process.env, ...env }, maxBuffer: 1024 * 1024 }, (error, out) => {
      if (error) return reject(error);
      const [status, ...rest] = out.split("\n");
      resolve({ status, body: rest.join("\n").trim() });
    });
  });
const upload = `
import { openAsBlob } from "node:fs";
const form = new FormData();
form.append("files", await openAsBlob(process.env.FILE, { type: "application/pdf" }), "large.pdf");
const res = await fetch(process.env.URL, { method: "POST", headers: { Cookie: process.env.COOKIE, "X-CSRF-Token": process.env.CSRF }, body: form });
console.log(res.status + "\\n" + (await res.text()));
`;
const hashDownload = `
import { createHash } from "node:crypto";
const res = await fetch(process.env.URL, { headers: { Cookie: process.env.COOKIE } });
const hash = createHash("sha256");
for await (const chunk of res.body) hash.update(chunk);
console.log(res.status + "\\n" + hash.digest("hex"));
`;
/**
 * A garbage collection before each RSS reading: what is measured is what the upload keeps, not the
 * dead buffers the collector has not come for yet (the drivers' messages and answers: 0-32 MB after the
 * same 15 MB upload on a loaded machine, on PGlite most, where the database's own are this process's).
 */
const collect = () => {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
};

/**
 * The app over the test's database with the database's files on disk, as a server keeps them: on a
 * PostgreSQL server the test's own app; on PGlite a copy of the test's database in a data directory
 * (the test's PGlite keeps its files in this process's memory, where a stored file would be counted
 * as the upload's). `wasmBytes`: the embedded PostgreSQL's heap, which is the database's memory.
 */
const serverWithFilesOnDisk = async () => {
  if (!isEmbedded(ctx.db)) return { app: ctx.app, db: ctx.db, wasmBytes: () => 0, close: async () => undefined };
  const { pglite } = ctx.db.client.config.connection as { pglite: PGlite };
  const dir = await mkdtemp(join(tmpdir(), "erp-attachments-db-"));
  const copy = createPglite(dir, await pglite.dumpDataDir("none"));
  const db = createDb({ pglite: copy });
  const { app } = await createApp({ db, config: testConfig() });
  await db.raw("select 1");
  const heap = copy as unknown as { mod?: { wasmMemory?: WebAssembly.Memory } };
  return {
    app,
    db,
    wasmBytes: () => heap.mod?.wasmMemory?.buffer.byteLength ?? 0,
    close: async () => {
      await db.destroy();
      await rm(dir, { recursive: true, force: true });
    },
  };
};
const url = (path = "") => `/api/orders/${order.id}/attachments${path}`;

describe("attachments", () => {
  it("uploads several files, lists them and downloads each as it was, images and PDFs inline", async () => {
    const contract = pdf("contract");
    const res = await admin.agent
      .post(url())
      .attach("files", contract, "contract 合約.pdf")
      .attach("files", png(), "photo.png")
      .attach("files", Buffer.from("a,b\n1,2\n"), "sheet.csv");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("3 files attached");
    expect(res.body.attachments.map((a: { content_type: string }) => a.content_type).sort()).toEqual([
      "application/pdf",
      "image/png",
      "text/csv; charset=utf-8",
    ]);
    const list = (await admin.agent.get(url())).body as { id: number; name: string }[];
    expect(list.map((a) => a.name)).toEqual(expect.arrayContaining(["contract 合約.pdf", "photo.png", "sheet.csv"]));

    const first = list.find((a) => a.name.endsWith(".pdf"))!;
    const got = await binary(admin.agent.get(url(`/${first.id}`)));
    expect(got.status).toBe(200);
    expect(got.headers["content-type"]).toBe("application/pdf");
    expect(got.headers["content-disposition"]).toMatch(/^inline; filename="contract ..\.pdf"; filename\*=UTF-8''contract%20%E5%90%88%E7%B4%84\.pdf$/);
    expect((got.body as Buffer).equals(contract)).toBe(true);
    // the stream ends cleanly (checked against the stored size), and a file missing its chunks fails rather than ending short
    const stored = await findAttachment(ctx.db, "orders", order.id, first.id);
    const read: Buffer[] = [];
    for await (const piece of readAttachment(ctx.db, stored)) read.push(piece as Buffer);
    expect(Buffer.concat(read).equals(contract)).toBe(true);
    await expect(
      (async () => {
        for await (const _ of readAttachment(ctx.db, { ...stored, size: stored.size + 1 }));
      })(),
    ).rejects.toThrow(/holds \d+ bytes of/);
    const csv = list.find((a) => a.name === "sheet.csv")!;
    const sheet = await binary(admin.agent.get(url(`/${csv.id}`)));
    expect(sheet.headers["content-disposition"]).toMatch(/^attachment; filename="?sheet.csv"?/);
    expect(String(sheet.body)).toBe("a,b\n1,2\n");
    expect((await binary(admin.agent.get(url(`/${first.id}?download=true`)))).headers["content-disposition"]).toMatch(/^attachment/);
    // the record's history names the files
    const history = (await admin.agent.get(`/api/orders/${order.id}/history`)).body as { action: string; note: string }[];
    expect(history[0]).toMatchObject({ action: "attach", note: expect.stringContaining("photo.png") });
  });

  it("refuses a file whose content is not what its name says, or of a kind not allowed, and stores nothing", async () => {
    const before = await files();
    const fake = await admin.agent
      .post(url())
      .attach("files", pdf(), "fine.pdf")
      .attach("files", Buffer.from("this is plain text, not a PDF"), "invoice.pdf");
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toEqual({ files: "The file invoice.pdf is not a PDF file: its content is TXT" });
    const exe = await admin.agent.post(url()).attach("upload", Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]), "tool");
    expect(exe.status).toBe(400);
    expect(exe.body.errors.upload).toMatch(/Files of this type cannot be attached: tool/);
    const none = await admin.agent.post(url()).send({});
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ files: "Choose at least one file to attach" });
    expect(await files()).toBe(before);
  });

  it("refuses a file over the cap from the software settings with 413, and stores nothing", async () => {
    await admin.agent.patch("/api/settings").send({ attachment_max_megabytes: 1 }).expect(200);
    try {
      const before = await files();
      const big = Buffer.concat([pdf(), randomBytes(1024 * 1024 + 10)]);
      const res = await admin.agent.post(url()).attach("files", pdf(), "small.pdf").attach("files", big, "big.pdf");
      expect(res.status).toBe(413);
      expect(res.body.message).toBe("The file big.pdf is too large (at most 1 MB a file)");
      expect(await files()).toBe(before);
      const zh = await admin.agent.post(url()).set("Accept-Language", "zh-Hant").attach("files", big, "big.pdf");
      expect(zh.body.message).toBe("檔案 big.pdf 過大（每個檔案上限 1 MB）");
    } finally {
      await admin.agent.patch("/api/settings").send({ attachment_max_megabytes: 20 }).expect(200);
    }
  });

  it("deletes to the trash and restores from it", async () => {
    const [added] = (await admin.agent.post(url()).attach("files", pdf("to delete"), "old.pdf").expect(201)).body.attachments;
    const removed = await admin.agent.delete(url(`/${added.id}`));
    expect(removed.status).toBe(200);
    expect(removed.body.message).toMatch(/moved to the trash/);
    expect((await admin.agent.get(url())).body.map((a: { id: number }) => a.id)).not.toContain(added.id);
    expect((await admin.agent.get(url("?deleted=true"))).body.map((a: { id: number }) => a.id)).toContain(added.id);
    expect((await admin.agent.get(url(`/${added.id}`))).status).toBe(404);
    expect((await admin.agent.post(url(`/${added.id}/restore`))).status).toBe(200);
    expect((await admin.agent.post(url(`/${added.id}/restore`))).status).toBe(409);
    expect((await binary(admin.agent.get(url(`/${added.id}`)))).body).toEqual(pdf("to delete"));
    // past the window the purge takes it with its file
    await admin.agent.delete(url(`/${added.id}`)).expect(200);
    await ctx
      .db("attachments")
      .where({ id: added.id })
      .update({ deleted_at: ctx.db.raw("now() - interval '49 hours'") });
    expect((await admin.agent.post(url(`/${added.id}/restore`))).status).toBe(409);
    await ctx.jobs.trigger("system.purge-trash");
    expect(await ctx.db("attachments").where({ id: added.id }).first()).toBeUndefined();
    expect(await ctx.db("file_chunks").whereNotIn("file_id", ctx.db("files").select("id")).first()).toBeUndefined();
  });

  it("checks the roles on the server: read to list and download, edit to attach; none on a log", async () => {
    const hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
    const sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
    expect((await sales.agent.get(url())).status).toBe(200);
    expect((await sales.agent.post(`/api/employees/1/attachments`).attach("files", pdf(), "a.pdf")).status).toBe(403);
    expect((await sales.agent.get(`/api/employees/1/attachments`)).status).toBe(403);
    expect((await hr.agent.get(`/api/vouchers/1/attachments`)).status).toBe(403);
    expect((await admin.agent.get(`/api/behaviour-logs/1/attachments`)).status).toBe(405);
    expect((await admin.agent.get(`/api/orders/987654/attachments`)).status).toBe(404);
  });

  it("streams a 15 MB upload and its download: the process's memory grows by less than 30 MB", async () => {
    const path = join(tmpdir(), `erp-attachment-${process.pid}.pdf`);
    const content = Buffer.concat([pdf(), randomBytes(15 * 1024 * 1024)]);
    const digest = sha(content);
    await writeFile(path, content);
    const server = await serverWithFilesOnDisk();
    const { base, cookie, csrfToken, close } = await listenSignedIn(server.app, admin.user.email);
    try {
      // once with 1 MB first: the first upload and download of a process load and warm up what they use (a 15 MB one held whole would still show)
      const small = join(tmpdir(), `erp-attachment-small-${process.pid}.pdf`);
      await writeFile(small, Buffer.concat([pdf(), randomBytes(1024 * 1024)]));
      const warm = await client(upload, { URL: `${base}/orders/${order.id}/attachments`, FILE: small, COOKIE: cookie, CSRF: csrfToken });
      await rm(small);
      expect(warm.status, warm.body).toBe("201");
      const [first] = (JSON.parse(warm.body) as { attachments: { id: number }[] }).attachments;
      await client(hashDownload, { URL: `${base}/orders/${order.id}/attachments/${first.id}`, COOKIE: cookie });
      const wasm = server.wasmBytes();
      collect();
      const before = process.memoryUsage().rss;
      // the client in a process of its own, streaming the file from disk: only the API's memory is measured
      const { status, body } = await client(upload, { URL: `${base}/orders/${order.id}/attachments`, FILE: path, COOKIE: cookie, CSRF: csrfToken });
      expect(status, body).toBe("201");
      collect();
      const uploaded = process.memoryUsage().rss;
      const [stored] = (JSON.parse(body) as { attachments: { id: number; size: number }[] }).attachments;
      expect(stored.size).toBe(content.length);
      const fetched = await client(hashDownload, { URL: `${base}/orders/${order.id}/attachments/${stored.id}`, COOKIE: cookie });
      expect(fetched).toEqual({ status: "200", body: digest });
      collect();
      const after = process.memoryUsage().rss;
      // PGlite's PostgreSQL runs in this process: what its own heap (WebAssembly memory) grew by is the database's, not the upload's
      const database = server.wasmBytes() - wasm;
      const grown = (rss: number) => (rss - before - database) / 1024 / 1024;
      console.info(
        `RSS growth: upload ${grown(uploaded).toFixed(1)} MB, with the download ${grown(after).toFixed(1)} MB (the embedded database's heap ${(database / 1048576).toFixed(1)} MB apart)`,
      );
      expect(grown(uploaded), "upload").toBeLessThan(30);
      expect(grown(after), "upload and download").toBeLessThan(30);
      expect(await server.db("files").where({ sha256: digest }).first("size")).toMatchObject({ size: content.length });
    } finally {
      close();
      await server.close();
      await rm(path, { force: true });
    }
  }, 180_000);

  it("keeps attachments through a backup and its restore, and serves them from another app instance", { timeout: 120_000 }, async () => {
    const kept = pdf("kept through a restore");
    const [added] = (await admin.agent.post(url()).attach("files", kept, "kept.pdf").expect(201)).body.attachments;
    const backup = await admin.agent.post("/api/backups").send({});
    expect(backup.status, JSON.stringify(backup.body)).toBe(201);
    // gone for good after the backup
    await ctx.db("attachments").where({ id: added.id }).delete();
    await ctx.db("files").whereNotIn("id", ctx.db("attachments").select("file_id")).delete();
    expect((await admin.agent.get(url(`/${added.id}`))).status).toBe(404);
    const restored = await admin.agent.post(`/api/backups/${backup.body.id}/restore`).send({ confirm: "RESTORE" });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    admin = { ...admin, agent: await signIn(ctx.app, admin.user.email) };
    expect((await binary(admin.agent.get(url(`/${added.id}`)))).body).toEqual(kept);

    const other = await createApp({ db: ctx.db, config: testConfig({ backupDir: join(tmpdir(), `erp-test-other-${process.pid}`) }) });
    const agent = await signIn(other.app, admin.user.email);
    expect((await binary(agent.get(url(`/${added.id}`)))).body).toEqual(kept);
  });
});
