import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenOf, expectNotice, signedInPage } from "./browser";

/**
 * The command palette and the keyboard shortcuts (issue 26 items 1 and 2) on the real app: Ctrl+K
 * finds records by part of their names in either language (an order by its customer's name), pages
 * and actions, and opens or runs what is picked; "?" lists the shortcuts; `g`, `/`, `n`, `e`,
 * Ctrl+S and Esc do what the list says, and never while typing.
 */
let close: () => Promise<void>;
let page: Page;

const palette = () => page.locator(".erp-palette");
const option = (text: string | RegExp) => palette().getByRole("option").filter({ hasText: text });

const search = async (text: string) => {
  await page.keyboard.press("Control+k");
  const input = palette().getByRole("combobox");
  await input.waitFor({ timeout: 20_000 });
  await input.fill(text);
};
const closePalette = async () => {
  await page.keyboard.press("Escape");
  await expect.poll(() => palette().isVisible()).toBe(false);
};

beforeAll(async () => {
  ({ page, close } = await signedInPage("admin@erp.local"));
  await page.goto("/dashboard");
  await page.getByTestId("search-trigger").waitFor({ timeout: 30_000 });
  const created = await page.request.post("/api/customers", {
    data: { name: "灣仔茶餐廳有限公司", phone: "+85221234567" },
    headers: { "X-CSRF-Token": await csrfTokenOf(page) },
  });
  expect(created.status(), await created.text()).toBe(201);
});
afterAll(async () => close?.());

describe("Ctrl+K", () => {
  it("finds a customer by part of its name, in English and in Chinese, and opens it", async () => {
    await search("lantau cof");
    await expect.poll(() => option("Lantau Coffee House").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await search("茶餐廳");
    await expect.poll(() => option("灣仔茶餐廳有限公司").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await option("灣仔茶餐廳有限公司").first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/customer\/show\/\d+$/);
  });

  it("answers in the UI's language: the palette and its sections in 繁體中文", async () => {
    await page.evaluate(() => localStorage.setItem("erp.language", "zh_Hant"));
    await page.reload();
    await page.getByTestId("search-trigger").waitFor({ timeout: 30_000 });
    await search("lantau");
    await expect.poll(() => option("Lantau Coffee House").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await palette().getByRole("combobox").getAttribute("placeholder")).toBe("搜尋記錄、頁面及操作");
    await closePalette();
    await page.evaluate(() => localStorage.setItem("erp.language", "en"));
    await page.reload();
    await page.getByTestId("search-trigger").waitFor({ timeout: 30_000 });
  });

  it("finds an order by its customer's name, with the customer and status on its second line, and opens it", async () => {
    await search("Kowloon Bay");
    const order = option(/Kowloon Bay Logistics ·/);
    await expect.poll(() => order.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await order.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/order\/show\/\d+$/);
  });

  it("finds a page by its name in either language and goes there", async () => {
    await search("糧單");
    await expect.poll(() => option("Payroll").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/human-resource/salary/payroll");
  });

  it("finds an action and runs it: 'new customer' opens the form; 'back up now' makes a backup", async () => {
    await search("new customer");
    await expect.poll(() => option("Create Customer").count(), { timeout: 20_000 }).toBe(1);
    await option("Create Customer").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/sales/customer/create");
    const before = (await (await page.request.get("/api/backups")).json()) as unknown[];
    await search("back up now");
    await expect.poll(() => option("Back up now").count(), { timeout: 20_000 }).toBe(1);
    await option("Back up now").click();
    await expect
      .poll(async () => ((await (await page.request.get("/api/backups")).json()) as unknown[]).length, { timeout: 60_000 })
      .toBe(before.length + 1);
    await expectNotice(page, "Back up now");
  });
});

describe("keyboard shortcuts", () => {
  it('"?" lists them, with the modules this user may open', async () => {
    await page.goto("/dashboard");
    await page.getByTestId("search-trigger").waitFor({ timeout: 30_000 });
    await page.locator("body").click({ position: { x: 700, y: 500 } });
    await page.keyboard.press("?");
    const list = page.locator(".erp-shortcuts");
    await list.waitFor({ timeout: 20_000 });
    for (const text of [
      "Search and run anything",
      "Search this list",
      "New record",
      "Edit this record",
      "Save the form",
      "Go to Orders",
      "Go to Dashboard",
      "Move through the rows",
      "Open the row, or edit the picked cell",
    ])
      expect(await list.getByText(text).count(), text).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect.poll(() => list.isVisible()).toBe(false);
  });

  it("g c, /, n, Ctrl+S, e and Esc: to the customers, their search, a new one saved, edited, left; never while typing", async () => {
    await expect.poll(() => page.locator(".ant-modal:visible").count()).toBe(0);
    await page.keyboard.press("g");
    await page.keyboard.press("c");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/sales/customer");
    await page.locator('input[data-shortcut="list-search"]').waitFor({ timeout: 20_000 });
    await page.keyboard.press("/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-shortcut"))).toBe("list-search");
    // typing in the search box: letters are text, not shortcuts
    await page.keyboard.type("gn");
    expect(new URL(page.url()).pathname).toBe("/sales/customer");
    expect(await page.locator('input[data-shortcut="list-search"]').inputValue()).toBe("gn");
    await page.locator('input[data-shortcut="list-search"]').fill("");
    await page.locator("body").click({ position: { x: 700, y: 40 } });
    await page.keyboard.press("n");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/sales/customer/create");
    const name = page.getByRole("textbox", { name: "Name" });
    await name.waitFor({ timeout: 20_000 });
    await name.fill("Shortcut Bakery");
    await page.keyboard.press("Control+s");
    await expectNotice(page, "Record saved");
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/customer(\/show\/\d+)?$/);
    const [created] = (await (await page.request.get("/api/customers?q=Shortcut%20Bakery")).json()) as { id: number }[];
    await page.goto(`/sales/customer/show/${created.id}`);
    await page.locator(".refine-edit-button").first().waitFor({ timeout: 20_000 });
    // "e" presses only an enabled edit button, and never from a text field (the page's note box): as
    // before "n" and Esc, the focus leaves any field first
    await expect.poll(() => page.locator(".refine-edit-button").first().isEnabled(), { timeout: 20_000 }).toBe(true);
    await page.locator("body").click({ position: { x: 700, y: 40 } });
    await page.keyboard.press("e");
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/sales/customer/edit/${created.id}`);
    await page.locator(".refine-save-button").waitFor({ timeout: 20_000 });
    await page.locator("body").click({ position: { x: 700, y: 40 } });
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/sales/customer/show/${created.id}`);
    await page.keyboard.press("g");
    await page.keyboard.press("d");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
  });
});
