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
