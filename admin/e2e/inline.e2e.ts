import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { csrfTokenOf, getJson, signedInPage } from "./browser";

/**
 * Inline editing and the list's keyboard (issue 26 items 4 and 2), as a SALES clerk on the products
 * list: a price double-clicked, changed and saved (still there after a reload), a negative one refused
 * by the server's validator and rolled back with its message, then the arrow keys and Enter.
 */
let close: () => Promise<void>;
let page: Page;

const product = async (name: string) => {
  const response = await page.request.post("/api/products", {
    headers: { "X-CSRF-Token": await csrfTokenOf(page) },
    data: { code: `INL-${name.replace(/\W/g, "")}-${Date.now()}`, name, price: "20.00" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
};

const rows = () => page.locator(".erp-records .ant-table-tbody tr.ant-table-row");
const priceCell = (index: number) => rows().nth(index).locator('td[data-inline="price"]');
const priceOf = async (id: number) => (await getJson<{ price: string }>(page, `/api/products/${id}`)).price;

beforeAll(async () => {
  ({ page, close } = await signedInPage("sales@erp.local"));
});
afterAll(async () => close?.());
afterEach(async (test) => {
  if (test.task.result?.state === "fail") await page.screenshot({ path: "/tmp/inline-e2e-fail.png" }).catch(() => undefined);
});

describe("the products list, edited in place and by keyboard", () => {
  it("edits a price in its cell, keeps it after a reload, rolls a refused one back, and walks the rows with the arrow keys", async () => {
    const first = await product("Inlinejourney lamp A");
    const second = await product("Inlinejourney lamp B");
    await page.goto("/sales/product");
    const box = page.getByPlaceholder("Search");
    await box.fill("Inlinejourney");
    await box.press("Enter");
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(2);

    // a double-click opens the editor (fetched now), Enter saves through the form's PATCH
    await priceCell(0).dblclick();
    const input = priceCell(0).getByRole("spinbutton");
    await input.waitFor({ timeout: 20_000 });
    await input.fill("25.5");
    await input.press("Enter");
    await expect.poll(() => priceCell(0).textContent(), { timeout: 10_000 }).toContain("25.50");
    await expect.poll(() => priceOf(first.id)).toBe("25.50");
    expect(page.url()).toContain("/sales/product");
    await page.reload();
    await expect.poll(() => priceCell(0).textContent(), { timeout: 20_000 }).toContain("25.50");

    // the server refuses a negative price: its message, and the cell back to the stored value
    await priceCell(0).dblclick();
    const again = priceCell(0).getByRole("spinbutton");
    await again.waitFor({ timeout: 20_000 });
    await again.fill("-3");
    await again.press("Enter");
    await page.getByText("Price: Value cannot be negative").waitFor({ timeout: 10_000 });
    await expect.poll(() => priceCell(0).textContent(), { timeout: 10_000 }).toContain("25.50");
    expect(await priceOf(first.id)).toBe("25.50");

    // Esc leaves an editor without saving
    await priceCell(1).dblclick();
    const third = priceCell(1).getByRole("spinbutton");
    await third.waitFor({ timeout: 20_000 });
    await third.fill("99");
    await third.press("Escape");
    await expect.poll(() => priceCell(1).getByRole("spinbutton").count()).toBe(0);
    expect(await priceOf(second.id)).toBe("20.00");

    // the arrow keys from the page: the highlighted row moves, Enter opens its record
    await page.locator(".ant-page-header-heading-title").first().click();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => rows().nth(0).getAttribute("class")).toContain("erp-row-active");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => rows().nth(1).getAttribute("class")).toContain("erp-row-active");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
    // right: the row's first cell edited in place (the name), where Enter edits; Esc goes back to the cell
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    const name = rows().nth(1).getByRole("textbox");
    await name.waitFor({ timeout: 20_000 });
    await page.keyboard.press("Escape");
    await expect.poll(() => name.count()).toBe(0);
    // back to the row: Enter on the highlighted row (nothing focused) opens it
    await page.locator(".ant-page-header-heading-title").first().click();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/sales/product/show/${second.id}`, { timeout: 20_000 });
  });
});
