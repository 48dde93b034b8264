import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInPage } from "./browser";

/**
 * The API's reference (`/api/docs`, api/src/openapi/routes.ts) renders the OpenAPI document with
 * Scalar, loaded from this server, under a Content-Security-Policy of its own that it satisfies
 * (no violation); the admin's pages keep theirs and never load the renderer.
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;
const violations: string[] = [];
const scripts: string[] = [];

beforeAll(async () => {
  ({ browser, page, close } = await signedInPage("admin@erp.local"));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const seen = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
});
afterAll(async () => close?.());

const seenViolations = async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))];

describe("the API reference at /api/docs", () => {
  it("renders the document's operations under its own policy, without a violation", async () => {
    const response = await page.goto("/api/docs");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("script-src 'self' 'unsafe-eval'");
    // the reference lists the operations the ADMIN may call, by tag and summary; one opens
    await page.getByText("partners", { exact: true }).first().click({ timeout: 30_000 });
    await page.getByText("Add a ledger entry: exactly one of debit and credit").first().click();
    await page.waitForLoadState("networkidle");
    expect(await seenViolations()).toEqual([]);
    expect(scripts).toContain("/api/docs/scalar.js");
  }, 90_000);

  it("is the only page with that policy: the admin keeps its own and never loads the renderer", async () => {
    scripts.length = 0;
    const response = await page.goto("/");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-eval");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes("scalar"))).toEqual([]);
    expect(await seenViolations()).toEqual([]);
  });

  it("needs that policy: under the admin's, the renderer is refused what it does", async () => {
    const { page: strict } = await signedInPage("admin@erp.local", { browser });
    await strict.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const seen = ((window as unknown as { __csp?: string[] }).__csp ??= []);
        seen.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const adminPolicy = (await strict.request.get("/")).headers()["content-security-policy"];
    await strict.route("**/api/docs", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": adminPolicy } });
    });
    await strict.goto("/api/docs");
    await strict.getByText("partners", { exact: true }).first().click({ timeout: 30_000 });
    await strict.getByText("Add a ledger entry: exactly one of debit and credit").first().click();
    await strict.waitForLoadState("networkidle");
    await expect
      .poll(() => strict.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []), { timeout: 10_000 })
      .toContain("script-src eval");
  }, 90_000);
});
