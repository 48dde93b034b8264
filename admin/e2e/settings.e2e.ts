import type { Browser, Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, expectNotice, getJson, launch, newPage, saveButton } from "./browser";

/**
 * An ADMIN's settings day on the real app (built admin + API + demo data): signs in and lands on the
 * dashboard (its basis stated), edits the company (a PDF's header follows), changes the currency symbol (the lists
 * follow), backs up, deletes a customer, restores the backup behind the typed confirmation, signs in
 * again and finds the customer back; a SALES user's dashboard has no HR or cash cards.
 */
let browser: Browser;
let close: () => Promise<void>;
let page: Page;
const password = process.env.DEMO_PASSWORD ?? "erp-demo-2026";

const cardTitles = () => page.locator("[data-card] .ant-card-head-title").allTextContents();

/** Signs in through the login page, without a callbackUrl. */
const signIn = async (email: string) => {
  await page.goto("/auth/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe("/dashboard");
};

beforeAll(async () => {
  ({ browser, close } = await launch());
  ({ page } = await newPage(browser));
});
afterAll(async () => close?.());

describe("an ADMIN's settings journey", () => {
  let customer: { id: number; name: string };

  it("signs in and lands on the dashboard, with the sales, HR and cash cards", async () => {
    await signIn("admin@erp.local");
    await expect
      .poll(cardTitles, { timeout: 30_000 })
      .toEqual(expect.arrayContaining(["Sales this month vs last month", "Headcount", "Cash position"]));
    // a card links to its filtered list
    await expect
      .poll(() => page.locator("[data-card=receivables] a[aria-label='Open the list']").getAttribute("href"), { timeout: 20_000 })
      .toBe("/sales/order?status=pending");
    // the basis its money figures are stated on, and the sales card's list of the orders completed this month
    expect(await page.getByTestId("dashboard-basis").innerText()).toMatch(/^Basis: accrual\./);
    await expect
      .poll(() => page.locator("[data-card=sales] a[aria-label='Open the list']").getAttribute("href"), { timeout: 20_000 })
      .toMatch(/^\/sales\/order\?completed_on_gte=\d{4}-\d{2}-01$/);
  });

  it("fits the window on a desktop and on a phone: no page wider than the window, no figure broken across lines", async () => {
    const fits = async () => {
      await page.locator("[data-card=cash] .ant-statistic-content-value").first().waitFor({ timeout: 30_000 });
      return page.evaluate(() => ({
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        // one line of a 22-30 px figure is under 45 px high; "HK$⏎28,150.00" is two
        broken: [...document.querySelectorAll("[data-card] .ant-statistic-content")]
          .filter((el) => el.getBoundingClientRect().height > 45)
          .map((el) => el.textContent),
      }));
    };
    expect(await fits()).toEqual({ overflow: 0, broken: [] });
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.reload();
      expect(await fits()).toEqual({ overflow: 0, broken: [] });
      // the menu's floating button leaves the page title uncovered
      const button = await page.locator("button:has(.anticon-bars)").boundingBox();
      const title = await page.getByRole("heading", { level: 3 }).first().boundingBox();
      expect(button && title && title.y >= button.y + button.height).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  it("edits the company, and a PDF's header follows", async () => {
    await page.goto("/settings/company");
    await page.locator("#name").fill("Journey Harbour Ltd");
    await page.locator("#phone").fill("+852 3999 0000");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    expect((await getJson<{ name: string }>(page, "/api/company")).name).toBe("Journey Harbour Ltd");
    const [invoice] = await getJson<{ id: number }[]>(page, "/api/service-invoices?_end=1");
    const pdf = await page.request.get(`/api/service-invoices/${invoice.id}/pdf?lang=en`);
    expect(pdf.status()).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
    expect(text).toContain("Journey Harbour Ltd");
    expect(text).toContain("+852 3999 0000");
  });

  it("changes the currency symbol, and the lists follow it", async () => {
    await page.goto("/settings/software");
    await page.locator("#currency_symbol").fill("NT$");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    await page.goto("/sales/product");
    await expect.poll(() => page.getByRole("columnheader", { name: "Price (NT$)" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const settings = await getJson<Record<string, unknown>>(page, "/api/settings");
    expect(settings).toMatchObject({ currency_symbol: "NT$", smtp_password_set: false });
  });

  it("adds a payment method in settings; the order form offers it first, and the behaviour log names the action and the record in both languages", async () => {
    await page.goto("/settings/payment-method/create");
    await page.locator("#name").fill("Octopus card");
    await page.locator("#name_zh_hant").fill("八達通");
    await page.locator("#sort_order").fill("1");
    await page.getByRole("button", saveButton).click();
    await expectNotice(page, "Record saved");
    const methods = await getJson<{ id: number; code: string }[]>(page, "/api/payment-methods?_sort=sort_order&_order=asc&_start=0&_end=50");
    const octopus = methods.find((method) => method.code === "octopus_card")!;
    expect(methods.slice(0, 1).map((method) => method.code)).toEqual(["octopus_card"]);

    // every payment field offers the list: the order form's select, in the list's order
    await page.goto("/sales/order/create");
    await page.locator("#payment_method").waitFor({ timeout: 20_000 });
    await page.locator(".ant-select", { has: page.locator("#payment_method") }).click();
    const options = page.locator(".ant-select-dropdown:visible .ant-select-item-option");
    await expect
      .poll(() => options.allTextContents(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["Octopus card", "FPS", "Cheque", "Cash"]));
    expect((await options.allTextContents())[0]).toBe("Octopus card");
    await page.keyboard.press("Escape");

    // the behaviour log: translated action and record type, the record by its label linked to its page
    await page.goto("/settings/behaviour-log");
    // the row by its link to the record, which reads the same in both languages
    const row = page.locator("tr.ant-table-row", { has: page.locator(`a[href="/settings/payment-method/show/${octopus.id}"]`) }).first();
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.innerText()).toContain("Create");
    expect(await row.getByRole("link", { name: "Octopus card" }).getAttribute("href")).toBe(`/settings/payment-method/show/${octopus.id}`);
    await choose(page, "input[aria-label='Language']", "繁體中文");
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain("付款方式");
    expect(await row.innerText()).toContain("新增");
    expect(await row.innerText()).not.toMatch(/payment-methods|\bcreate\b/);
    await choose(page, "input[aria-label='語言']", "English");
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain("Payment methods");
  });

  it("backs up, deletes a customer, restores with the typed confirmation and finds the customer back", async () => {
    await page.goto("/settings/system");
    const before = await getJson<{ id: number }[]>(page, "/api/backups");
    await page.getByRole("button", { name: "Back up now" }).click();
    // this backup, not an earlier journey's (the palette's "Back up now"): the newest, and done
    const newest = async () => (await getJson<{ id: number; status: string }[]>(page, "/api/backups"))[0];
    await expect.poll(async () => ((await newest())?.id ?? 0) > (before[0]?.id ?? 0), { timeout: 60_000 }).toBe(true);
    await expect.poll(async () => (await newest())?.status, { timeout: 60_000 }).toBe("ok");
    const backup = (await newest())!;
    await expect
      .poll(() => page.locator(`.ant-table-row[data-row-key="${backup.id}"] .ant-tag`, { hasText: "Done" }).count(), { timeout: 20_000 })
      .toBe(1);

    [customer] = await getJson<{ id: number; name: string }[]>(page, "/api/customers?_end=1&_sort=id&_order=asc");
    const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
    expect((await page.request.delete(`/api/customers/${customer.id}`, { headers: { "X-CSRF-Token": csrfToken } })).status()).toBe(200);
    expect((await page.request.get(`/api/customers/${customer.id}`)).status()).toBe(404);

    await page.goto("/settings/system");
    await page.locator(`.ant-table-row[data-row-key="${backup.id}"]`).getByRole("button", { name: "Restore" }).click();
    const dialog = page.getByRole("dialog");
    const ok = dialog.getByRole("button", { name: "Restore" });
    expect(await ok.isDisabled()).toBe(true);
    await dialog.getByLabel("Type RESTORE to confirm").fill("RESTORE");
    await ok.click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 60_000 }).toBe("/auth/login");
    expect((await page.request.get("/api/customers?_end=1")).status()).toBe(401);

    await signIn("admin@erp.local");
    expect((await getJson<{ name: string }>(page, `/api/customers/${customer.id}`)).name).toBe(customer.name);
    const log = await getJson<{ action: string }[]>(page, "/api/behaviour-logs?action=restore");
    expect(log.length).toBeGreaterThan(0);
  });

  it("a SALES user's dashboard shows no HR or cash cards", async () => {
    await page.context().clearCookies();
    await signIn("sales@erp.local");
    await expect.poll(cardTitles, { timeout: 30_000 }).toContain("Sales this month vs last month");
    const titles = await cardTitles();
    for (const hidden of ["Headcount", "Last payroll cost", "Cash position"]) expect(titles).not.toContain(hidden);
  });
});
