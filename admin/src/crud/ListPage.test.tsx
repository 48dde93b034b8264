import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../test/renderApp";

// the screens, the layout and casbin load lazily: once, before the clock runs
beforeAll(() => Promise.all([import("../layout/AppLayout"), import("./ListPage"), import("./ShowPage"), import("casbin"), import("buffer")]), 60_000);

const firstMount = { timeout: 20_000 };

describe("the generic list", { timeout: 60_000 }, () => {
  it("opens a record when its row is clicked, but a reference opens its own record", async () => {
    renderApp("/sales/product", sampleTables());
    const name = await screen.findByText("Keyboard", {}, firstMount);
    const row = name.closest("tr")!;
    // the category is a link to the category's page: clicking it does not open the product
    const category = await within(row).findByRole("link", { name: "Hardware" });
    expect(category.getAttribute("href")).toBe("/sales/product/category/show/1");
    fireEvent.click(name);
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toBe("Keyboard"));
  });

  it("labels its icon-only buttons: a tooltip and an accessible name", async () => {
    renderApp("/sales/product", sampleTables());
    const row = (await screen.findByText("Keyboard", {}, firstMount)).closest("tr")!;
    for (const label of ["Show", "Edit", "Delete"]) expect(within(row).getByRole("button", { name: label })).toBeTruthy();
    fireEvent.mouseEnter(within(row).getByRole("button", { name: "Edit" }).parentElement!);
    expect(await screen.findByRole("tooltip")).toBeTruthy();
  });

  it("says what to do next when empty: create or import, or clear the filters that hide everything", async () => {
    const tables = sampleTables();
    tables.products = [];
    renderApp("/sales/product", tables);
    const empty = await screen.findByTestId("empty-list", {}, firstMount);
    expect(empty.textContent).toContain("No products yet.");
    expect(within(empty).getByRole("button", { name: /Create/ })).toBeTruthy();
    expect(within(empty).getByRole("button", { name: /Import/ })).toBeTruthy();
  });

  it("offers to clear a search that finds nothing, and clearing it lists the records again", async () => {
    renderApp("/sales/product", sampleTables());
    await screen.findByText("Keyboard", {}, firstMount);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "nothing like this" } });
    fireEvent.click(screen.getByRole("button", { name: /^search$/i }));
    const empty = await screen.findByTestId("empty-list");
    expect(empty.textContent).toContain("No products match the search or filters.");
    fireEvent.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Keyboard")).toBeTruthy();
  });
});
