import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choose, csrfTokenOf, expectNotice, getJson, saveButton, signedInPage, signInThroughApi } from "./browser";
import { startServer } from "./global-setup";

/**
 * Low-code on the real app: an ADMIN declares "Vehicles" (plate, model, purchase date, driver ->
 * employees, status choice list) in the Sales group and a WAREHOUSE role that may list and edit
 * vehicles but not delete them, all in the browser; a user given that role in the users form signs
 * in, sees only Dashboard and Vehicles, edits a vehicle and is refused its deletion. The
 * configuration exported from this instance is imported into a fresh one (the dry run shown first)
 * and reproduces the resource, the role and its grants.
 */
let browser: Browser;
let close: () => Promise<void>;
let admin: Page;
let clerk: Page;
let vehicle: { id: number };
let file: Buffer;
const clerkPassword = "Warehouse-2026!";

beforeAll(async () => {
  ({ browser, page: admin, close } = await signedInPage("admin@erp.local"));
});
afterAll(async () => close?.());

const fillField = async (n: number, key: string, label: string, zh: string) => {
  await admin.getByLabel(`Field ${n} key`).fill(key);
  await admin.getByLabel(`Field ${n} label (English)`).fill(label);
  await admin.getByLabel(`Field ${n} label (Traditional Chinese)`).fill(zh);
};

describe("an ADMIN builds a resource and a role in the browser", () => {
  it("declares Vehicles in the Sales group", async () => {
    await admin.goto("/settings/customize");
    await admin.getByRole("button", { name: "Add resource" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Name", { exact: true }).fill("vehicles");
    await dialog.getByLabel("Label (English)", { exact: true }).fill("Vehicles");
    await dialog.getByLabel("Label (Traditional Chinese)", { exact: true }).fill("車輛");
    await fillField(1, "plate", "Plate", "車牌");
    for (const flag of ["Required", "Unique", "Searchable", "Sortable"]) await admin.getByLabel(`Field 1: ${flag}`).check();
    const add = dialog.getByRole("button", { name: "Add field" });
    await add.click();
    await fillField(2, "model", "Model", "型號");
    await add.click();
    await fillField(3, "purchase_date", "Purchase date", "購入日期");
    await choose(admin, "#field-3-type", "Date");
    await add.click();
    await fillField(4, "driver", "Driver", "司機");
    await choose(admin, "#field-4-type", "Reference");
    await choose(admin, "#field-4-ref", "Employees", "Employ");
    await add.click();
    await fillField(5, "status", "Status", "狀態");
    await choose(admin, "#field-5-type", "Choice list");
    const values = admin.locator("#field-5-values");
    for (const value of ["active", "repair"]) {
      await values.fill(value);
      await values.press("Enter");
    }
    await admin.getByLabel("Field 5: Filterable").check();
    await choose(admin, "#resource-label", "Plate");
    await dialog.getByRole("button", saveButton).click();
    await expectNotice(admin, "Record saved");
    const resource = await getJson<{ fields: { key: string; type: string; ref?: string }[]; group: string }>(
      admin,
      "/api/customize/resources/vehicles",
    );
    expect(resource.group).toBe("sales");
    expect(resource.fields.map((f) => `${f.key}:${f.type}`)).toEqual([
      "plate:string",
      "model:string",
      "purchase_date:date",
      "driver:ref",
      "status:enum",
    ]);
    expect(resource.fields[3].ref).toBe("employees");
    // a record, through the API the screens use
    const created = await admin.request.post("/api/vehicles", {
      headers: { "X-CSRF-Token": await csrfTokenOf(admin) },
      data: { plate: "KV 2026", model: "Hiace", purchase_date: "2026-01-15", status: "active" },
    });
    expect(created.status(), await created.text()).toBe(201);
    vehicle = await created.json();
  });

  it("makes WAREHOUSE: list and edit vehicles, not delete", async () => {
    await admin.goto("/settings/roles");
    await admin.getByRole("button", { name: "New role" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Role", { exact: true }).fill("WAREHOUSE");
    await dialog.getByLabel("Vehicles: List").check();
    await dialog.getByLabel("Vehicles: Edit").check();
    expect(await dialog.getByLabel("Vehicles: Delete").isChecked()).toBe(false);
    await dialog.getByRole("button", saveButton).click();
    await expectNotice(admin, "Record saved");
    const role = await getJson<{ grants: { object: string; actions: string[] }[] }>(admin, "/api/roles/WAREHOUSE");
    expect(role.grants).toEqual([
      { object: "dashboard", actions: ["list"] },
      { object: "vehicles", actions: ["list", "show", "edit"] },
    ]);
  });

  it("gives a new user that role in the users form", async () => {
    await admin.goto("/settings/user/create");
    await admin.getByLabel("User name").fill("Store clerk");
    await admin.getByLabel("E-mail").fill("clerk@erp.local");
    await choose(admin, "#roles", "WAREHOUSE");
    await admin.getByLabel("Password", { exact: true }).fill(clerkPassword);
    await admin.getByLabel("Confirm password").fill(clerkPassword);
    await admin.getByRole("button", saveButton).click();
    await expectNotice(admin, "Record saved");
  });
});

describe("a WAREHOUSE user", () => {
  beforeAll(async () => {
    ({ page: clerk } = await signedInPage("clerk@erp.local", { browser, password: clerkPassword }));
  });

  it("sees only Dashboard and Vehicles in the menu", async () => {
    await clerk.goto("/sales/vehicles");
    await expect.poll(() => clerk.locator("tbody tr.ant-table-row").count(), { timeout: 30_000 }).toBe(1);
    const sider = clerk.locator(".ant-layout-sider");
    await clerk.locator(".ant-layout-sider-trigger").click();
    await expect.poll(async () => (await sider.getAttribute("class")) ?? "").not.toContain("collapsed");
    // the menu's entries (the title bar's link home aside): the Sales group holds Vehicles alone
    const entries = sider.locator(".ant-menu").getByRole("link");
    await expect.poll(async () => (await entries.allTextContents()).map((s) => s.trim()).filter(Boolean)).toEqual(["Dashboard", "Vehicles"]);
    expect(await sider.locator(".ant-menu-submenu-title").allTextContents()).toEqual(["Sales"]);
  });

  it("edits a vehicle", async () => {
    await clerk.goto(`/sales/vehicles/edit/${vehicle.id}`);
    const model = clerk.getByLabel("Model");
    await expect.poll(() => model.inputValue(), { timeout: 30_000 }).toBe("Hiace");
    await model.fill("Hiace Commuter");
    await clerk.getByRole("button", saveButton).click();
    await expectNotice(clerk, "Record saved");
    expect((await getJson<{ model: string }>(clerk, `/api/vehicles/${vehicle.id}`)).model).toBe("Hiace Commuter");
  });

  it("is refused its deletion: no Delete button, and the API says 403", async () => {
    await clerk.goto(`/sales/vehicles/show/${vehicle.id}`);
    await expect.poll(() => clerk.getByText("Hiace Commuter").count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await clerk.getByRole("button", { name: "Delete", exact: true }).count()).toBe(0);
    // the record's other actions (the "More" menu) hold no Delete either
    const more = clerk.getByTestId("record-more");
    if (await more.count()) {
      await more.click();
      const menu = clerk.locator(".ant-dropdown:not(.ant-dropdown-hidden)").last();
      await menu.waitFor();
      expect(await menu.locator("[role=menuitem]", { hasText: "Delete" }).count()).toBe(0);
    }
    const refused = await clerk.request.delete(`/api/vehicles/${vehicle.id}`, { headers: { "X-CSRF-Token": await csrfTokenOf(clerk) } });
    expect(refused.status()).toBe(403);
  });
});

describe("the configuration carried to a fresh instance", () => {
  let fresh: { baseUrl: string; stop: () => Promise<void> };
  let context: BrowserContext;
  let other: Page;
  afterAll(async () => {
    await context?.close();
    await fresh?.stop();
  });

  it("exports one file", async () => {
    await admin.goto("/settings/customize?tab=file");
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: "Export configuration" }).click()]);
    const path = await download.path();
    file = Buffer.from(await (await import("node:fs/promises")).readFile(path));
    expect(JSON.parse(file.toString())).toMatchObject({
      format: "erp-crm-configuration",
      resources: [{ name: "vehicles" }],
      roles: [{ name: "WAREHOUSE" }],
    });
  });

  it("imports it there: the dry run first, then the resource, the role and its grants", async () => {
    fresh = await startServer();
    context = await browser.newContext({ baseURL: fresh.baseUrl, viewport: { width: 1440, height: 900 } });
    other = await context.newPage();
    await signInThroughApi(other, "admin@erp.local");
    await other.goto("/settings/customize?tab=file");
    await other.locator("input[type=file]").setInputFiles({ name: "configuration.json", mimeType: "application/json", buffer: file });
    await expect.poll(() => other.getByText("What importing configuration.json would do").count(), { timeout: 30_000 }).toBe(1);
    const rows = other.locator("tbody tr.ant-table-row");
    await expect.poll(async () => (await rows.allTextContents()).join("|")).toContain("vehicles");
    expect((await rows.allTextContents()).join("|")).toContain("WAREHOUSE");
    expect((await other.request.get("/api/vehicles")).status()).toBe(404);
    await other.getByRole("button", { name: "Apply" }).click();
    await expectNotice(other, "Configuration applied");
    const resource = await getJson<{ fields: { key: string; type: string }[]; group: string }>(other, "/api/customize/resources/vehicles");
    expect(resource.group).toBe("sales");
    expect(resource.fields.map((f) => `${f.key}:${f.type}`)).toEqual([
      "plate:string",
      "model:string",
      "purchase_date:date",
      "driver:ref",
      "status:enum",
    ]);
    const role = await getJson<{ grants: unknown }>(other, "/api/roles/WAREHOUSE");
    expect(role.grants).toEqual([
      { object: "dashboard", actions: ["list"] },
      { object: "vehicles", actions: ["list", "show", "edit"] },
    ]);
    expect((await other.request.get("/api/vehicles")).status()).toBe(200);
  }, 300_000);
});
