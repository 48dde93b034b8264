import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, signedInPage } from "./browser";

/**
 * The Content-Security-Policy the server sends (api/src/http/headers.ts) is one the admin
 * satisfies: every screen of the ADMIN's menu (each entity's list and create form, each page) loads
 * without a single `securitypolicyviolation` event or CSP console message.
 */
let close: () => Promise<void>;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  let context: BrowserContext;
  ({ page, context, close } = await signedInPage("admin@erp.local"));
  // every tab of the context reports its violations
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
});
afterAll(async () => close?.());

/** Loads each route in `tab` and keeps what it reported. */
const visit = async (tab: Page, routes: string[]) => {
  for (const route of routes) {
    await tab.goto(route);
    await tab.waitForLoadState("networkidle");
    const seen = await tab.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    for (const v of seen) violations.push(`${route}: ${v}`);
  }
};

describe("the admin under its Content-Security-Policy", () => {
  it("raises no CSP violation on any screen", async () => {
    const first = await page.goto("/");
    expect(first?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    const registry = await getJson<{ entities: { route: string; operations?: string[] }[]; pages: { route: string }[] }>(page, "/api/meta/entities");
    const routes = [
      ...registry.pages.map((p) => p.route),
      ...registry.entities.flatMap((e) => [e.route, ...(!e.operations || e.operations.includes("create") ? [`${e.route}/create`] : [])]),
    ];
    expect(routes.length).toBeGreaterThan(30);
    // three tabs share the routes: most of a visit is waiting for the network to go quiet
    const tabs = [page, await page.context().newPage(), await page.context().newPage()];
    const share = (i: number) => routes.filter((_, n) => n % tabs.length === i);
    await Promise.all(tabs.map((tab, i) => visit(tab, share(i))));
    expect(violations).toEqual([]);
  }, 300_000);
});
