import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { testRegistry } from "../test/registry";
import { renderApp, sampleTables } from "../test/renderApp";

beforeAll(
  () =>
    Promise.all([
      import("../layout/AppLayout"),
      import("./ListPage"),
      import("./ShowPage"),
      import("../providers/access").then(({ createEnforcer }) => createEnforcer(testRegistry)),
    ]),
  60_000,
);

const tables = () => ({
  ...sampleTables(),
  "stock-levels": [{ id: 1, product_id: 1, on_hand: 7, sold: 3, returned: 0, value: "70.00", deleted_at: null }],
  "stock-movements": [
    {
      id: 1,
      product_id: 1,
      type: "in",
      quantity: 10,
      uom: "pcs",
      unit_cost: "10.00",
      total_cost: "100.00",
      reference: "GRN-1",
      created_at: "2024-05-02T08:00:00Z",
      deleted_at: null,
    },
  ],
  customers: [{ id: 1, name: "Acme Ltd", status: "active", advance: "0.00", deleted_at: null }],
});

/** The header's buttons (Create, Import, ...) once the list has rendered its rows. */
const headerButtons = async (rowText: string) => {
  await screen.findByText(rowText, {}, { timeout: 20_000 });
  const header = document.querySelector(".ant-page-header-heading-extra") as HTMLElement | null;
  return header
    ? within(header)
        .queryAllByRole("button")
        .map((button) => button.textContent?.trim())
    : [];
};

describe("generic screens of read-only and create-only entities", { timeout: 60_000 }, () => {
  it("stock levels (operations: []): no create, import, row edit/delete or trash", async () => {
    renderApp("/sales/stock/level", tables());
    expect(await headerButtons("70.00")).not.toContain("Create");
    expect(await headerButtons("70.00")).not.toContain("Import");
    const row = screen.getByText("70.00").closest("tr")!;
    expect(within(row).getAllByRole("button")).toHaveLength(1); // show only
    expect(screen.queryByRole("tab", { name: "Trash" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: /On hand/ })).toBeTruthy();
  });

  it("a stock level's show page has no edit or delete button", async () => {
    renderApp("/sales/stock/level/show/1", tables());
    expect(await screen.findByText("70.00", {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toBe("Keyboard")); // the record by its product's label
    expect(await screen.findByRole("link", { name: "Keyboard" })).toBeTruthy(); // the product, linked
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("stock movements (create only, importable): Create and Import, rows without edit/delete, no trash", async () => {
    renderApp("/sales/stock", tables());
    const buttons = await headerButtons("GRN-1");
    expect(buttons).toEqual(expect.arrayContaining(["Create", "Import"]));
    const row = screen.getByText("GRN-1").closest("tr")!;
    expect(within(row).getAllByRole("button")).toHaveLength(1);
    expect(within(row).getByText("Stock in")).toBeTruthy(); // enum label
    expect(screen.queryByRole("tab", { name: "Trash" })).toBeNull();
  });

  it("customers (importable): Import beside Create, and a dialog naming the expected header", async () => {
    renderApp("/sales/customer", tables());
    expect(await headerButtons("Acme Ltd")).toEqual(expect.arrayContaining(["Create", "Import"]));
    screen.getAllByRole("button", { name: /Import/ })[0].click();
    expect(await screen.findByText("Import Customers")).toBeTruthy();
    expect(screen.getByText("Expected header: name, phone, email, address, custom_info, language, notify_by, advance, status")).toBeTruthy();
  });

  it("products are importable too; categories are not", async () => {
    const first = renderApp("/sales/product", tables());
    expect(await headerButtons("Keyboard")).toContain("Import");
    first.unmount();
    renderApp("/sales/product/category", tables());
    const buttons = await headerButtons("Software");
    expect(buttons).toContain("Create");
    expect(buttons).not.toContain("Import");
  });
});
