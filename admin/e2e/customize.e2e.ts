import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, expectNotice, saveButton, signedInPage } from "./browser";

/**
 * Run-time customisation on the real app: an ADMIN adds "Colour" (a choice list, with a Chinese
 * label) to products in the browser; a SALES clerk sees it in the form and the list (no restart,
 * no rebuild), filters by it, saves a view that opens the list next time, switches to Chinese and
 * sees the Chinese label. Both sign in through the API's own call table.
 */
let browser: Browser;
let close: () => Promise<void>;
let admin: Page;
let sales: Page;

beforeAll(async () => {
  ({ browser, page: admin, close } = await signedInPage("admin@erp.local"));
  ({ page: sales } = await signedInPage("sales@erp.local", { browser }));
});
afterAll(async () => {
  // leave the demo data as the other journeys expect it: the clerk's views go
  for (const view of (await (await sales?.request.get("/api/products/views"))?.json()) ?? []) await deleteView(view.id);
  await close?.();
});

const deleteView = async (id: number) => {
  const csrf = await sales.context().cookies();
  const token = decodeURIComponent(csrf.find((c) => c.name === "erp.csrf")?.value ?? "").split("|")[0];
  await sales.request.delete(`/api/products/views/${id}`, { headers: { "X-CSRF-Token": token } });
};

describe("customising products in the browser", () => {
  it("an ADMIN adds Colour, a choice list with a Chinese label", async () => {
    await admin.goto("/settings/customize?entity=products");
    await admin.getByRole("button", { name: "Add custom field" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Key").fill("colour");
    await choose(admin, "#type", "Choice list");
    await dialog.getByLabel("Label (English)").fill("Colour");
    await dialog.getByLabel("Label (Traditional Chinese)").fill("顏色");
    const choices = dialog.locator("#values");
    for (const value of ["red", "green", "blue"]) {
      await choices.fill(value);
      await choices.press("Enter");
    }
    await dialog.getByLabel("Filterable").check();
    await dialog.getByLabel("Sortable").check();
    await dialog.getByRole("button", saveButton).click();
    await expectNotice(admin, "Record saved");
    await expect.poll(() => admin.locator("tbody tr", { hasText: "cf_colour" }).count()).toBe(1);
    expect(await admin.locator("tbody tr", { hasText: "cf_colour" }).textContent()).toContain("red, green, blue");
  });

  it("a SALES clerk sees it in the form and saves a product with a colour", async () => {
    await sales.goto("/sales/product/create");
    await expect.poll(() => sales.getByLabel("Colour").count(), { timeout: 20_000 }).toBe(1);
    await sales.getByLabel("Code").fill("CF-RED-1");
    await sales.getByLabel("Name").fill("Red journey lamp");
    await sales.getByLabel("Price").fill("88");
    await choose(sales, "#cf_colour", "red");
    await sales.getByRole("button", saveButton).click();
    await expectNotice(sales, "Record saved");
    const [saved] = await (await sales.request.get("/api/products?code=CF-RED-1")).json();
    expect(saved.cf_colour).toBe("red");
  });

  it("sees the column in the list, filters by it and saves the view", async () => {
    await sales.goto("/sales/product");
    await expect.poll(() => sales.getByRole("columnheader", { name: "Colour" }).count(), { timeout: 20_000 }).toBe(1);
    await sales.getByRole("button", { name: "Filters" }).click();
    await choose(sales, "#cf_colour", "red");
    await sales.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => sales.locator("tbody tr.ant-table-row").count()).toBe(1);
    expect(await sales.locator("tbody tr.ant-table-row").textContent()).toContain("Red journey lamp");
    expect(sales.url()).toContain("cf_colour");

    await sales.getByRole("button", { name: "Save view" }).click();
    const dialog = sales.getByRole("dialog");
    await dialog.getByLabel("Name").fill("Red products");
    await dialog.getByLabel("Open the list with this view").check();
    await dialog.getByRole("button", saveButton).click();
    await expect.poll(async () => (await (await sales.request.get("/api/products/views")).json()).length, { timeout: 20_000 }).toBe(1);
    const [view] = await (await sales.request.get("/api/products/views")).json();
    expect(view).toMatchObject({ name: "Red products", is_default: true, filters: [{ field: "cf_colour", operator: "eq", value: "red" }] });

    // the default view opens the list next time
    await sales.goto("/sales/product");
    await expect.poll(() => sales.locator("tbody tr.ant-table-row").count(), { timeout: 20_000 }).toBe(1);
    expect(sales.url()).toContain("cf_colour");
  });

  it("switches to Chinese and sees the Chinese label", async () => {
    await choose(sales, "input[aria-label='Language']", "繁體中文");
    await expect.poll(() => sales.getByRole("columnheader", { name: "顏色" }).count(), { timeout: 20_000 }).toBe(1);
    await sales.goto("/sales/product/create");
    await expect.poll(() => sales.getByLabel("顏色").count(), { timeout: 20_000 }).toBe(1);
  });
});
