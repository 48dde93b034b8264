/**
 * TEST SCAFFOLDING standing in for the network: a scripted /api/auth for the real authProvider.
 * Only axios' transport (the adapter) is replaced, for the auth client and for plain axios (which
 * fetches the CSRF token); every request is recorded.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { resetCsrfToken } from "../providers/http";
import { authClient, forgetSession } from "../providers/session";

export type Reply = { status: number; data?: unknown };
export type Seen = { method: string; url: string; headers: AxiosHeaders; form: Record<string, string> };

export const fakeAuthServer = () => {
  const seen: Seen[] = [];
  const replies: Record<string, Reply | (() => Reply)> = {
    "GET /api/auth/csrf": { status: 200, data: { csrfToken: "tok-1" } },
    "GET /api/auth/session": { status: 200, data: null },
    "POST /api/auth/signout": { status: 200, data: { url: "/auth/login" } },
  };
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? "get").toUpperCase();
    const url = config.url ?? "";
    const body = config.data instanceof URLSearchParams ? config.data.toString() : typeof config.data === "string" ? config.data : "";
    seen.push({ method, url, headers: AxiosHeaders.from(config.headers), form: Object.fromEntries(new URLSearchParams(body)) });
    const scripted = replies[`${method} ${url}`] ?? { status: 404, data: { message: "Not found" } };
    const reply = typeof scripted === "function" ? scripted() : scripted;
    const response = { data: reply.data, status: reply.status, statusText: "", headers: new AxiosHeaders(), config };
    if (reply.status >= 400) throw new AxiosError("failed", "ERR_BAD_REQUEST", config, undefined, response);
    return response;
  };
  authClient.defaults.adapter = adapter;
  axios.defaults.adapter = adapter;
  resetCsrfToken();
  forgetSession();
  return { seen, replies };
};

/** A session as GET /api/auth/session answers it; the name says the roles ("Sam Sales" by default). */
export const demoSession = (roles = ["SALES"]) => ({
  user: { id: 2, name: roles.join(", ") === "SALES" ? "Sam Sales" : `${roles.join(" + ")} User`, email: "sales@erp.local", roles },
  expires: "2030-01-01T00:00:00.000Z",
});
