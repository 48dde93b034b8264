import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

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

export const newPage = async (browser: Browser): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  return { context, page };
};
