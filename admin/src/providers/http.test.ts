import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDataProvider } from "./data";
import { createHttpClient, resetCsrfToken } from "./http";
import i18n from "./i18n";

/**
 * The real axios client and the stock simple-rest provider; only axios' transport (the adapter)
 * is replaced by a scripted one, which is TEST SCAFFOLDING standing in for the network.
 */
type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | "network-error";
const seen: InternalAxiosRequestConfig[] = [];
let replies: Record<string, Reply> = {};

const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const key = `${config.method?.toUpperCase()} ${config.url}`;
  const reply = replies[key] ?? replies[`${config.method?.toUpperCase()} *`] ?? { status: 404, data: { message: "Not found" } };
  if (reply === "network-error") throw new AxiosError("Network Error", "ERR_NETWORK", config);
  const response = { data: reply.data, status: reply.status, statusText: "", headers: new AxiosHeaders(reply.headers ?? {}), config };
  if (reply.status >= 400) throw new AxiosError("failed", "ERR_BAD_REQUEST", config, undefined, response);
  return response;
};

const setup = () => {
  const client = createHttpClient();
  client.defaults.adapter = adapter;
  return { client, provider: createDataProvider(client) };
};

beforeEach(() => {
  seen.length = 0;
  replies = {};
  resetCsrfToken();
  axios.defaults.adapter = adapter; // the CSRF token is fetched with plain axios
});
afterEach(() => i18n.changeLanguage("en"));

describe("http client", () => {
  it("sends Accept-Language from the UI language on every request", async () => {
    replies = { "GET *": { status: 200, data: [], headers: { "x-total-count": "0" } } };
    const { provider } = setup();
    await provider.getList({ resource: "products" });
    await i18n.changeLanguage("zh_Hant");
    await provider.getList({ resource: "products" });
    expect(seen.map((c) => AxiosHeaders.from(c.headers).get("Accept-Language"))).toEqual(["en", "zh-Hant"]);
    expect(seen[0].withCredentials).toBe(true);
  });

  it("sends the CSRF token (fetched once) on writes, and none while /api/auth/csrf answers 404", async () => {
    replies = {
      "GET /api/auth/csrf": { status: 200, data: { csrfToken: "tok" } },
      "POST /api/products": { status: 201, data: { id: 1 } },
      "PATCH /api/products/1": { status: 200, data: { id: 1 } },
    };
    const { provider } = setup();
    await provider.create({ resource: "products", variables: {} });
    await provider.update({ resource: "products", id: 1, variables: {} });
    const writes = seen.filter((c) => c.method !== "get");
    expect(writes.map((c) => AxiosHeaders.from(c.headers).get("X-CSRF-Token"))).toEqual(["tok", "tok"]);
    expect(seen.filter((c) => c.url === "/api/auth/csrf")).toHaveLength(1);

    resetCsrfToken();
    replies["GET /api/auth/csrf"] = { status: 404, data: { message: "Not found" } };
    seen.length = 0;
    await provider.create({ resource: "products", variables: {} });
    expect(AxiosHeaders.from(seen.at(-1)!.headers).has("X-CSRF-Token")).toBe(false);
  });

  it("after a 403 on a write fetches a fresh CSRF token and retries once", async () => {
    replies = {
      "GET /api/auth/csrf": { status: 200, data: { csrfToken: "old" } },
      "POST /api/products": { status: 403, data: { message: "Invalid CSRF token" } },
    };
    const { provider } = setup();
    await expect(provider.create({ resource: "products", variables: {} })).rejects.toMatchObject({ statusCode: 403 });
    const sent = seen.filter((c) => c.method === "post").map((c) => AxiosHeaders.from(c.headers).get("X-CSRF-Token"));
    expect(sent).toEqual(["old", "old"]); // retried once, then gave up
    expect(seen.filter((c) => c.url === "/api/auth/csrf")).toHaveLength(2);
  });

  it("maps errors to Refine's HttpError with the server's message and per-field errors", async () => {
    replies = { "POST /api/products": { status: 422, data: { message: "Bad input", errors: { price: "Value cannot be negative" } } } };
    const { provider } = setup();
    await expect(provider.create({ resource: "products", variables: {} })).rejects.toEqual({
      message: "Bad input",
      statusCode: 422,
      errors: { price: "Value cannot be negative" },
    });
  });

  it("reports network failures as 'fail to fetch data from server' and bodies without a message as 'Unknown Error', translated", async () => {
    const { provider } = setup();
    replies = { "GET *": "network-error" };
    await expect(provider.getOne({ resource: "products", id: 1 })).rejects.toMatchObject({ message: "fail to fetch data from server" });
    replies = { "GET *": { status: 500, data: "<html>" } };
    await i18n.changeLanguage("zh_Hant");
    await expect(provider.getOne({ resource: "products", id: 1 })).rejects.toMatchObject({ message: "未知錯誤", statusCode: 500 });
  });

  it("marks a list whose total the API only estimated", async () => {
    const { provider } = setup();
    replies = { "GET *": { status: 200, data: [{ id: 1 }], headers: { "x-total-count": "10000", "x-total-count-estimated": "true" } } };
    await expect(provider.getList({ resource: "products" })).resolves.toMatchObject({ total: 10000, totalEstimated: true });
    replies = { "GET *": { status: 200, data: [{ id: 1 }], headers: { "x-total-count": "1" } } };
    await expect(provider.getList({ resource: "products" })).resolves.toMatchObject({ total: 1, totalEstimated: false });
  });
});
