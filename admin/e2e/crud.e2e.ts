import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, saveButton, signedInPage } from "./browser";

/**
 * The generic screens on the real app (built admin + API + demo data). The journey signs in
 * through the API's own call table (the login page has its own journeys in auth.e2e.ts).
 */
let close: () => Promise<void>;
let page: Page;

const rowOf = (name: string) => page.locator("tbody tr", { hasText: name });

beforeAll(async () => {
  ({ page, close } = await signedInPage("admin@erp.local"));
});
afterAll(async () => close?.());

describe("generic CRUD screens", () => {
  it("lists products with category labels, money right-aligned, and the total", async () => {
    await page.goto("/sales/product");
    await expect.poll(() => rowOf("27-inch monitor").count(), { timeout: 20_000 }).toBe(1);
    // the row's data cells (the first cell is the bulk selection's checkbox)
    const row = rowOf("27-inch monitor");
    const cell = (n: number) => row.locator("td:not(.ant-table-selection-column)").nth(n);
    await expect.poll(() => cell(2).textContent()).toBe("Electronics");
    expect(await cell(3).textContent()).toBe("1,899.00");
    expect(await cell(3).evaluate((td) => getComputedStyle(td).textAlign)).toBe("right");
    expect(await page.locator(".ant-pagination-total-text").textContent()).toMatch(/^1-10 of \d+$/);
  });

  it("filters by a ref and a money range and exports the same filters and sort", async () => {
    await page.getByRole("button", { name: "Filters" }).click();
    await page.locator("#category_id").fill("Elec");
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "Electronics" }).click();
    await page.getByRole("spinbutton", { name: "Price" }).and(page.getByPlaceholder("Min")).fill("200");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.locator("tbody tr.ant-table-row").count()).toBe(3);
    const href = await page.getByRole("link", { name: /Export CSV/ }).getAttribute("href");
    const query = Object.fromEntries(new URL(href!, baseUrl()).searchParams);
    expect(query).toMatchObject({ category_id: "2", price_gte: "200", _sort: "name", _order: "asc" });
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split("\n")).toHaveLength(4); // header + the 3 rows on screen
  });

  it("shows server field errors on the form and saves with 'Record saved'", async () => {
    await page.goto("/sales/product/create");
    await page.getByLabel("Code").fill("ST-001"); // already taken
    await page.getByLabel("Name").fill("Duplicate pen");
    await page.getByLabel("Price").fill("-1");
    await page.getByRole("button", saveButton).click();
    await expect.poll(() => page.getByText("Value cannot be negative").count()).toBe(1);
    await page.getByLabel("Price").fill("4.5");
    await page.getByRole("button", saveButton).click();
    await expect.poll(() => page.locator(".ant-form-item-explain-error", { hasText: "already in use" }).count()).toBe(1);
    await page.getByLabel("Code").fill("ST-900");
    await page.getByRole("button", saveButton).click();
    await expect.poll(() => page.getByText("Record saved").count()).toBeGreaterThan(0);
  });

  it("deletes into the trash and restores from it", async () => {
    await page.goto("/sales/product?filters[0][field]=q&filters[0][operator]=eq&filters[0][value]=Duplicate");
    await expect.poll(() => rowOf("Duplicate pen").count(), { timeout: 20_000 }).toBe(1);
    await rowOf("Duplicate pen").locator("button.ant-btn-dangerous").click();
    await page.locator(".ant-popconfirm button", { hasText: "Delete" }).click();
    await expect.poll(() => page.getByText("Record Deleted").count()).toBeGreaterThan(0);
    await page.getByRole("tab", { name: "Trash" }).click();
    await expect.poll(() => rowOf("Duplicate pen").count()).toBe(1);
    // the trash says how long a record stays there (the delete notice says it too: only the trash's own note counts)
    expect(await page.locator(".ant-alert", { hasText: "can be restored within 48 hours" }).count()).toBe(1);
    await rowOf("Duplicate pen")
      .getByRole("button", { name: /Restore/ })
      .click();
    await expect.poll(() => page.getByText("Record restored").count()).toBeGreaterThan(0);
    await expect.poll(() => rowOf("Duplicate pen").count()).toBe(0);
  });

  it("switches to Traditional Chinese, server messages included, and keeps the choice", async () => {
    await page.goto("/sales/product");
    await page.locator(".ant-layout-header .ant-select").click();
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option", { hasText: "繁體中文" }).click();
    await expect.poll(() => page.locator("th", { hasText: "價格" }).count()).toBeGreaterThan(0);
    expect(await page.locator(".ant-pagination-options").textContent()).toContain("條/頁");
    await page.reload();
    await expect.poll(() => page.locator("th", { hasText: "價格" }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // the API answers in the UI's language (Accept-Language from the client)
    await page.goto("/sales/product/create");
    await page.getByLabel("編號").fill("ST-001");
    await page.getByLabel("名稱").fill("重複");
    await page.getByLabel("價格").fill("1");
    await page.getByRole("button", { name: /^(save )?儲存$/ }).click();
    await expect.poll(() => page.locator(".ant-form-item-explain-error", { hasText: "此值已被使用" }).count(), { timeout: 20_000 }).toBe(1);
  });

  it("answers an unknown route with the 404 page", async () => {
    await page.goto("/no/such/page");
    await expect.poll(() => page.getByText("抱歉，您訪問的頁面不存在。").count(), { timeout: 20_000 }).toBe(1);
  });
});
