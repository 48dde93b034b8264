import type { HttpError } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../../test/renderApp";

// the screens, the layout, the editor and casbin load lazily: once, before the clock runs
beforeAll(
  () =>
    Promise.all([
      import("../../layout/AppLayout"),
      import("../ListPage"),
      import("../ShowPage"),
      import("./InlineEditor"),
      import("../../pages/orders/OrderList"),
      import("../../layout/listKeys"),
      import("casbin"),
      import("buffer"),
    ]),
  60_000,
);

const firstMount = { timeout: 20_000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, firstMount)).closest("tr") as HTMLElement;
const cellOf = (row: HTMLElement, field: string) => row.querySelector(`td[data-inline="${field}"]`) as HTMLElement;
const updates = (calls: { method: string; params: unknown }[]) => calls.filter((call) => call.method === "update").map((call) => call.params);

describe("inline editing in the generic list", { timeout: 60_000 }, () => {
  it("a double-click edits a marked cell; Enter saves it through the form's update, the money as the form sends it", async () => {
    const { calls } = renderApp("/sales/product", sampleTables());
    const row = await rowOf("Office suite");
    // only the fields the declaration marks: the price and the name, not the code
    expect(cellOf(row, "price")).toBeTruthy();
    expect(cellOf(row, "code")).toBeNull();
    fireEvent.doubleClick(cellOf(row, "price"));
    const input = await within(row).findByRole("spinbutton", { name: /Price/ }, firstMount);
    fireEvent.change(input, { target: { value: "120" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(updates(calls)).toEqual([{ id: 2, variables: { price: "120.00" } }]));
    expect(await screen.findByText("Record saved")).toBeTruthy();
    await waitFor(() => expect(cellOf(row, "price").textContent).toContain("120.00"));
    expect(within(row).queryByRole("spinbutton")).toBeNull();
  });

  it("Esc cancels: nothing is sent, the value stays", async () => {
    const { calls } = renderApp("/sales/product", sampleTables());
    const row = await rowOf("Keyboard");
    fireEvent.doubleClick(cellOf(row, "name"));
    const input = await within(row).findByRole("textbox", { name: /Name/ }, firstMount);
    fireEvent.change(input, { target: { value: "Keyboard II" } });
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(within(row).queryByRole("textbox")).toBeNull());
    expect(cellOf(row, "name").textContent).toBe("Keyboard");
    expect(updates(calls)).toEqual([]);
  });

  it("a refusal is rolled back and its message shown: the field's own message from the server", async () => {
    const view = renderApp("/sales/product", sampleTables());
    const refusal: HttpError = { message: "Please check the fields", statusCode: 400, errors: { price: "Value cannot be negative" } };
    view.provider.update = async () => {
      throw refusal;
    };
    const row = await rowOf("Office suite");
    fireEvent.doubleClick(cellOf(row, "price"));
    const input = await within(row).findByRole("spinbutton", { name: /Price/ }, firstMount);
    fireEvent.change(input, { target: { value: "-5" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("Price: Value cannot be negative")).toBeTruthy();
    await waitFor(() => expect(cellOf(row, "price").textContent).toContain("99.00"));
  });

  it("a locked record offers no editor (a completed order), an editable one does (a pending order)", async () => {
    const order = {
      order_date: "2026-11-20",
      customer_id: null,
      payment_method: "credit_card",
      shipping_cost: "0.00",
      total: "10.00",
      deleted_at: null,
    };
    const tables = {
      ...sampleTables(),
      orders: [
        { ...order, id: 1, number: "SO-2026-000001", status: "completed" },
        { ...order, id: 2, number: "SO-2026-000002", status: "pending" },
      ],
    };
    renderApp("/sales/order", tables);
    const completed = await rowOf("SO-2026-000001");
    const pending = await rowOf("SO-2026-000002");
    expect(completed.querySelectorAll("td[data-inline]")).toHaveLength(0);
    expect(cellOf(pending, "shipping_cost")).toBeTruthy();
    // the workflow's status is never edited in place
    expect(cellOf(pending, "status")).toBeNull();
    // the row's buttons follow the same test: no Edit on the completed order
    expect(within(completed).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(pending).getByRole("button", { name: "Edit" })).toBeTruthy();
  });

  it("the arrow keys move a highlighted row and Enter opens its record; right picks a cell, where Enter edits", async () => {
    renderApp("/sales/product", sampleTables());
    const keyboard = await rowOf("Keyboard");
    const office = await rowOf("Office suite");
    // the keys' code is fetched on their first use: each move is awaited
    fireEvent.keyDown(document.body, { key: "ArrowDown" });
    await waitFor(() => expect(keyboard.className).toContain("erp-row-active"), firstMount);
    fireEvent.keyDown(document.body, { key: "ArrowDown" });
    await waitFor(() => expect(office.className).toContain("erp-row-active"));
    expect(keyboard.className).not.toContain("erp-row-active");
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(office, "name")));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(office, "category_id")));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(keyboard, "category_id")));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(keyboard, "name")));
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    const input = await within(keyboard).findByRole("textbox", { name: /Name/ }, firstMount);
    fireEvent.keyDown(input, { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(cellOf(keyboard, "name")));
    // typing in a field is never a shortcut
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search" }), { key: "ArrowDown" });
    expect(keyboard.className).toContain("erp-row-active");
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: "Enter" });
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toBe("Keyboard"));
  });

  it("'?' lists the list's keys", async () => {
    renderApp("/sales/product", sampleTables());
    await rowOf("Keyboard");
    fireEvent.keyDown(document.body, { key: "?" });
    const help = await screen.findByRole("dialog", {}, firstMount);
    for (const text of ["Move through the rows", "Pick a cell to edit in place", "Open the row, or edit the picked cell"])
      expect(within(help).getByText(text)).toBeTruthy();
  });
});
