import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import i18n from "./providers/i18n";
import { testRegistry } from "./test/registry";
import { renderApp, sampleTables } from "./test/renderApp";

// The screens are lazy: transform them once up front, not inside the first test's wait.
beforeAll(
  () =>
    Promise.all([
      import("./layout/AppLayout"),
      import("./crud/ListPage"),
      import("./crud/CreatePage"),
      import("./crud/EditPage"),
      import("./crud/ShowPage"),
      import("./providers/access").then(({ createEnforcer }) => createEnforcer(testRegistry)),
    ]),
  60_000,
);

describe("App", () => {
  it("lists products with category labels from one getMany, money with two decimals, deleted rows hidden", async () => {
    const { calls } = renderApp("/sales/product", sampleTables());
    expect(await screen.findByText("Keyboard")).toBeTruthy();
    const row = screen.getByText("Keyboard").closest("tr")!;
    expect(within(row).getByText("P-001")).toBeTruthy();
    expect(await within(row).findByText("Hardware")).toBeTruthy();
    expect(within(row).getByText("1,234.50").closest("td")!.className).toContain("ant-table-cell");
    expect(screen.queryByText("Old mouse")).toBeNull();

    const manyCalls = calls.filter((c) => c.method === "getMany" && c.resource === "product-categories");
    expect(manyCalls).toHaveLength(1);
    expect((manyCalls[0].params as { ids: number[] }).ids.sort()).toEqual([1, 2]);
    const list = calls.find((c) => c.method === "getList" && c.resource === "products")!;
    expect(list.params).toMatchObject({ sorters: [{ field: "name", order: "asc" }] });
    expect(screen.getByText("1-2 of 2")).toBeTruthy();
  });

  it("says 'about N' when the API only estimated the total", async () => {
    renderApp("/sales/product", sampleTables(), { estimated: true });
    expect(await screen.findByText("1-2 of about 2")).toBeTruthy();
  });

  it("switches every visible label to Traditional Chinese and remembers the choice", async () => {
    renderApp("/sales/product", sampleTables());
    expect(await screen.findByText("Keyboard")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Code/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Language" }));
    fireEvent.click(await screen.findByText("繁體中文", { selector: ".ant-select-item-option-content" }));

    expect(await screen.findByRole("columnheader", { name: /編號/ })).toBeTruthy();
    expect(screen.getAllByText("ERP&CRM 系統").length).toBeGreaterThan(0);
    expect(screen.getByRole("tab", { name: "回收筒" })).toBeTruthy();
    expect(localStorage.getItem("erp.language")).toBe("zh_Hant");
    expect(document.querySelector(".ant-pagination-options")!.textContent).toContain("條/頁"); // antd's own locale follows
    await i18n.changeLanguage("en");
  });

  it("shows the trash with the restore notice and restores a record", async () => {
    const { calls, tables } = renderApp("/sales/product", sampleTables());
    fireEvent.click(await screen.findByRole("tab", { name: "Trash" }));
    expect(await screen.findByText("Old mouse")).toBeTruthy();
    expect(screen.getByText(/restored within 48 hours/)).toBeTruthy();
    expect(calls.some((c) => c.method === "getList" && JSON.stringify(c.params).includes('"deleted"'))).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: /Restore/ }));
    expect(await screen.findByText("Record restored")).toBeTruthy();
    expect(calls.find((c) => c.method === "custom")?.params).toMatchObject({ url: "/api/products/3/restore", method: "post" });
    expect(tables.products.find((p) => p.id === 3)?.deleted_at).toBeNull();
    await waitFor(() => expect(screen.queryByText("Old mouse")).toBeNull());
  });

  it("shows a translated 404 page for an unknown route", async () => {
    renderApp("/no/such/page", sampleTables());
    expect(await screen.findByText("Sorry, the page you visited does not exist.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Back Home" })).toBeTruthy();
  });

  it("renders the side menu from the registry: collapsed at first, 300 px and every group open when expanded", async () => {
    renderApp("/sales/product", sampleTables());
    await screen.findByText("Keyboard");
    const sider = document.querySelector(".ant-layout-sider") as HTMLElement;
    expect(sider.className).toContain("ant-layout-sider-collapsed");
    expect(document.querySelector(".ant-menu-submenu-popup")).toBeNull(); // nothing pops over the page

    fireEvent.click(document.querySelector(".ant-layout-sider-trigger")!);
    await waitFor(() => expect(sider.className).not.toContain("ant-layout-sider-collapsed"));
    expect(sider.style.width).toBe("300px");
    // the sales and the service groups both have "Categories": the sales one sits under Product
    const links = await within(sider).findAllByRole("link", { name: "Categories" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/sales/product/category", "/service/category"]);
    const categories = links[0];
    expect(within(sider).getByRole("link", { name: "Products" }).getAttribute("href")).toBe("/sales/product");
    const parent = categories.closest(".ant-menu-submenu")!;
    expect(parent.querySelector(".ant-menu-submenu-title")!.textContent).toBe("Product");
    expect(parent.parentElement!.closest(".ant-menu-submenu")!.querySelector(".ant-menu-submenu-title")!.textContent).toBe("Sales");
    expect(parent.className).toContain("ant-menu-submenu-open");
  });

  it("creates a record through the generic form: required messages, then 'Record saved'", async () => {
    const { calls, tables } = renderApp("/sales/product/create", sampleTables());
    expect(await screen.findByText("Create Product")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(screen.getAllByText(/^.+: input can not be empty$/)).toHaveLength(3)); // code, name, price, each named
    expect((screen.getByLabelText("Unit of measure") as HTMLInputElement).value).toBe("pcs"); // declared default

    fireEvent.change(screen.getByLabelText("Code"), { target: { value: "P-100" } });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Monitor" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "-1" } });
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    expect(await screen.findByText("Value cannot be negative")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "250" } });
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    expect(await screen.findByText("Record saved")).toBeTruthy();
    expect(calls.find((c) => c.method === "create")?.params).toEqual({ code: "P-100", name: "Monitor", price: "250.00", uom: "pcs" });
    expect(tables.products.some((p) => p.code === "P-100")).toBe(true);
  });
});
