import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openTestDb, testConfig, type TestDb } from "../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../test/sales";
import { signedInAs } from "../test/session";
import { enqueueMail, Mailer } from "./outbox";

interface Received {
  to: string[];
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
const startSmtp = async (port = 0) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = (server.server.address() as AddressInfo).port;
  return { received, port: address, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A port nothing listens on (taken from a server that is closed again). */
const freePort = async () => {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
};

let testDb: TestDb;
beforeAll(async () => {
  testDb = await openTestDb();
});
afterAll(() => testDb.close());

const appWith = async (mailer: Mailer) => {
  const { app } = await createApp({ db: testDb.db, mailer, config: testConfig() });
  const sales = await signedInAs(app, testDb.db, ["SALES"]);
  const product = await createProduct(sales.agent, { stock: 100 });
  return { app, sales, product };
};

describe("outbox mail", () => {
  it("mails the customer after a status change commits, through a real SMTP server", async () => {
    const smtp = await startSmtp();
    const mailer = new Mailer(testDb.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "erp@test.local" });
    try {
      const { sales, product } = await appWith(mailer);
      const customer = await createCustomer(sales.agent, { name: "Amy Chan", email: "amy@example.com" });
      const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }]);
      expect((await moveOrder(sales.agent, order.id, "processing", "paid in full")).status).toBe(200);
      await mailer.idle();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(["amy@example.com"]);
      expect(smtp.received[0].body).toContain(`Subject: Order ${order.number}:`);
      expect(smtp.received[0].body).toContain("Dear Amy Chan");
      expect(smtp.received[0].body).toContain("paid in full");
      expect(await testDb.db("outbox").where({ status: "sent" }).count({ n: "*" }).first()).toEqual({ n: 1 });
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it("keeps the status change when the SMTP server is down, and delivers on a retry once it is back", async () => {
    const port = await freePort();
    const mailer = new Mailer(testDb.db, { smtpUrl: `smtp://127.0.0.1:${port}`, retrySeconds: 1 });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { sales, product } = await appWith(mailer);
      const customer = await createCustomer(sales.agent, { email: "ben@example.com" });
      const order = await createOrder(sales.agent, customer.id, [{ product_id: product.id, quantity: 1 }]);
      const res = await moveOrder(sales.agent, order.id, "processing");
      expect(res.status).toBe(200);
      await mailer.idle();
      expect((await sales.agent.get(`/api/orders/${order.id}`)).body.status).toBe("processing");
      const failed = await testDb.db("outbox").whereRaw("payload->>'to' = ?", ["ben@example.com"]).first();
      expect(failed).toMatchObject({ status: "pending", attempts: 1 });
      expect(failed.last_error).toBeTruthy();
      // Not due yet: nothing is tried before the backoff has passed.
      expect(await mailer.sendDue()).toBe(0);

      smtp = await startSmtp(port);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await mailer.sendDue()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual([["ben@example.com"]]);
      expect(await testDb.db("outbox").where({ id: failed.id }).first()).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    } finally {
      await mailer.stop();
      await smtp?.close();
    }
  });

  it("queues nothing for a customer without an e-mail, and nothing for a refused change", async () => {
    const mailer = new Mailer(testDb.db, {});
    const { sales, product } = await appWith(mailer);
    const before = await testDb.db("outbox").count({ n: "*" }).first();
    const silent = await createOrder(sales.agent, (await createCustomer(sales.agent, { email: null })).id, [{ product_id: product.id, quantity: 1 }]);
    expect((await moveOrder(sales.agent, silent.id, "processing")).status).toBe(200);
    const refused = await createOrder(sales.agent, (await createCustomer(sales.agent)).id, [{ product_id: product.id, quantity: 1 }]);
    expect((await moveOrder(sales.agent, refused.id, "completed")).status).toBe(409);
    expect(await testDb.db("outbox").count({ n: "*" }).first()).toEqual(before);
  });
});

describe("mail credentials never go in clear", () => {
  /** A plain SMTP server that offers AUTH but no STARTTLS, on a loopback address that is not one of localhost's names. */
  const startPlain = async () => {
    const tried: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        tried.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.2", resolve));
    const port = (server.server.address() as AddressInfo).port;
    return { tried, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  };

  const queueOne = () => testDb.db.transaction((trx) => enqueueMail(trx, { to: "tls@example.com", subject: "TLS", text: "never sent in clear" }));

  it.each([
    ["SMTP_URL", (port: number) => new Mailer(testDb.db, { smtpUrl: `smtp://erp:s3cret-pass@127.0.0.2:${port}?requireTLS=false&ignoreTLS=true` })],
    [
      "the settings' SMTP",
      (port: number) => {
        const mailer = new Mailer(testDb.db, {});
        mailer.configure(async () => ({ smtp: { host: "127.0.0.2", port, secure: false, user: "erp", password: "s3cret-pass" } }));
        return mailer;
      },
    ],
  ])("through %s: a server without STARTTLS never receives the password, and the mail waits", async (_how, make) => {
    const smtp = await startPlain();
    const mailer = make(smtp.port);
    try {
      await testDb.db("outbox").delete();
      await queueOne();
      mailer.kick();
      await mailer.idle();
      expect(smtp.tried).toEqual([]);
      const row = await testDb.db("outbox").first("status", "last_error");
      expect(row.status).not.toBe("sent");
      expect(row.last_error).toMatch(/TLS|STARTTLS/i);
    } finally {
      await mailer.stop();
      await smtp.close();
      await testDb.db("outbox").delete();
    }
  });

  it("sends to this machine (localhost) without TLS, as a relay on the same host", async () => {
    const smtp = await startSmtp();
    const mailer = new Mailer(testDb.db, { smtpUrl: `smtp://localhost:${smtp.port}` });
    try {
      await testDb.db("outbox").delete();
      await queueOne();
      mailer.kick();
      await mailer.idle();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await mailer.stop();
      await smtp.close();
      await testDb.db("outbox").delete();
    }
  });
});
