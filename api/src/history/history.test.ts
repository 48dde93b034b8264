import type request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../actions/run";
import { openTestApp } from "../test/harness";
import { signedInAs } from "../test/session";

type Agent = ReturnType<typeof request.agent>;
type Change = { field: string; old: unknown; new: unknown; masked?: boolean };
type Line = { id: string; action: string; user_id: number | null; user_name: string | null; note: string | null; changes: Change[] };

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let admin: Agent;
let adminId: number;
let sales: Agent;
let category: number;

const createProduct = async (body: object) => {
  const res = await admin.post("/api/products").send({ category_id: category, price: "10.00", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
};
const historyOf = async (id: number, agent = admin, query = ""): Promise<Line[]> => {
  const res = await agent.get(`/api/products/${id}/history${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const lineCount = async () => Number((await ctx.db("record_history").count({ n: "*" }).first())?.n);

beforeAll(async () => {
  process.env.SESSION_CACHE_MS = "0";
  ctx = await openTestApp();
  const signedIn = await signedInAs(ctx.app, ctx.db, ["ADMIN"]);
  admin = signedIn.agent;
  adminId = signedIn.user.id;
  sales = (await signedInAs(ctx.app, ctx.db, ["SALES"])).agent;
  category = (await admin.post("/api/product-categories").send({ name: "History" })).body.id;
  for (const field of [
    { key: "colour", type: "string", labels: { en: "Colour" } },
    { key: "margin", type: "money", labels: { en: "Margin" }, private: true },
  ]) {
    const res = await admin.post("/api/customize/products/fields").send(field);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => ctx.close());

describe("the history of a record", () => {
  it("a create records its values, by whom", async () => {
    const { id } = await createProduct({ code: "H-1", name: "Hinge", cf_colour: "red" });
    const [created] = await historyOf(id);
    expect(created).toMatchObject({ action: "create", user_id: adminId, note: null });
    expect(created.user_name).toBeTruthy();
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: "code", old: null, new: "H-1" },
        { field: "name", old: null, new: "Hinge" },
        { field: "cf_colour", old: null, new: "red" },
      ]),
    );
    expect(created.changes.map((c) => c.field)).not.toContain("updated_at");
  });

  it("a PATCH records exactly the fields it changed, custom fields included; one that changes nothing records nothing", async () => {
    const { id } = await createProduct({ code: "H-2", name: "Handle", cf_colour: "red" });
    expect((await admin.patch(`/api/products/${id}`).send({ name: "Handle XL", price: "12.50", code: "H-2", cf_colour: "blue" })).status).toBe(200);
    const [edit] = await historyOf(id);
    expect(edit.action).toBe("update");
    expect(edit.changes).toEqual([
      { field: "name", old: "Handle", new: "Handle XL" },
      { field: "price", old: "10.00", new: "12.50" },
      { field: "cf_colour", old: "red", new: "blue" },
    ]);
    expect((await admin.patch(`/api/products/${id}`).send({ name: "Handle XL" })).status).toBe(200);
    expect(await historyOf(id)).toHaveLength(2);
    expect((await admin.patch(`/api/products/${id}`).send({ cf_colour: null })).status).toBe(200);
    expect((await historyOf(id))[0].changes).toEqual([{ field: "cf_colour", old: "blue", new: null }]);
  });

  it("a refused write (4xx) records nothing", async () => {
    const { id } = await createProduct({ code: "H-3", name: "Hook" });
    await createProduct({ code: "H-4", name: "Hasp" });
    const before = await lineCount();
    expect((await admin.patch(`/api/products/${id}`).send({ name: "Hook 2", price: "-1" })).status).toBe(400);
    expect((await admin.patch(`/api/products/${id}`).send({ name: "Hook 2", code: "H-4" })).status).toBe(409);
    expect((await admin.post(`/api/products/${id}/restore`)).status).toBe(409);
    expect((await admin.patch("/api/products/987654").send({ name: "x" })).status).toBe(404);
    expect(await lineCount()).toBe(before);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it("a delete and a restore are lines of their own; the trashed record's history can still be read", async () => {
    const { id } = await createProduct({ code: "H-5", name: "Hatch" });
    expect((await admin.delete(`/api/products/${id}`)).status).toBe(200);
    expect((await historyOf(id)).map((line) => line.action)).toEqual(["delete", "create"]);
    expect((await admin.post(`/api/products/${id}/restore`)).status).toBe(200);
    const history = await historyOf(id);
    expect(history.map((line) => line.action)).toEqual(["restore", "delete", "create"]);
    expect(history[0].changes).toEqual([]);
  });

  it("masks private values for roles that may not read them (SALES once its role says so)", async () => {
    const { id } = await createProduct({ code: "H-6", name: "Hanger", cf_margin: "3.00" });
    expect((await admin.patch(`/api/products/${id}`).send({ cf_margin: "4.00", name: "Hanger 2" })).status).toBe(200);
    expect((await admin.put("/api/roles/SALES").send({ private_fields: false })).status).toBe(200);
    try {
      // the role's change reaches every request once the customisation's version is read again
      await expect
        .poll(async () => (await historyOf(id, sales))[0]?.changes)
        .toEqual([
          { field: "name", old: "Hanger", new: "Hanger 2" },
          { field: "cf_margin", old: null, new: null, masked: true },
        ]);
      expect(JSON.stringify(await historyOf(id, sales))).not.toMatch(/[34]\.00/);
      const [full] = await historyOf(id);
      expect(full.changes).toContainEqual({ field: "cf_margin", old: "3.00", new: "4.00" });
    } finally {
      await admin.put("/api/roles/SALES").send({ private_fields: true });
    }
  });

  it("is authorized as reading the record, and paged newest first with X-Total-Count", async () => {
    const { id } = await createProduct({ code: "H-7", name: "Hasp 0" });
    for (let i = 1; i <= 4; i++) await admin.patch(`/api/products/${id}`).send({ name: `Hasp ${i}` });
    const res = await admin.get(`/api/products/${id}/history?_start=1&_end=3`);
    expect(res.headers["x-total-count"]).toBe("5");
    expect(res.body.map((line: Line) => line.changes[0].new)).toEqual(["Hasp 3", "Hasp 2"]);
    const hr = (await signedInAs(ctx.app, ctx.db, ["HR"])).agent;
    expect((await hr.get(`/api/employees/1/history`)).status).not.toBe(403);
    expect((await sales.get(`/api/employees/1/history`)).status).toBe(403);
    expect((await admin.get("/api/products/987654/history")).status).toBe(404);
    expect((await admin.get(`/api/products/${id}/history?x=1`)).status).toBe(400);
  });

  it("an entity declaring `history: false` keeps none; a failed action leaves none", async () => {
    const { id } = await createProduct({ code: "H-8", name: "Hub" });
    const products = ctx.context.registry.entityByName.get("products")!;
    const before = await lineCount();
    await runAction(
      ctx.db,
      { userId: adminId },
      { action: "update", target: "products", targetId: id, entity: { ...products, history: false } },
      (trx) => trx("products").where({ id }).update({ name: "Hub 2" }),
    );
    await expect(
      runAction(ctx.db, { userId: adminId }, { action: "update", target: "products", targetId: id, entity: products }, async (trx) => {
        await trx("products").where({ id }).update({ name: "Hub 3" });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await lineCount()).toBe(before);
    await runAction(ctx.db, { userId: adminId }, { action: "update", target: "products", targetId: id, entity: products }, (trx) =>
      trx("products").where({ id }).update({ name: "Hub 4" }),
    );
    expect((await historyOf(id))[0].changes).toEqual([{ field: "name", old: "Hub 2", new: "Hub 4" }]);
  });
});
