import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../../test/harness";
import { signedInAs } from "../../test/session";

let ctx: Awaited<ReturnType<typeof openTestApp>>;
let sales: Awaited<ReturnType<typeof signedInAs>>;
let other: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  ctx = await openTestApp();
  sales = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  other = await signedInAs(ctx.app, ctx.db, ["SALES"]);
  const admin = (await signedInAs(ctx.app, ctx.db, ["ADMIN"])).agent;
  const added = await admin
    .post("/api/customize/products/fields")
    .send({ key: "colour", type: "enum", values: ["red", "blue"], labels: { en: "Colour" }, filterable: true, sortable: true });
  expect(added.status).toBe(201);
});
afterAll(() => ctx.close());

const reds = {
  name: "Red ones",
  columns: ["code", "name", "cf_colour"],
  filters: [{ field: "cf_colour", operator: "eq", value: "red" }],
  sort: [{ field: "price", order: "desc" }],
};

describe("saved views", () => {
  let id: number;

  it("a user saves views of a list, custom fields included, and picks a default", async () => {
    const created = await sales.agent.post("/api/products/views").send({ ...reds, is_default: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...reds, entity: "products", is_default: true });
    id = created.body.id;
    const second = await sales.agent
      .post("/api/products/views")
      .send({ name: "Cheap", filters: [{ field: "price", operator: "lte", value: 10 }], is_default: true });
    expect(second.status).toBe(201);
    const views = (await sales.agent.get("/api/products/views")).body;
    expect(views.map((v: { name: string; is_default: boolean }) => [v.name, v.is_default])).toEqual([
      ["Cheap", true],
      ["Red ones", false],
    ]);
    expect(
      await ctx.db("behaviour_logs").where({ target: "saved-views", action: "create", user_id: sales.user.id }).count({ n: "*" }).first(),
    ).toEqual({ n: 2 });
  });

  it("views are their owner's only", async () => {
    expect((await other.agent.get("/api/products/views")).body).toEqual([]);
    expect((await other.agent.patch(`/api/products/views/${id}`).send({ name: "Mine" })).status).toBe(404);
    expect((await other.agent.delete(`/api/products/views/${id}`)).status).toBe(404);
    // the same name is another user's to take
    expect((await other.agent.post("/api/products/views").send({ name: "Red ones" })).status).toBe(201);
  });

  it("changes and deletes a view; names are unique per user and list", async () => {
    const renamed = await sales.agent.patch(`/api/products/views/${id}`).send({ name: "Reds", is_default: true });
    expect(renamed.body).toMatchObject({ name: "Reds", is_default: true, columns: reds.columns });
    expect(
      (await sales.agent.get("/api/products/views")).body.filter((v: { is_default: boolean }) => v.is_default).map((v: { name: string }) => v.name),
    ).toEqual(["Reds"]);
    const taken = await sales.agent.post("/api/products/views").send({ name: "CHEAP" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: "This value is already in use" });
    expect((await sales.agent.delete(`/api/products/views/${id}`)).status).toBe(200);
    expect((await sales.agent.get("/api/products/views")).body.map((v: { name: string }) => v.name)).toEqual(["Cheap"]);
  });

  it.each([
    ["no name", { columns: ["code"] }, { name: "input can not be empty" }],
    ["an unknown column", { name: "X", columns: ["nope"] }, { columns: "Invalid value" }],
    ["a filter on an unknown field", { name: "X", filters: [{ field: "cf_nope", operator: "eq", value: 1 }] }, { filters: "Invalid value" }],
    ["a sort by a field that does not sort", { name: "X", sort: [{ field: "description", order: "asc" }] }, { sort: "Invalid value" }],
  ])("refuses %s", async (_name, body, errors) => {
    const res = await sales.agent.post("/api/products/views").send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it("only for lists the user may see", async () => {
    expect((await sales.agent.get("/api/employees/views")).status).toBe(403);
    expect((await sales.agent.get("/api/users/views")).status).toBe(403);
  });
});
