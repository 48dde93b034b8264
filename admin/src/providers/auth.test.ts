import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoSession, fakeAuthServer } from "../test/authServer";
import { authProvider, SignInError } from "./auth";
import i18n from "./i18n";
import { loginUrl, sameSitePath } from "./session";

let server: ReturnType<typeof fakeAuthServer>;
beforeEach(() => {
  server = fakeAuthServer();
  window.history.replaceState(null, "", "/sales/product?currentPage=2");
});
afterEach(() => i18n.changeLanguage("en"));

const calls = () => server.seen.map((c) => `${c.method} ${c.url}`);

describe("authProvider", () => {
  it("signs in with the seed's form (csrfToken, callbackUrl, json, email, password), then refetches the token and the session", async () => {
    server.replies["POST /api/auth/callback/credentials"] = { status: 200, data: { url: "/sales/product" } };
    server.replies["GET /api/auth/session"] = { status: 200, data: demoSession() };
    const result = await authProvider.login({ email: "sales@erp.local", password: "pw", callbackUrl: "/sales/product" });
    expect(result).toEqual({ success: true, redirectTo: "/sales/product" });
    const post = server.seen.find((c) => c.url === "/api/auth/callback/credentials")!;
    expect(post.form).toEqual({ email: "sales@erp.local", password: "pw", callbackUrl: "/sales/product", csrfToken: "tok-1", json: "true" });
    expect(post.headers.get("X-CSRF-Token")).toBe("tok-1");
    expect(calls()).toEqual(["GET /api/auth/csrf", "POST /api/auth/callback/credentials", "GET /api/auth/session"]);
    expect(await authProvider.getIdentity!()).toMatchObject({ name: "Sam Sales", roles: ["SALES"] });

    // the next write asks for a fresh CSRF token
    server.seen.length = 0;
    await authProvider.logout({});
    expect(calls()[0]).toBe("GET /api/auth/csrf");
  });

  it("lands only on same-site paths", async () => {
    server.replies["POST /api/auth/callback/credentials"] = { status: 200, data: { url: "https://evil.example/steal" } };
    expect(await authProvider.login({ email: "a@b.co", password: "pw", callbackUrl: "//evil.example" })).toEqual({ success: true, redirectTo: "/" });
    expect(server.seen.find((c) => c.method === "POST")!.form.callbackUrl).toBe("/");
    expect(
      ["/sales/product?x=1#top", "https://evil.example/", "//evil.example/a", "/auth/login?callbackUrl=/x", "", undefined].map(sameSitePath),
    ).toEqual(["/sales/product?x=1#top", "/", "/", "/", "/", "/"]);
  });

  it("returns the server's translated message and per-field errors on failure", async () => {
    server.replies["POST /api/auth/callback/credentials"] = {
      status: 401,
      data: {
        url: "/auth/login?error=WrongPassword&callbackUrl=%2F",
        error: "WrongPassword",
        message: "Wrong password, please check your password",
        errors: { password: "Wrong password, please check your password" },
      },
    };
    const result = await authProvider.login({ email: "sales@erp.local", password: "nope" });
    expect(result.success).toBe(false);
    const error = result.error as SignInError;
    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({ name: "Sign-in failed", code: "WrongPassword", message: "Wrong password, please check your password" });
    expect(error.fields).toEqual({ password: "Wrong password, please check your password" });
    // one attempt only: a refused sign-in is never retried (it counts towards the rate limit)
    expect(calls().filter((c) => c.startsWith("POST"))).toHaveLength(1);
  });

  it("says 'fail to fetch data from server' when the server does not answer", async () => {
    server.replies["POST /api/auth/callback/credentials"] = () => {
      throw new Error("network down");
    };
    const result = await authProvider.login({ email: "sales@erp.local", password: "pw" });
    expect(result.error).toMatchObject({ message: "fail to fetch data from server" });
  });

  it("signs out with the CSRF token, forgets the session and goes to /auth/login", async () => {
    server.replies["GET /api/auth/session"] = { status: 200, data: demoSession() };
    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: "/auth/login" });
    const post = server.seen.find((c) => c.url === "/api/auth/signout")!;
    expect(post.headers.get("X-CSRF-Token")).toBe("tok-1");
    expect(post.form).toMatchObject({ csrfToken: "tok-1", json: "true", callbackUrl: "/auth/login" });
    server.seen.length = 0;
    expect(await authProvider.getIdentity!()).toBeNull();
    expect(calls()).toEqual([]); // known without asking
  });

  it("retries a sign-out refused for a stale CSRF token once, with a fresh one", async () => {
    let refusals = 1;
    server.replies["POST /api/auth/signout"] = () =>
      refusals-- > 0 ? { status: 403, data: { message: "csrf" } } : { status: 200, data: { url: "/auth/login" } };
    await authProvider.logout({});
    expect(calls()).toEqual(["GET /api/auth/csrf", "POST /api/auth/signout", "GET /api/auth/csrf", "POST /api/auth/signout"]);
  });

  it("check: without a session, the login page with callbackUrl (where we are) and SessionRequired", async () => {
    const result = await authProvider.check();
    expect(result).toMatchObject({
      authenticated: false,
      redirectTo: "/auth/login?callbackUrl=%2Fsales%2Fproduct%3FcurrentPage%3D2&error=SessionRequired",
    });
    expect(result.error?.message).toBe("Please sign in to continue");
    expect(loginUrl("/")).toBe("/auth/login"); // the start page needs neither
  });

  it("onError: 401 signs out towards the login page with callbackUrl; 403 stays (the notification says why)", async () => {
    expect(await authProvider.onError({ statusCode: 401, message: "Please sign in to continue" })).toMatchObject({
      logout: true,
      redirectTo: "/auth/login?callbackUrl=%2Fsales%2Fproduct%3FcurrentPage%3D2&error=SessionRequired",
    });
    expect(await authProvider.onError({ statusCode: 403, message: "Your role does not allow this action" })).toEqual({});
  });

  it("asks for messages in the UI's language", async () => {
    await i18n.changeLanguage("zh_Hant");
    await authProvider.check();
    expect(server.seen.find((c) => c.url === "/api/auth/session")!.headers.get("Accept-Language")).toBe("zh-Hant");
  });
});
