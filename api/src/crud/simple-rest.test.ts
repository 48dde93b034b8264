import dataProvider from "@refinedev/simple-rest";
import axios from "axios";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestApp } from "../test/harness";
import { createUser, testPassword } from "../test/session";

/** Refine's own, unmodified simple-rest data provider against a listening API. */
let ctx: Awaited<ReturnType<typeof openTestApp>>;
let server: Server;
let provider: ReturnType<typeof dataProvider>;

beforeAll(async () => {
  ctx = await openTestApp();
  server = ctx.app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  // Sign in as a browser would: CSRF cookie + token, then the credentials call; keep both cookies.
  const { email } = await createUser(ctx.db, { email: "rest@test.local", roles: ["SALES"] });
  const csrf = await fetch(`${base}/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const csrfCookie = csrf.headers.getSetCookie()[0].split(";")[0];
  const signIn = await fetch(`${base}/auth/callback/credentials`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password: testPassword, callbackUrl: "/", json: "true" }),
  });
  const sessionCookie = signIn.headers.getSetCookie()[0].split(";")[0];
  // The same error mapping the stock provider's default axios instance has, on an instance with our headers.
  const http = axios.create({ headers: { Cookie: `${csrfCookie}; ${sessionCookie}`, "X-CSRF-Token": csrfToken } });
  http.interceptors.response.use(undefined, (error) =>
    Promise.reject({ ...error, message: error.response?.data?.message, statusCode: error.response?.status }),
  );
  provider = dataProvider(base, http);
});
afterAll(async () => {
  server.close();
  await ctx.close();
});

describe("@refinedev/simple-rest against the API", () => {
  it("create, getList with filters/sorters/pagination, getMany, getOne, update, deleteOne", async () => {
    const { data: category } = await provider.create({ resource: "product-categories", variables: { name: "Garden" } });
    for (const [code, name, price] of [
      ["G-1", "Rake", "19.90"],
      ["G-2", "Hose 20m", "89.00"],
      ["G-3", "Garden gloves", "25.00"],
      ["G-4", "Hoe", "45.00"],
    ])
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

    const search = await provider.getList({
      resource: "products",
      filters: [
        { field: "name", operator: "contains", value: "HO" },
        { field: "q", operator: "eq", value: "ho" },
      ],
    });
    expect(search.data.map((p) => p.code).sort()).toEqual(["G-2", "G-4"]);

    const many = await provider.getMany({ resource: "products", ids: page.data.map((p) => p.id as number) });
    expect(many.data).toHaveLength(2);

    const one = await provider.getOne({ resource: "products", id: page.data[0].id as number });
    expect(one.data.name).toBe("Hose 20m");
    // a list's timestamps are written as a record's are (the list builds no Dates: db/timestamps.ts)
    expect(one.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect({ created_at: page.data[0].created_at, updated_at: page.data[0].updated_at }).toEqual({
      created_at: one.data.created_at,
      updated_at: one.data.updated_at,
    });

    const updated = await provider.update({ resource: "products", id: one.data.id as number, variables: { price: 79 } });
    expect(updated.data.price).toBe("79.00");

    await provider.deleteOne({ resource: "products", id: one.data.id as number });
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
