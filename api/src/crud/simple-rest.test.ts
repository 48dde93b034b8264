import dataProvider from "@refinedev/simple-rest";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";

/** Refine's own, unmodified simple-rest data provider against a listening API. */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let server: Server;
let provider: ReturnType<typeof dataProvider>;

beforeAll(async () => {
  ctx = await openTestApp();
  server = ctx.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  provider = dataProvider(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
});
afterAll(async () => {
  server.close();
  await ctx.close();
});

describe("@refinedev/simple-rest against the API", () => {
  it("create, getList with filters/sorters/pagination, getMany, getOne, update, deleteOne", async () => {
    const { data: category } = await provider.create({ resource: "product-categories", variables: { name: "Garden" } });
    for (const [code, name, price] of [["G-1", "Rake", "19.90"], ["G-2", "Hose 20m", "89.00"], ["G-3", "Garden gloves", "25.00"], ["G-4", "Hoe", "45.00"]])
      await provider.create({ resource: "products", variables: { code, name, price, category_id: category.id } });

    const page = await provider.getList({
      resource: "products",
      pagination: { currentPage: 1, pageSize: 2 },
      sorters: [{ field: "price", order: "desc" }],
      filters: [
        { field: "category_id", operator: "eq", value: category.id },
        { field: "price", operator: "gte", value: 20 },
        { field: "code", operator: "ne", value: "G-4" },
      ],
    });
    expect(page.total).toBe(2);
    expect(page.data.map((p) => p.code)).toEqual(["G-2", "G-3"]);

    const search = await provider.getList({ resource: "products", filters: [{ field: "name", operator: "contains", value: "HO" }, { field: "q", operator: "eq", value: "ho" }] });
    expect(search.data.map((p) => p.code).sort()).toEqual(["G-2", "G-4"]);

    const many = await provider.getMany({ resource: "products", ids: page.data.map((p) => p.id!) });
    expect(many.data).toHaveLength(2);

    const one = await provider.getOne({ resource: "products", id: page.data[0].id! });
    expect(one.data.name).toBe("Hose 20m");

    const updated = await provider.update({ resource: "products", id: one.data.id, variables: { price: 79 } });
    expect(updated.data.price).toBe("79.00");

    await provider.deleteOne({ resource: "products", id: one.data.id });
    const trash = await provider.getList({ resource: "products", filters: [{ field: "deleted", operator: "eq", value: "true" }] });
    expect(trash.data.map((p) => p.code)).toEqual(["G-2"]);
  });

  it("errors reach Refine as HttpError with message and status", async () => {
    await expect(provider.create({ resource: "products", variables: { name: "x" } })).rejects.toMatchObject({
      statusCode: 400,
      message: "input can not be empty",
    });
    await expect(provider.getOne({ resource: "products", id: 424242 })).rejects.toMatchObject({ statusCode: 404, message: "Not found" });
  });
});
