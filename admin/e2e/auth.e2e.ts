import { registry } from "@erp/api/modules";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import en from "../../locales/en/common.json";
import { launch, newPage } from "./browser";

/**
 * Sign-in, sessions and roles on the real app (built admin + API + demo users), through the
 * login page. Few wrong passwords on purpose: the API rate-limits failed sign-ins per IP.
 */
const password = process.env.DEMO_PASSWORD ?? "erp-demo-2026";

/** The role table (docs/ARCHITECTURE.md, "Roles"); the menu shows the groups that have screens today. */
const designTable: Record<string, string[]> = {
  ADMIN: ["dashboard", "sales", "service", "quotation", "accounting", "human-resource", "vendor", "partner", "settings"],
  SALES: ["dashboard", "sales", "service", "quotation", "accounting", "vendor", "partner"],
  HR: ["dashboard", "sales", "service", "quotation", "human-resource", "vendor", "partner"],
  ACCOUNTING: ["dashboard", "sales", "service", "quotation", "accounting"],
};
const groupsWithScreens = new Set([...registry.entities, ...registry.pages].map((member) => member.group));
const expectedMenu = (role: string) =>
  designTable[role].filter((group) => groupsWithScreens.has(group as never)).map((group) => en.menu[group as keyof typeof en.menu]);

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  ({ browser, close } = await launch());
});
afterAll(async () => close?.());
beforeEach(async () => {
  ({ context, page } = await newPage(browser)); // a fresh context: no session, no cookies
});
afterEach(async () => context?.close());

const path = () => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const fillLogin = async (email: string, secret: string) => {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
};

const signIn = async (email: string) => {
  await page.goto("/auth/login");
  await fillLogin(email, password);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe("/auth/login");
};

/** The side menu's top-level groups, expanded. */
const menuGroups = async () => {
  await page.locator(".ant-layout-sider-trigger").click();
  await expect.poll(() => page.locator(".ant-layout-sider-collapsed").count()).toBe(0);
  await expect.poll(() => page.locator(".ant-layout-sider .ant-menu-item").count(), { timeout: 20_000 }).toBeGreaterThan(0);
  // a group is a submenu, or a single entry of its own (the dashboard); document order
  return page
    .locator(".ant-layout-sider .ant-menu-root > li.ant-menu-item, .ant-layout-sider .ant-menu-root > li > .ant-menu-submenu-title")
    .allTextContents();
};

describe("sign-in and roles", () => {
  it("callbackUrl round trip: a signed-out visit goes to the login page and, after sign-in, back", async () => {
    await page.goto("/sales/product");
    await expect.poll(path, { timeout: 20_000 }).toBe("/auth/login?callbackUrl=%2Fsales%2Fproduct&error=SessionRequired");
    await expect.poll(() => page.getByText("Please sign in to continue").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator(".ant-layout-sider").count()).toBe(0); // nothing of the protected page
    await fillLogin("sales@erp.local", password);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe("/sales/product");
    await expect.poll(() => page.locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it("shows the server's messages: unknown e-mail, wrong password (also in Traditional Chinese)", async () => {
    await page.goto("/auth/login");
    await fillLogin("nobody@erp.local", "whatever-1");
    await expect.poll(() => page.getByText("Can not find this user, please check your email and password").count(), { timeout: 20_000 }).toBe(1);
    await fillLogin("hr@erp.local", "not-the-password");
    await expect.poll(() => page.getByText("Wrong password, please check your password").count(), { timeout: 20_000 }).toBe(1);
    expect(path()).toBe("/auth/login");

    // the sign-in page's language choice is the browser's own select (a light first page)
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "繁體中文" });
    await page.getByLabel("電子郵件").fill("accounting@erp.local");
    await page.getByLabel("密碼").fill("not-the-password");
    await page.locator("button[type=submit]").click();
    await expect.poll(() => page.getByText("密碼錯誤，請檢查您的密碼").count(), { timeout: 20_000 }).toBe(1);
  });

  for (const [role, email] of [
    ["ADMIN", "admin@erp.local"],
    ["SALES", "sales@erp.local"],
    ["HR", "hr@erp.local"],
    ["ACCOUNTING", "accounting@erp.local"],
  ]) {
    it(`${role} sees exactly its menu groups and its name in the header`, async () => {
      await signIn(email);
      expect(await menuGroups()).toEqual(expectedMenu(role));
      const identity = await (await page.request.get("/api/auth/session")).json();
      expect(identity.user.roles).toEqual([role]);
      await expect.poll(() => page.locator(".ant-layout-header").textContent()).toContain(identity.user.name);
    });
  }

  it("a SALES user typing /settings/user is refused (the page and the API)", async () => {
    await signIn("sales@erp.local");
    await page.goto("/settings/user");
    await expect.poll(() => page.getByText("Your role does not allow you to open this page.").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator("tbody tr.ant-table-row").count()).toBe(0);
    const api = await page.request.get("/api/users");
    expect(api.status()).toBe(403);
    expect((await api.json()).message).toBe("Your role does not allow this action");
  });

  it("logout returns to /auth/login and the session is gone", async () => {
    await signIn("admin@erp.local");
    await page.locator(".ant-layout-header button[aria-label='User menu']").click();
    await page.getByText("Logout").click();
    await expect.poll(path, { timeout: 20_000 }).toBe("/auth/login");
    expect(await page.getByText("Please sign in to continue").count()).toBe(0);
    expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();
    await page.goto("/settings/user");
    await expect.poll(path, { timeout: 20_000 }).toBe("/auth/login?callbackUrl=%2Fsettings%2Fuser&error=SessionRequired");
  });

  it("an admin's session that ends elsewhere is noticed when the window becomes visible again", async () => {
    await signIn("admin@erp.local");
    await page.goto("/settings/behaviour-log");
    await expect.poll(() => page.locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // signed out by another tab of the same browser
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    expect((await page.request.post("/api/auth/signout", { form: { csrfToken, json: "true" } })).status()).toBe(200);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe("/auth/login");
    // back to the same list, table state (page, sort) included
    const query = new URL(page.url()).searchParams;
    expect(query.get("error")).toBe("SessionRequired");
    expect(query.get("callbackUrl")).toMatch(/^\/settings\/behaviour-log\?.*currentPage=1/);
    await expect.poll(() => page.getByText("Please sign in to continue").count(), { timeout: 20_000 }).toBe(1);
  });
});
