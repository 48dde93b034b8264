import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDb, type TestDb } from "../test/harness";
import { type SmsStandIn, startSmsStandIn } from "../test/sms-standin";
import { enqueueSms, Mailer } from "./outbox";
import { needsUnicode, retryAfterSeconds, type SmsSettings, smsProvider } from "./sms";

let testDb: TestDb;
let standIn: SmsStandIn;
beforeAll(async () => {
  [testDb, standIn] = await Promise.all([openTestDb(), startSmsStandIn()]);
});
afterAll(async () => {
  await standIn.close();
  await testDb.close();
});
beforeEach(async () => {
  standIn.received.length = 0;
  await testDb.db("outbox").delete();
});

const vonage = (): SmsSettings => ({
  provider: "vonage",
  apiKey: "vonage-key",
  apiSecret: "vonage-secret",
  from: "HarbourTrd",
  baseUrl: standIn.url,
});
const twilio = (): SmsSettings => ({
  provider: "twilio",
  apiKey: "AC0123456789abcdef0123456789abcdef",
  apiSecret: "twilio-token",
  from: "+15005550006",
  baseUrl: `${standIn.url}/`,
});
const chinese = "海港貿易：您的訂單 SO-2026-000001 目前狀態為處理中。";

/** An outbox sender over the stand-in, retrying after a second. */
const mailerFor = (settings: () => SmsSettings | undefined, options = {}) => {
  const mailer = new Mailer(testDb.db, { retrySeconds: 1, smsTimeoutMs: 400, ...options });
  mailer.configure(async () => ({ sms: settings() }));
  return mailer;
};

const queue = async (to = "+85291234567", text = "Your order is on its way") =>
  (await testDb.db.transaction((trx) => enqueueSms(trx, { to, text }).returning("id")))[0].id as number;

const rowOf = (id: number) => testDb.db("outbox").where({ id }).first();
const secondsUntil = (row: { next_attempt_at: Date | string }) => (new Date(row.next_attempt_at).getTime() - Date.now()) / 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SMS providers over their HTTP APIs", () => {
  it("Vonage: a form to /sms/json with the key, secret, sender, number without +, and type=unicode for Chinese only", async () => {
    const provider = smsProvider(vonage());
    const { id } = await provider.send({ to: "+85291234567", text: chinese });
    await provider.send({ to: "+85261234567", text: "Order SO-1 shipped: 100% on time, €5 off @ next order" });
    const [zh, en] = standIn.received;
    expect(zh).toMatchObject({ provider: "vonage", path: "/sms/json", contentType: "application/x-www-form-urlencoded" });
    expect(zh.form).toEqual({
      api_key: "vonage-key",
      api_secret: "vonage-secret",
      from: "HarbourTrd",
      to: "85291234567",
      text: chinese,
      type: "unicode",
    });
    expect(en.form.type).toBeUndefined();
    expect(en.form.text).toBe("Order SO-1 shipped: 100% on time, €5 off @ next order");
    expect(id).toMatch(/^[0-9A-F]{16}$/);
  });

  it("Twilio: Basic auth with the account SID and token, To in E.164, From and the Chinese body as UTF-8", async () => {
    const { id } = await smsProvider(twilio()).send({ to: "+85291234567", text: chinese });
    const [request] = standIn.received;
    expect(request.path).toBe("/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json");
    expect(request.authorization).toBe(`Basic ${Buffer.from("AC0123456789abcdef0123456789abcdef:twilio-token").toString("base64")}`);
    expect(request.form).toEqual({ To: "+85291234567", From: "+15005550006", Body: chinese });
    expect(id).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it("tells Unicode text from GSM text, and reads Retry-After in seconds or as a date", () => {
    expect(needsUnicode("Hello {order} ~ [ok] €")).toBe(false);
    expect(needsUnicode("您好")).toBe(true);
    expect(needsUnicode("emoji 🙂")).toBe(true);
    expect(retryAfterSeconds("7")).toBe(7);
    expect(retryAfterSeconds(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThanOrEqual(29);
    expect(retryAfterSeconds("soon")).toBeUndefined();
  });
});

describe("the outbox sends text messages", () => {
  it("marks a message sent with the provider's id", async () => {
    const mailer = mailerFor(twilio);
    const id = await queue();
    expect(await mailer.sendDue()).toBe(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, provider: "twilio", last_error: null });
    expect(row.provider_id).toMatch(/^SM/);
  });

  it("fails a 401 at once with the provider's reason, and never retries it", async () => {
    standIn.plan({ status: 401, body: { code: 20003, message: "Authenticate", more_info: "https://www.twilio.com/docs/errors/20003", status: 401 } });
    const mailer = mailerFor(twilio);
    const id = await queue();
    expect(await mailer.sendDue()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 1, last_error: "HTTP 401: Authenticate (20003)" });
    await testDb
      .db("outbox")
      .where({ id })
      .update({ next_attempt_at: testDb.db.raw("now() - interval '1 hour'") });
    expect(await mailer.sendDue()).toBe(0);
    expect(standIn.received).toHaveLength(1);
  });

  it("waits what a 429's Retry-After says, then sends", async () => {
    standIn.plan({ status: 429, headers: { "Retry-After": "2" }, body: { code: 20429, message: "Too Many Requests", status: 429 } });
    const mailer = mailerFor(twilio);
    const id = await queue();
    await mailer.sendDue();
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, last_error: "HTTP 429: Too Many Requests (20429)" });
    expect(secondsUntil(waiting)).toBeGreaterThan(1);
    expect(await mailer.sendDue()).toBe(0); // not due yet
    await wait(2100);
    expect(await mailer.sendDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(standIn.received).toHaveLength(2);
  });

  it("retries a 500 and a timeout with backoff, then sends", async () => {
    standIn.plan({ status: 500, body: { message: "Internal error" } }, "hang");
    const mailer = mailerFor(vonage);
    const id = await queue();
    await mailer.sendDue();
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 1, last_error: 'HTTP 500: {"message":"Internal error"}' });
    await wait(1100);
    await mailer.sendDue();
    const timedOut = await rowOf(id);
    expect(timedOut).toMatchObject({ status: "pending", attempts: 2, last_error: "No answer within 0.4 s" });
    expect(secondsUntil(timedOut)).toBeGreaterThan(1); // 1 s, then 2 s
    await wait(2100);
    expect(await mailer.sendDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 3, provider: "vonage" });
  });

  it("reads Vonage's refusals inside HTTP 200: throttled is retried, bad credentials fail at once", async () => {
    standIn.plan(
      { status: 200, body: { "message-count": "1", messages: [{ status: "1", "error-text": "Throttled" }] } },
      { status: 200, body: { "message-count": "1", messages: [{ status: "4", "error-text": "Bad Credentials" }] } },
    );
    const mailer = mailerFor(vonage);
    const [throttled, refused] = [await queue("+85291234567"), await queue("+85291234568")];
    await mailer.sendDue();
    expect(await rowOf(throttled)).toMatchObject({ status: "pending", last_error: "Throttled (status 1)" });
    expect(await rowOf(refused)).toMatchObject({ status: "failed", last_error: "Bad Credentials (status 4)" });
  });

  it("gives up after the last attempt", async () => {
    standIn.plan({ status: 503 }, { status: 503 });
    const mailer = mailerFor(twilio, { maxAttempts: 2, retrySeconds: 0 });
    const id = await queue();
    await mailer.sendDue();
    await mailer.sendDue();
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 2 });
  });

  it("keeps messages queued while no provider is configured; a new process sends them once one is", async () => {
    const unconfigured = mailerFor(() => undefined);
    const id = await queue("+85265432109", chinese);
    expect(await unconfigured.sendDue()).toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: "pending", attempts: 0 });
    await unconfigured.stop();
    // another process over the same database, with the provider set
    const next = mailerFor(vonage);
    expect(await next.sendDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
    expect(standIn.received.map((r) => [r.form.to, r.form.text, r.form.type])).toEqual([["85265432109", chinese, "unicode"]]);
  });

  it("picks up a message a dead process had claimed once its lease has run out", async () => {
    const id = await queue();
    // a process claimed it (the lease pushes the next attempt 5 minutes ahead) and died before sending
    await testDb
      .db("outbox")
      .where({ id })
      .update({ next_attempt_at: testDb.db.raw("now() + interval '5 minutes'") });
    const mailer = mailerFor(twilio);
    expect(await mailer.sendDue()).toBe(0);
    await testDb
      .db("outbox")
      .where({ id })
      .update({ next_attempt_at: testDb.db.raw("now() - interval '1 second'") }); // the lease ran out
    expect(await mailer.sendDue()).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: "sent" });
  });
});
