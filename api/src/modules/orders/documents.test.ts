import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateIn } from "../../clock";
import { openTestApp } from "../../test/harness";
import { binary, qrInPdf, textOf } from "../../test/pdf";
import { createCustomer, createOrder, createProduct, moveOrder } from "../../test/sales";
import { signedInAs } from "../../test/session";

/** A real SMTP server on loopback that keeps the raw messages it receives. */
const startSmtp = async () => {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A MIME part's bytes (base64, as nodemailer writes attachments), found by its file name. */
const attachmentOf = (raw: string, filename: string) => {
  const part = raw.split(/\r?\n--/).find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) return undefined;
  expect(part).toMatch(/Content-Type: application\/pdf/);
  return Buffer.from(
    part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join("")
      .replace(/\s+/g, ""),
    "base64",
  );
};

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let product: { id: number; name: string };
beforeAll(async () => {
  ctx = await openTestApp();
  admin = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  product = await createProduct(sales.agent, { stock: 100, price: "1234.50", name: "Ergonomic chair 人體工學椅" });
});
afterAll(async () => {
  await ctx.context.mailer.stop();
  await ctx.close();
});

/** An order of two chairs (HK$2,469.00) and HK$15.00 shipping: HK$2,484.00. */
const orderFor = async (customer: object) => {
  const created = await createCustomer(sales.agent, { address: "18 Harbour Road\nWan Chai", ...customer });
  const order = await createOrder(sales.agent, created.id, [{ product_id: product.id, quantity: 2 }], { shipping_cost: "15.00" });
  expect(order.total).toBe("2484.00");
  return { customer: created, order };
};
const pdf = async (path: string, agent = sales.agent) => {
  const res = await agent.get(path).buffer(true).parse(binary);
  return { res, body: res.body as Buffer, text: res.status === 200 ? await textOf(res.body as Buffer) : "" };
};

describe("an order's confirmation and invoice", () => {
  it("are PDFs in the customer's language: header, customer, lines, shipping, total with the currency, payment method, QR code; no status", async () => {
    const { customer, order } = await orderFor({ name: "Amy Chan", language: "en", phone: "91234567" });
    const en = await pdf(`/api/orders/${order.id}/confirmation.pdf`);
    expect(en.res.status).toBe(200);
    expect(en.res.type).toBe("application/pdf");
    expect(en.body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(en.res.headers["content-disposition"]).toBe(`attachment; filename=${order.number}-confirmation.pdf`);
    for (const expected of [
      `Order confirmation ${order.number}`,
      "Order number",
      "Bill to",
      customer.name,
      "18 Harbour Road, Wan Chai",
      "+852 9123 4567",
      product.name,
      "HK$1,234.50",
      "Subtotal",
      "HK$2,469.00",
      "Shipping",
      "HK$15.00",
      "Total",
      "HK$2,484.00",
      "Payment method",
      "Credit card",
      `Scan for ${order.number}`,
    ])
      expect(en.text).toContain(expected);
    expect(en.text).not.toMatch(/Pending|Status/);
    expect(qrInPdf(en.body)).toMatch(new RegExp(`^${order.number}\\nhttp://.+/sales/order/show/${order.id}$`));

    // the user's language does not matter; ?lang= asks for another, and only for one of ours
    const chinese = await orderFor({ name: "陳大文", language: "zh_Hant" });
    const zh = await pdf(`/api/orders/${chinese.order.id}/confirmation.pdf`);
    for (const expected of [
      `訂單確認書 ${chinese.order.number}`,
      "訂單編號",
      "客戶",
      "陳大文",
      "小計",
      "運費",
      "總額",
      "HK$2,484.00",
      "付款方式",
      "信用卡",
    ])
      expect(zh.text).toContain(expected);
    expect(zh.text).not.toMatch(/待處理|狀態/);
    expect((await pdf(`/api/orders/${chinese.order.id}/confirmation.pdf?lang=en`)).text).toContain(`Order confirmation ${chinese.order.number}`);
    const bad = await sales.agent.get(`/api/orders/${order.id}/confirmation.pdf?lang=fr`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["lang"]);
    expect((await sales.agent.get("/api/orders/987654/invoice.pdf")).status).toBe(404);
  });

  it("the invoice states its date, the tax a tax run counted (included) and how to pay the company", async () => {
    await admin.agent
      .patch("/api/company")
      .send({ name: "Harbour Trading Ltd", bank_name: "Hang Seng Bank", bank_account_number: "123-456789-001" })
      .expect(200);
    try {
      const { order } = await orderFor({ name: "Lantau Coffee House", language: "zh_Hant" });
      for (const status of ["processing", "shipping", "completed"]) expect((await moveOrder(sales.agent, order.id, status)).status).toBe(200);
      const month = dateIn(ctx.context.clock.now(), ctx.context.config.timeZone).slice(0, 7);
      expect((await admin.agent.post("/api/taxes/run").send({ month, rate: 5 })).status).toBeLessThan(300);
      const zh = await pdf(`/api/orders/${order.id}/invoice.pdf`);
      expect(zh.res.headers["content-disposition"]).toBe(`attachment; filename=${order.number}-invoice.pdf`);
      // taxable = total less shipping: 2,469.00 x 5% = 123.45, included in the total
      for (const expected of [
        `發票 ${order.number}`,
        "發票日期",
        "已含稅款（5%）",
        "HK$123.45",
        "HK$2,484.00",
        "付款資料",
        "銀行名稱: Hang Seng Bank",
      ])
        expect(zh.text).toContain(expected);
      const en = await pdf(`/api/orders/${order.id}/invoice.pdf?lang=en`);
      for (const expected of [
        `Invoice ${order.number}`,
        "Harbour Trading Ltd",
        "Invoice date",
        "Tax included (5%)",
        "How to pay",
        "Bank account number: 123-456789-001",
      ])
        expect(en.text).toContain(expected);
      expect(en.text).not.toMatch(/Completed/);
      // the confirmation of an order no tax run counted has no tax line
      const other = await orderFor({ language: "en" });
      expect((await pdf(`/api/orders/${other.order.id}/invoice.pdf`)).text).not.toContain("Tax included");
    } finally {
      await admin.agent.patch("/api/company").send({ bank_name: null, bank_account_number: null }).expect(200);
    }
  });
});

describe("sending an order's document to the customer", () => {
  it("queues it while mail is not configured, says so, in the customer's language with the PDF attached", async () => {
    const { customer, order } = await orderFor({ name: "李小姐", language: "zh_Hant" });
    const res = await sales.agent.post(`/api/orders/${order.id}/send`).send({ document: "confirmation" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: `Email with the order confirmation ${order.number} to customer ${customer.email} is queued: no mail server is configured yet`,
      emailed: customer.email,
      order: { id: order.id, status: "pending" },
    });
    const zh = await sales.agent.post(`/api/orders/${order.id}/send`).set("Accept-Language", "zh-HK").send({ document: "invoice" });
    expect(zh.body.message).toBe(`給客戶 ${customer.email} 附有發票 ${order.number} 的電子郵件已排隊：尚未設定郵件伺服器`);
    const rows = await ctx.db("outbox").where({ source: "orders", source_id: order.id }).orderBy("id").select("payload", "status");
    expect(rows.map((row) => [row.status, row.payload.subject])).toEqual([
      ["pending", `訂單確認書 ${order.number}`],
      ["pending", `發票 ${order.number}`],
    ]);
    expect(rows[0].payload.text).toContain("訂單總額：HK$2,484.00");
    expect(rows[0].payload.attachments[0]).toMatchObject({ filename: `${order.number}-confirmation.pdf`, contentType: "application/pdf" });
    expect(await textOf(Buffer.from(rows[0].payload.attachments[0].content, "base64"))).toContain(`訂單確認書 ${order.number}`);
    const messages = (await sales.agent.get(`/api/orders/${order.id}/messages`)).body;
    expect(messages.map((m: { state: string }) => m.state)).toEqual(["queued", "queued"]);
  });

  it("goes through a real SMTP server with the PDF attached, worded by the ADMIN's template", async () => {
    const smtp = await startSmtp();
    const template = "/api/message-templates/order-invoice/email/en";
    try {
      await admin.agent
        .patch("/api/settings")
        .send({ smtp_host: "127.0.0.1", smtp_port: smtp.port, mail_from_email: "office@harbour.test" })
        .expect(200);
      await admin.agent.put(template).send({ subject: "Your invoice {number}", body: "Hello {customer}, {total} is due to {company}." }).expect(200);
      const { customer, order } = await orderFor({ name: "Amy Wong", email: "amy.wong@example.com", language: "en" });
      const preview = await admin.agent
        .post(`/api/orders/${order.id}/message-preview`)
        .send({ event: "order-invoice", channel: "email", language: "en" });
      expect(preview.body).toMatchObject({ subject: `Your invoice ${order.number}`, to: customer.email });
      expect(preview.body.body).toMatch(/^Hello Amy Wong, HK\$2,484\.00 is due to .+\.$/);
      const res = await sales.agent.post(`/api/orders/${order.id}/send`).send({ document: "invoice" });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Email with the invoice ${order.number} is sent to customer ${customer.email}`);
      await ctx.context.mailer.idle();
      const mail = smtp.received.find((m) => m.to.includes(customer.email!));
      expect(mail?.raw).toContain(`Subject: Your invoice ${order.number}`);
      expect(mail?.raw).toContain("From: office@harbour.test");
      const attached = attachmentOf(mail!.raw, `${order.number}-invoice.pdf`);
      expect(attached?.subarray(0, 5).toString()).toBe("%PDF-");
      expect(await textOf(attached!)).toContain(`Invoice ${order.number}`);
      expect((await sales.agent.get(`/api/orders/${order.id}/messages`)).body).toMatchObject([{ kind: "email", to: customer.email, state: "sent" }]);
    } finally {
      await admin.agent.delete(template).expect(200);
      await admin.agent.patch("/api/settings").send({ smtp_host: null, smtp_port: null }).expect(200);
      await smtp.close();
    }
  });

  it("is for roles granted `send`: SALES may, a role that may only read orders gets 403 (but downloads the PDFs)", async () => {
    const { order } = await orderFor({ language: "en" });
    const role = await admin.agent.post("/api/roles").send({ name: "ORDER_READER", grants: [{ object: "orders", actions: ["list", "show"] }] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const reader = await signedInAs(ctx.app, ctx.db, ["ORDER_READER"]);
    expect((await pdf(`/api/orders/${order.id}/confirmation.pdf`, reader.agent)).res.status).toBe(200);
    expect((await reader.agent.post(`/api/orders/${order.id}/send`).send({ document: "confirmation" })).status).toBe(403);
    expect((await sales.agent.post(`/api/orders/${order.id}/send`).send({ document: "confirmation" })).status).toBe(200);
    const hr = await signedInAs(ctx.app, ctx.db, ["HR"]);
    expect((await hr.agent.post(`/api/orders/${order.id}/send`).send({ document: "confirmation" })).status).toBe(200);
  });

  it("refuses an unknown document (400), a cancelled order (409) and a customer without e-mail (422), queueing nothing", async () => {
    const { order } = await orderFor({ language: "en" });
    const unknown = await sales.agent.post(`/api/orders/${order.id}/send`).send({ document: "receipt" });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(["document"]);
    expect((await moveOrder(sales.agent, order.id, "cancelled")).status).toBe(200);
    const cancelled = await sales.agent.post(`/api/orders/${order.id}/send`).send({ document: "invoice" });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("A cancelled order's documents cannot be sent");
    const silent = await orderFor({ name: "No Mail Ltd", email: null, language: "en" });
    const refused = await sales.agent.post(`/api/orders/${silent.order.id}/send`).send({ document: "confirmation" });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe("Customer No Mail Ltd has no e-mail address");
    expect(
      await ctx
        .db("outbox")
        .where({ source: "orders" })
        .whereIn("source_id", [order.id, silent.order.id])
        .whereRaw("payload->'attachments' is not null")
        .first(),
    ).toBeUndefined();
  });
});
