import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject } from "vitest";

/**
 * Debian's chromium, never a downloaded browser; a fresh profile per launch. playwright refuses a
 * `--user-data-dir` argument in `launch()` and always starts from a new temporary profile of its
 * own; the directory made here is the browser's TMPDIR, removed on close.
 */
export const launch = async (): Promise<{ browser: Browser; close: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), "erp-chromium-"));
  const browser = await chromium.launch({
    env: { ...process.env, TMPDIR: profile },
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

export const baseUrl = () => inject("baseUrl");

/** A page as a journey wants it: its window's size (1440 x 900 unless said) and the UI's language (English unless said). */
export type PageOptions = {
  viewport?: { width: number; height: number };
  /** Stored where the admin reads it (localStorage `erp.language`) before the first page loads. */
  language?: "en" | "zh_Hant";
};

export const newPage = async (
  browser: Browser,
  { viewport = { width: 1440, height: 900 }, language }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> => {
  // reduced motion: the admin then opens dialogs and menus without animation (providers/theme.ts), so a click lands where it was aimed
  const context = await browser.newContext({
    baseURL: baseUrl(),
    acceptDownloads: true,
    viewport,
    reducedMotion: "reduce",
    storageState: language ? { cookies: [], origins: [{ origin: baseUrl(), localStorage: [{ name: "erp.language", value: language }] }] } : undefined,
  });
  const page = await context.newPage();
  return { context, page };
};

/** The demo users' password, as global-setup gives it to the server. */
export const demoPassword = () => process.env.DEMO_PASSWORD ?? "erp-demo-2026";

/** Signs a page's (or a context's) session in through the API's own calls (CSRF token, then the credentials callback). */
export const signInThroughApi = async (target: Page | BrowserContext, email: string, password = demoPassword()): Promise<void> => {
  const { csrfToken } = await (await target.request.get("/api/auth/csrf")).json();
  const response = await target.request.post("/api/auth/callback/credentials", {
    data: { csrfToken, email, password, callbackUrl: "/" },
  });
  expect(response.status(), `sign in as ${email}`).toBe(200);
};

/**
 * A journey's page signed in as `email` (through the API, no sign-in screen), in a browser of its own
 * or, given `browser`, in a new context of that one (a second user beside the first). `close` ends
 * what was opened here: the browser, or only the context.
 */
export const signedInPage = async (
  email: string,
  { browser, password, ...options }: PageOptions & { browser?: Browser; password?: string } = {},
): Promise<{ browser: Browser; context: BrowserContext; page: Page; close: () => Promise<void> }> => {
  const launched = browser ? undefined : await launch();
  const owner = browser ?? launched!.browser;
  try {
    const { context, page } = await newPage(owner, options);
    await signInThroughApi(page, email, password);
    return { browser: owner, context, page, close: launched?.close ?? (() => context.close()) };
  } catch (error) {
    await launched?.close(); // a journey whose set-up failed leaves no browser behind
    throw error;
  }
};

/** GET from the API with the page's session; expects 200. */
export const getJson = async <T>(page: Page, path: string): Promise<T> => {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};

/**
 * Picks an option of the antd select holding `selector` (searchable ones get `search` typed first).
 * The select itself is clicked (one with a value shows it over its input), and the option is looked
 * for in that select's own dropdown (its listbox id), not in another one still fading out.
 */
export const choose = async (page: Page, selector: string, option: string, search?: string): Promise<void> => {
  const select = page.locator(".ant-select:visible", { has: page.locator(selector) }).first();
  await select.click();
  if (search) await page.locator(selector).fill(search);
  const combobox = select.locator("input[role=combobox]");
  await expect.poll(() => combobox.getAttribute("aria-controls")).toBeTruthy();
  const listbox = await combobox.getAttribute("aria-controls");
  const dropdown = page.locator(".ant-select-dropdown", { has: page.locator(`[id="${listbox}"]`) });
  await dropdown.locator(".ant-select-item-option", { hasText: option }).first().click();
};

/** Waits for a notification; on timeout the error lists the notifications that did show. */
export const expectNotice = async (page: Page, text: string): Promise<void> => {
  const notice = page.locator(".ant-notification-notice", { hasText: text });
  try {
    await expect.poll(() => notice.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  } catch {
    const shown = await page.locator(".ant-notification-notice").allTextContents();
    throw new Error(`no notice "${text}"; shown: ${JSON.stringify(shown)}`);
  }
};

/**
 * Runs one of a record page's actions by its label: the primary button when it bears the label, else
 * the item of the "More" menu (the page's access checks may take a moment: tried again).
 */
export const recordAction = async (page: Page, label: string): Promise<void> => {
  const primary = page.locator(".erp-record-actions .ant-btn-primary", { hasText: label });
  const more = page.getByTestId("record-more");
  await more.waitFor({ timeout: 20_000 });
  for (let attempt = 0; attempt < 10; attempt++) {
    if (await primary.count()) return primary.first().click();
    await more.click();
    const menu = page.locator(".ant-dropdown:not(.ant-dropdown-hidden)").last();
    await menu.waitFor();
    const item = menu.locator("[role=menuitem]", { hasText: label });
    if (await item.count()) return item.first().click();
    await more.click(); // closed again: the actions may still be arriving
    await page.waitForTimeout(1_000);
  }
  throw new Error(`no action "${label}" on ${page.url()}`);
};

/** Answers yes to the question an action asks (antd's confirm dialog), by its OK button's label. */
export const confirmDialog = async (page: Page, ok: string): Promise<void> => {
  await page.locator(".ant-modal-confirm:visible .ant-modal-confirm-btns button", { hasText: ok }).click();
};

/** The CSRF token a page's session writes with (the `erp.csrf` cookie's), for API writes from a journey. */
export const csrfTokenOf = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((c) => c.name === "erp.csrf")?.value ?? "";
  return decodeURIComponent(cookie).split("|")[0];
};

/** A form's Save button (its icon names itself "save" before the text), never "Save and add another" beside it. */
export const saveButton = { name: /^(save )?Save$/ };
