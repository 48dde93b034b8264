import { registry } from "@erp/api/modules";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getJson, signedInPage } from "./browser";
import { layoutFindings, moveTo, trackRequests, watchMutations } from "./survey";

/**
 * A clerk working in 繁體中文 (issue 25 item 12), at 1440 x 900 and 390 x 844: labels and table
 * headers never break inside a word ("報價單號/碼", "致客/戶"), two-character buttons read as written
 * ("結賬", not antd's "結 賬"), a required field's message names the field, pickers' placeholders are
 * Chinese (no "YYYY/MM"), and the page says it is Chinese (<html lang="zh-Hant">).
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ browser, page, close } = await signedInPage("admin@erp.local", { language: "zh_Hant" }));
});
afterAll(async () => close?.());

/** Labels, headers, tags and buttons on the page whose one word (no space in it) is laid out on more than one line. */
const brokenWords = (target: Page) =>
  target.evaluate(() => {
    const selectors = [
      ".ant-form-item-label > label",
      ".ant-table-thead th",
      ".ant-descriptions-item-label",
      ".ant-btn",
      ".ant-tag",
      ".ant-card-head-title",
      ".ant-statistic-title",
      ".ant-menu-title-content",
    ];
    const broken: string[] = [];
    for (const element of document.querySelectorAll(selectors.join(","))) {
      if (!(element as HTMLElement).offsetParent) continue; // not shown
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        if (text.length < 2 || /\s/.test(text)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(text);
      }
    }
    return broken;
  });

/** Buttons whose label is two CJK characters with a space between them (antd's autoInsertSpace). */
const spacedButtons = (target: Page) =>
  target.evaluate(() =>
    [...document.querySelectorAll("button")]
      .map((b) => b.textContent?.trim() ?? "")
      .filter((text) => /^[\u4e00-\u9fff]\s+[\u4e00-\u9fff]$/.test(text)),
  );

const settle = async (target: Page, selector: string) => {
  await target.locator(selector).first().waitFor({ timeout: 30_000 });
  await target.waitForLoadState("networkidle");
};

describe.each([
  { size: "1440 x 900", width: 1440, height: 900 },
  { size: "390 x 844", width: 390, height: 844 },
])("繁體中文 at $size", ({ width, height }) => {
  beforeAll(async () => {
    await page.setViewportSize({ width, height });
  });

  it("quotations: the page is Chinese, headers and labels whole, buttons as written", async () => {
    await page.goto("/quotation");
    // a phone shows the list as cards (no table header): the cards' words are checked instead
    const phone = width < 768;
    await settle(page, phone ? "[data-testid=record-card]" : ".ant-table-thead th");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-Hant");
    if (!phone) expect(await page.locator(".ant-table-thead").textContent()).toContain("報價單號碼");
    expect(await brokenWords(page)).toEqual([]);
    expect(await spacedButtons(page)).toEqual([]);
    // the check itself can fail: a label forced to break inside its word is found
    await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.className = "ant-form-item-label";
      probe.id = "probe";
      probe.innerHTML = '<label style="display:block;width:24px;white-space:normal !important;word-break:break-all !important">報價單號碼</label>';
      document.body.append(probe);
    });
    expect(await brokenWords(page)).toEqual(["報價單號碼"]);
    await page.evaluate(() => document.getElementById("probe")?.remove());
    if (phone) await page.locator("[data-testid=record-card]").first().click();
    else await page.locator("tbody tr.ant-table-row").first().locator("td").nth(2).click();
    await settle(page, ".ant-descriptions-item-label");
    expect(await page.locator(".ant-descriptions").first().textContent()).toContain("致客戶");
    expect(await brokenWords(page)).toEqual([]);
    expect(await spacedButtons(page)).toEqual([]);
  });

  it("a new quotation: each required field's message names the field", async () => {
    await page.goto("/quotation/create");
    await settle(page, ".ant-form-item-label > label");
    expect(await brokenWords(page)).toEqual([]);
    await page
      .getByRole("button", { name: /^(save )?儲存$/ })
      .first()
      .click();
    const errors = page.locator(".ant-form-item-explain-error");
    await expect.poll(() => errors.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const messages = await errors.allTextContents();
    expect(messages).toContain("「致客戶」不能為空");
    for (const message of messages) expect(message).not.toBe("輸入不能為空");
  });

  it("tax: the month picker's placeholder is Chinese, and the run button reads as written", async () => {
    await page.goto("/accounting/tax");
    await settle(page, "form[aria-label] input");
    const placeholders = await page.locator("form[aria-label] input").evaluateAll((inputs) => inputs.map((i) => i.getAttribute("placeholder")));
    expect(placeholders).toContain("選擇月份");
    expect(placeholders).not.toContain("YYYY/MM");
    expect(await spacedButtons(page)).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
  });

  it("closing: the month picker speaks Chinese, no button has an inserted space", async () => {
    await page.goto("/accounting/report/closing");
    await page.waitForLoadState("networkidle");
    const monthInput = page.locator(".ant-picker input").first();
    await monthInput.waitFor({ timeout: 30_000 });
    expect(await monthInput.getAttribute("placeholder")).not.toMatch(/YYYY|Select/);
    expect(await spacedButtons(page)).toEqual([]);
    expect(await brokenWords(page)).toEqual([]);
  });
});

/**
 * The pages of documents with lines (and of a payroll row) on a phone, where a quotation's and a
 * service invoice's were 194 px wider than the screen (a change of their lines in the history, a
 * table in a row of inline items): the first record of each list, in 繁體中文 and in English side by
 * side (a second user's page), each reached as the app's own links do (no reload per page: a few
 * seconds in all).
 */
describe("a document's page on a phone (390 x 844)", () => {
  const documents = ["quotations", "orders", "service-invoices", "purchase-orders", "payrolls"];

  /** The pages among `paths` wider than the window, each once it has settled. */
  const widerPages = async (target: Page, paths: string[]) => {
    await target.addInitScript(watchMutations);
    const requests = trackRequests(target);
    const wider: string[] = [];
    await target.goto(paths[0]);
    for (const path of paths) {
      if (new URL(target.url()).pathname !== path) await moveTo(target, path);
      await requests.idle(); // the record, its references' labels, its history: all in
      await target.getByTestId("record-title").waitFor({ timeout: 30_000 });
      const { overflow, wide } = await layoutFindings(target);
      const language = await target.evaluate(() => document.documentElement.lang);
      if (overflow > 0) wider.push(`${path} in ${language}: ${overflow} px wider than the screen (${wide.join("; ")})`);
    }
    return wider;
  };

  it("is no wider than the screen, in 繁體中文 and in English", async () => {
    const phone = { width: 390, height: 844 };
    await page.setViewportSize(phone);
    const paths: string[] = [];
    for (const name of documents) {
      const [first] = await getJson<{ id: number }[]>(page, `/api/${name}?_end=1`);
      expect(first, `a record of ${name}`).toBeDefined();
      paths.push(`${registry.entities.find((entity) => entity.name === name)?.route}/show/${first.id}`);
    }
    const english = await signedInPage("admin@erp.local", { browser, viewport: phone, language: "en" });
    try {
      const wider = (await Promise.all([widerPages(page, paths), widerPages(english.page, paths)])).flat();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("zh-Hant");
      expect(await english.page.evaluate(() => document.documentElement.lang)).toBe("en");
      expect(wider).toEqual([]);
    } finally {
      await english.close();
    }
  });
});
