import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../test/renderApp";

// the screens and the layout load lazily: once, before the clock runs
beforeAll(() => Promise.all([import("../layout/AppLayout"), import("./CreatePage"), import("./ShowPage"), import("casbin")]), 60_000);

const firstMount = { timeout: 20_000 };

describe("after a create", { timeout: 60_000 }, () => {
  it("Save opens the record just saved, not the list", async () => {
    const { tables } = renderApp("/sales/product/category/create", sampleTables());
    fireEvent.change(await screen.findByLabelText("Name", {}, firstMount), { target: { value: "Cables" } });
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toBe("Cables"), firstMount);
    expect(tables["product-categories"]?.map((row) => row.name)).toContain("Cables");
  });

  it("'Save and add another' saves and leaves an empty form for the next one", async () => {
    const { tables } = renderApp("/sales/product/category/create", sampleTables());
    const name = (await screen.findByLabelText("Name", {}, firstMount)) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Adapters" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and add another" }));
    await waitFor(() => expect(tables["product-categories"]?.map((row) => row.name)).toContain("Adapters"));
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
    expect(screen.queryByTestId("record-title")).toBeNull();
    expect(await screen.findByText("Record saved")).toBeTruthy();
  });
});

describe("fields shown when another field says so", { timeout: 60_000 }, () => {
  it("a stock movement asks who returned the goods, and how, only when it is a return; hidden, they are not sent", async () => {
    const { calls } = renderApp("/sales/stock/create", sampleTables());
    expect(await screen.findByLabelText("Quantity", {}, firstMount)).toBeTruthy();
    expect(screen.queryByLabelText("Return type")).toBeNull();
    expect(screen.queryByLabelText("Returned by")).toBeNull();
    const type = screen.getByLabelText("Type");
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByTitle("Return"));
    expect(await screen.findByLabelText("Return type")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Returned by"), { target: { value: "Courier" } });
    // back to a plain stock-in: the return's fields go, and so does what was typed in them
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByTitle("Stock in"));
    await waitFor(() => expect(screen.queryByLabelText("Returned by")).toBeNull());
    fireEvent.mouseDown(screen.getByLabelText("Product"));
    fireEvent.click(await screen.findByTitle("Keyboard"));
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(calls.some((call) => call.method === "create")).toBe(true), firstMount);
    expect(calls.find((call) => call.method === "create")?.params).not.toHaveProperty("return_by");
  });
});
