import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { createCustomer, createOrder, createProduct, moveOrder } from "../test/sales";
import { createUser, signIn } from "../test/session";
import { type SmsStandIn, startSmsStandIn } from "../test/sms-standin";

type Agent = ReturnType<typeof request.agent>;
type Notifications = {
  unread: number;
  total: number;
  rows: {
    id: number;
    resource: string;
    record_id: number;
    record_label: string | null;
    text: string | null;
    actor_name: string | null;
    read_at: string | null;
  }[];
};
type Line = {
  id: string;
  action: string;
  user_id: number | null;
  user_name: string | null;
  note: string | null;
  detail: Record<string, unknown> | null;
};

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let standIn: SmsStandIn;
const people: Record<"admin" | "sally" | "harry" | "amy" | "other", { id: number; email: string; agent: Agent }> = {} as never;
let customer: { id: number };

const person = async (key: keyof typeof people, name: string, roles: string[]) => {
  const user = await createUser(ctx.db, { email: `${key}-${process.pid}@notes.test`, name, roles });
  people[key] = { id: user.id, email: user.email, agent: await signIn(ctx.app, user.email) };
};
const notificationsOf = async (who: keyof typeof people, query = ""): Promise<Notifications> => {
  const res = await people[who].agent.get(`/api/notifications${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const historyOf = async (resource: string, id: number, agent = people.admin.agent): Promise<Line[]> => {
  const res = await agent.get(`/api/${resource}/${id}/history`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const noteCount = async () => Number((await ctx.db("record_notes").count({ n: "*" }).first())?.n);

beforeAll(async () => {
  process.env.SESSION_CACHE_MS = "0";
  [ctx, standIn] = await Promise.all([openTestApp(), startSmsStandIn()]);
  await person("admin", "Ada Admin", ["ADMIN"]);
  await person("sally", "Sally Sales", ["SALES"]);
  await person("harry", "Harry Hr", ["HR"]);
  await person("amy", "陳美美", ["ACCOUNTING"]);
  await person("other", "Sally", ["SALES"]);
  customer = await createCustomer(people.admin.agent, { name: "Noted Customer Ltd" });
});
afterAll(async () => {
  await ctx.context.mailer.stop();
  await standIn.close();
  await ctx.close();
});

describe("notes on a record", () => {
  it("a note with mentions (@Full Name, @email, a CJK name) notifies those users only, once each", async () => {
    const text = `Please call them, @Sally Sales; cc @${people.harry.email}. 請@陳美美跟進 and @Sally Sales again`;
    const res = await people.admin.agent.post(`/api/customers/${customer.id}/notes`).send({ text });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.note).toMatchObject({ text, user_id: people.admin.id, user_name: "Ada Admin", updated_at: null });
    expect(res.body.mentioned.map((u: { id: number }) => u.id).sort()).toEqual([people.sally.id, people.harry.id, people.amy.id].sort());
    expect(res.body.message).toMatch(/^Note saved; .*Sally Sales.* will be notified$/);

    for (const who of ["sally", "harry", "amy"] as const) {
      const mine = await notificationsOf(who);
      expect(mine.unread, who).toBe(1);
      expect(mine.rows, who).toMatchObject([
        { resource: "customers", record_id: customer.id, record_label: "Noted Customer Ltd", text, actor_name: "Ada Admin", read_at: null },
      ]);
    }
    // "Sally" is a prefix of "Sally Sales": the longest name wins, the other Sally is not told; nor is the author
    expect((await notificationsOf("other")).unread).toBe(0);
    expect((await notificationsOf("admin")).unread).toBe(0);
  });

  it("mark read one or all; the unread count and the unread filter follow", async () => {
    const note = (text: string) => people.admin.agent.post(`/api/customers/${customer.id}/notes`).send({ text }).expect(201);
    await note("Second for @Sally Sales");
    await note("Third for @Sally Sales");
    const before = await notificationsOf("sally");
    expect(before.unread).toBe(3);
    const one = await people.sally.agent.post("/api/notifications/read").send({ id: before.rows[0].id });
    expect(one.body).toEqual({ unread: 2 });
    expect((await notificationsOf("sally", "?unread=true")).rows.map((r) => r.id)).toEqual(before.rows.slice(1).map((r) => r.id));
    // someone else's notification stays unread whatever its id is sent by another user
    await people.harry.agent.post("/api/notifications/read").send({ id: before.rows[1].id }).expect(200);
    expect((await notificationsOf("sally")).unread).toBe(2);
    expect((await people.sally.agent.post("/api/notifications/read").send({})).body).toEqual({ unread: 0 });
    const paged = await people.sally.agent.get("/api/notifications?_start=0&_end=2");
    expect(paged.body.rows).toHaveLength(2);
    expect(paged.headers["x-total-count"]).toBe("3");
  });

  it("a mentioned user who may not read the record is not notified", async () => {
    const vendor = await people.admin.agent.post("/api/vendors").send({ company_name: `Mention Vendor ${process.pid}` });
    expect(vendor.status, JSON.stringify(vendor.body)).toBe(201);
    const res = await people.admin.agent.post(`/api/vendors/${vendor.body.id}/notes`).send({ text: "@陳美美 and @Harry Hr" });
    expect(res.body.mentioned.map((u: { id: number }) => u.id)).toEqual([people.harry.id]);
    expect((await notificationsOf("amy")).unread).toBe(1);
  });

  it("editing or deleting someone else's note is refused and changes nothing; one's own is changed, newly mentioned users told", async () => {
    const res = await people.sally.agent.post(`/api/customers/${customer.id}/notes`).send({ text: "Sally's own note" });
    expect(res.status).toBe(201);
    const url = `/api/customers/${customer.id}/notes/${res.body.note.id}`;
    const edit = await people.admin.agent.patch(url).send({ text: "Rewritten by the admin" });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe("Only its author can change or delete a note");
    expect((await people.harry.agent.delete(url)).status).toBe(403);
    const notes = (await people.admin.agent.get(`/api/customers/${customer.id}/notes`)).body as {
      id: number;
      text: string;
      updated_at: string | null;
    }[];
    expect(notes.find((n) => n.id === res.body.note.id)).toMatchObject({ text: "Sally's own note", updated_at: null });

    const harryBefore = (await notificationsOf("harry")).total;
    const own = await people.sally.agent.patch(url).send({ text: "Sally's note, for @Harry Hr" });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.note.updated_at).toBeTruthy();
    expect((await notificationsOf("harry")).total).toBe(harryBefore + 1);
    await people.sally.agent.patch(url).send({ text: "Sally's note, for @Harry Hr (again)" }).expect(200);
    expect((await notificationsOf("harry")).total).toBe(harryBefore + 1);

    expect((await people.sally.agent.delete(url)).body).toEqual({ message: "Note deleted" });
    expect((await people.sally.agent.get(`/api/customers/${customer.id}/notes`)).body.map((n: { id: number }) => n.id)).not.toContain(
      res.body.note.id,
    );
    // its notification went with it
    expect((await notificationsOf("harry")).total).toBe(harryBefore);
    expect((await people.sally.agent.delete(url)).status).toBe(404);
    expect((await people.sally.agent.patch(`/api/orders/1/notes/${res.body.note.id}`).send({ text: "x" })).status).toBe(404);
  });

  it("an empty or too long note is a 400 with a per-field error, and nothing is written", async () => {
    const count = await noteCount();
    for (const [body, message] of [
      [{}, "input can not be empty"],
      [{ text: "   " }, "input can not be empty"],
      [{ text: "x".repeat(4001) }, "Must be at most 4000 characters"],
      [{ text: 12 }, undefined],
    ] as const) {
      const res = await people.sally.agent.post(`/api/customers/${customer.id}/notes`).send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(["text"]);
      if (message) expect(res.body.errors.text).toBe(message);
    }
    expect(await noteCount()).toBe(count);
    expect((await people.sally.agent.post("/api/customers/987654/notes").send({ text: "x" })).status).toBe(404);
    expect((await people.sally.agent.post("/api/behaviour-logs/1/notes").send({ text: "x" })).status).toBe(403);
    expect((await people.admin.agent.post("/api/behaviour-logs/1/notes").send({ text: "x" })).status).toBe(405);
    // HR may read customers: reading is enough to write a note; a role that may not read the record may neither
    expect((await people.harry.agent.post(`/api/customers/${customer.id}/notes`).send({ text: "HR was here" })).status).toBe(201);
    expect((await people.harry.agent.get("/api/incomes/1/notes")).status).toBe(403);
    expect(await noteCount()).toBe(count + 1);
  });

  it("notes are lines of the record's history, by their author, with the note's id and edit time", async () => {
    const { id } = await createCustomer(people.admin.agent, { name: "History Of Notes" });
    const added = (await people.sally.agent.post(`/api/customers/${id}/notes`).send({ text: "First call done" })).body.note;
    await people.sally.agent.patch(`/api/customers/${id}/notes/${added.id}`).send({ text: "First call done, will call back" }).expect(200);
    const [line, created] = await historyOf("customers", id);
    expect(line).toMatchObject({ action: "note", user_id: people.sally.id, user_name: "Sally Sales", note: "First call done, will call back" });
    expect(line.detail).toMatchObject({ note_id: added.id });
    expect(line.detail?.edited_at).toBeTruthy();
    expect(created).toMatchObject({ action: "create", detail: null });
    const log = await ctx.db("behaviour_logs").where({ target: "customers", target_id: id }).orderBy("id").pluck("action");
    expect(log).toEqual(["create", "note", "note-edit"]);
  });
});

describe("messages queued about a record are lines of its history", () => {
  it("an order's notices show queued, sent with the provider's id, and failed with the reason", async () => {
    await people.admin.agent
      .patch("/api/settings")
      .send({ sms_provider: "vonage", sms_api_key: "key-1", sms_api_secret: "secret-1", sms_number: "HarbourTrd", sms_base_url: standIn.url })
      .expect(200);
    const product = await createProduct(people.sally.agent, { stock: 100, price: "10.00" });
    const buyer = await createCustomer(people.sally.agent, { email: "amy@example.com", phone: "+852 6123 4567", notify_by: ["email", "sms"] });
    const order = await createOrder(people.sally.agent, buyer.id, [{ product_id: product.id, quantity: 1 }]);
    await moveOrder(people.sally.agent, order.id, "processing").expect(200);
    await ctx.context.mailer.idle();
    standIn.plan({ status: 200, body: { "message-count": "1", messages: [{ status: "6", "error-text": "Invalid Message" }] } });
    await moveOrder(people.sally.agent, order.id, "shipping").expect(200);
    await ctx.context.mailer.idle();

    const lines = await historyOf("orders", order.id, people.sally.agent);
    const messages = lines.filter((line) => line.action === "message").map((line) => line.detail);
    const orderMessages = (await people.sally.agent.get(`/api/orders/${order.id}/messages`)).body as Record<string, unknown>[];
    expect(messages).toHaveLength(4);
    // the same messages as the order's own list, newest first
    expect(messages.map((m) => [m?.id, m?.kind, m?.to, m?.state, m?.provider_id, m?.error])).toEqual(
      [...orderMessages].reverse().map((m) => [m.id, m.kind, m.to, m.state, m.provider_id, m.error]),
    );
    expect(messages).toMatchObject([
      { kind: "sms", to: "+85261234567", state: "failed", error: "Invalid Message (status 6)" },
      { kind: "email", to: "amy@example.com", state: "queued" },
      { kind: "sms", to: "+85261234567", state: "sent", provider: "vonage" },
      { kind: "email", to: "amy@example.com", state: "queued" },
    ]);
    expect(messages[2]?.provider_id).toMatch(/^[0-9A-F]{16}$/);
    expect(lines.filter((line) => line.action === "message").every((line) => line.user_id === null)).toBe(true);
    // among the status lines and the creation
    expect(lines.map((line) => line.action)).toEqual(expect.arrayContaining(["status", "create"]));
  });
});
