import type { AddressInfo } from "node:net";
import { PNG } from "pngjs";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyHeader } from "../../documents/company";
import { enqueueMail } from "../../mail/outbox";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";
import { LogSmsProvider } from "../../mail/sms";
import { readSecret, readSettings } from "./store";

/** A real SMTP server on loopback that keeps what it receives. */
const startSmtp = async () => {
  const received: { to: string[]; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret-smtp") return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

const png = () => {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(200);
  return PNG.sync.write(image);
};

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
});
afterAll(async () => {
  await ctx.context.mailer.stop();
  await ctx.close();
});

describe("software settings", () => {
  it("start with the defaults other modules read through readSettings", async () => {
    const settings = await readSettings(ctx.db);
    expect(settings).toMatchObject({
      currency: { code: "HKD", symbol: "HK$", decimals: 2 },
      work_start: "09:00",
      work_end: "18:00",
      lunch_minutes: 60,
      work_days: [1, 2, 3, 4, 5],
      ot_multiplier: 1.5,
    });
    const res = await admin.agent.get("/api/settings");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency_code: "HKD", smtp_password_set: false, sms_api_secret_set: false });
  });

  it("keep secrets write-only: set, never returned, kept when absent, cleared by null; every change logged", async () => {
    const before = Number((await ctx.db("behaviour_logs").where({ target: "settings" }).count({ n: "*" }).first())!.n);
    const res = await admin.agent.patch("/api/settings").send({
      currency_symbol: "NT$",
      currency_code: "twd",
      smtp_host: "mail.example.com",
      smtp_password: "hunter2-very-secret",
      sms_provider: "vonage",
      sms_api_secret: "sms-secret-42",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currency_code: "TWD", currency_symbol: "NT$", smtp_password_set: true, sms_api_secret_set: true });
    const answers = JSON.stringify([res.body, (await admin.agent.get("/api/settings")).body, (await sales.agent.get("/api/settings/currency")).body]);
    expect(answers).not.toContain("hunter2");
    expect(answers).not.toContain("sms-secret-42");
    expect(answers).not.toMatch(/"smtp_password"|"sms_api_secret"/);
    expect(await readSecret(ctx.db, "smtp_password")).toBe("hunter2-very-secret");

    await admin.agent.patch("/api/settings").send({ smtp_user: "mailer" }).expect(200);
    expect(await readSecret(ctx.db, "smtp_password")).toBe("hunter2-very-secret");
    const cleared = await admin.agent
      .patch("/api/settings")
      .send({ sms_api_secret: null, sms_provider: null, smtp_host: null, currency_code: "HKD", currency_symbol: "HK$" });
    expect(cleared.body).toMatchObject({ sms_api_secret_set: false, smtp_password_set: true, smtp_host: null });
    expect(await readSecret(ctx.db, "sms_api_secret")).toBeUndefined();
    const after = Number((await ctx.db("behaviour_logs").where({ target: "settings", action: "update" }).count({ n: "*" }).first())!.n);
    expect(after - before).toBe(3);
  });

  it("refuse bad values with per-field messages and change nothing", async () => {
    const res = await admin.agent
      .patch("/api/settings")
      .send({ work_start: "25:00", currency_decimals: 9, work_days: [0, 3], ot_multiplier: "x", currency_code: null });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["currency_decimals", "ot_multiplier"].sort());
    const second = await admin.agent.patch("/api/settings").send({ work_start: "25:00", work_days: [0, 3], currency_code: null });
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual({ work_start: "Invalid value", work_days: "Invalid value", currency_code: "input can not be empty" });
    expect((await readSettings(ctx.db)).work_start).toBe("09:00");
    expect((await admin.agent.patch("/api/settings").send({ unknown: 1 })).status).toBe(400);
  });

  it("are ADMIN's: other roles get 403, but every role reads the currency", async () => {
    expect((await sales.agent.get("/api/settings")).status).toBe(403);
    expect((await sales.agent.patch("/api/settings").send({ currency_symbol: "$" })).status).toBe(403);
    expect((await sales.agent.get("/api/settings/currency")).body).toEqual({ code: "HKD", symbol: "HK$", decimals: 2 });
  });

  it("send a test e-mail with the stored SMTP login, report the server's error, and the outbox sends with them", async () => {
    const smtp = await startSmtp();
    try {
      await admin.agent
        .patch("/api/settings")
        .send({
          smtp_host: "127.0.0.1",
          smtp_port: smtp.port,
          smtp_user: "mailer",
          smtp_password: "s3cret-smtp",
          mail_from_email: "office@harbour.test",
          mail_from_name: "Harbour Office",
        })
        .expect(200);
      const sent = await admin.agent.post("/api/settings/test-email").send({ to: "boss@harbour.test" });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe("Test e-mail sent to boss@harbour.test");
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].body).toContain("From: Harbour Office <office@harbour.test>");

      await ctx.db.transaction((trx) => enqueueMail(trx, { to: "client@harbour.test", subject: "Hello", text: "From the outbox" }));
      expect(await ctx.context.mailer.sendDue()).toBe(1);
      expect(smtp.received[1].to).toEqual(["client@harbour.test"]);

      await admin.agent.patch("/api/settings").send({ smtp_password: "wrong" }).expect(200);
      const refused = await admin.agent.post("/api/settings/test-email").send({ to: "boss@harbour.test" });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/^The test e-mail failed: .*Invalid username or password/);
      expect(JSON.stringify(refused.body)).not.toContain("wrong");
      expect((await admin.agent.post("/api/settings/test-email").send({ to: "not-an-address" })).body.errors).toEqual({
        to: "The input is not valid E-mail!",
      });
    } finally {
      await admin.agent.patch("/api/settings").send({ smtp_host: null, smtp_password: null });
      await smtp.close();
    }
    expect((await admin.agent.post("/api/settings/test-email").send({ to: "boss@harbour.test" })).body.message).toBe("No SMTP server is configured");
  });

  it("send a test SMS through the log provider only when it is chosen, and never pick it for entered credentials", async () => {
    expect((await admin.agent.post("/api/settings/test-sms").send({ to: "91234567" })).body.message).toBe("No SMS provider is chosen");
    const silent = await admin.agent.patch("/api/settings").send({ sms_api_key: "key-1", sms_number: "+85290000000" });
    expect(silent.status).toBe(400);
    expect(silent.body.errors).toEqual({ sms_provider: "Choose the provider these credentials are for" });
    expect((await readSettings(ctx.db)).sms).toMatchObject({ provider: null, api_key: null });
    expect((await admin.agent.patch("/api/settings").send({ sms_provider: "carrier-pigeon" })).body.errors).toEqual({
      sms_provider: "Choose one of: vonage, twilio, log",
    });
    expect((await admin.agent.patch("/api/settings").send({ sms_base_url: "ftp://example.com" })).body.errors).toEqual({
      sms_base_url: "Not a valid address (http:// or https://)",
    });

    await admin.agent.patch("/api/settings").send({ sms_provider: "log", sms_number: "+85290000000" }).expect(200);
    const res = await admin.agent.post("/api/settings/test-sms").set("Accept-Language", "zh-Hant").send({ to: "9123 4567" });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^測試短訊已經由 只記錄：不會發送任何訊息 發送至 \+85291234567（編號 log-/);
    expect(LogSmsProvider.sent.at(-1)).toMatchObject({ from: "+85290000000", to: "+85291234567" });
    expect((await admin.agent.post("/api/settings/test-sms").send({ to: "12" })).body.errors).toEqual({
      to: "Not a valid phone number (e.g. 2123 4567 or +852 2123 4567)",
    });

    await admin.agent.patch("/api/settings").send({ sms_provider: "vonage" }).expect(200);
    expect((await admin.agent.post("/api/settings/test-sms").send({ to: "91234567" })).body.message).toBe(
      "Enter the provider's API key, secret and sender number first",
    );
    await admin.agent.patch("/api/settings").send({ sms_provider: null, sms_number: null }).expect(200);
  });
});

describe("company", () => {
  it("is edited by ADMIN and heads every PDF", async () => {
    const placeholder = await companyHeader(ctx.db, "en");
    expect(placeholder.name).toMatch(/Your company/);
    const res = await admin.agent.patch("/api/company").send({
      name: "Harbour Trading Ltd",
      phone: "+852 2123 4567",
      address: "18 Harbour Road\nWan Chai",
      registration_number: "12345678",
      employees: 12,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Harbour Trading Ltd", employees: 12, has_logo: false });
    expect(await companyHeader(ctx.db, "en")).toEqual({
      name: "Harbour Trading Ltd",
      lines: ["18 Harbour Road, Wan Chai", "Tel: +852 2123 4567", "Registration No.: 12345678"],
    });
    expect((await companyHeader(ctx.db, "zh_Hant")).lines).toContain("電話: +852 2123 4567");
    expect(await ctx.db("behaviour_logs").where({ target: "company", action: "update" }).count({ n: "*" }).first()).toEqual({ n: 1 });
  });

  it("refuses bad input, and other roles", async () => {
    const bad = await admin.agent.patch("/api/company").send({ email: "nope", employees: -1, name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ email: "The input is not valid E-mail!", employees: "Value cannot be negative" });
    expect((await sales.agent.get("/api/company")).status).toBe(403);
    expect((await sales.agent.patch("/api/company").send({ name: "x" })).status).toBe(403);
    expect((await admin.agent.get("/api/company")).body.name).toBe("Harbour Trading Ltd");
  });

  it("takes a PNG or JPEG logo up to 512 KB, which the PDF header carries", async () => {
    const logo = png();
    const put = await admin.agent.put("/api/company/logo").set("Content-Type", "image/png").send(logo);
    expect(put.status).toBe(200);
    expect(put.body.has_logo).toBe(true);
    const got = await admin.agent.get("/api/company/logo").buffer(true);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(got.body, logo)).toBe(0);
    expect((await companyHeader(ctx.db, "en")).logo?.equals(logo)).toBe(true);

    const gif = await admin.agent.put("/api/company/logo").set("Content-Type", "image/gif").send(Buffer.from("GIF89a-----------"));
    expect(gif).toMatchObject({ status: 400, body: { message: "The logo must be a PNG or JPEG image" } });
    const huge = await admin.agent
      .put("/api/company/logo")
      .set("Content-Type", "image/png")
      .send(Buffer.concat([logo, Buffer.alloc(600 * 1024)]));
    expect(huge.status).toBe(413);
    expect((await companyHeader(ctx.db, "en")).logo?.equals(logo)).toBe(true);

    expect((await admin.agent.delete("/api/company/logo")).body.has_logo).toBe(false);
    expect((await admin.agent.get("/api/company/logo")).status).toBe(404);
  });
});
