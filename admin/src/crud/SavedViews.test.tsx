import { mergeRegistry, type FieldSetting } from "@erp/api/entities";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { testRegistry } from "../test/registry";
import { renderApp, sampleTables } from "../test/renderApp";

beforeAll(() => Promise.all([import("../layout/AppLayout"), import("./ListPage")]), 60_000);

/** Products with a custom field, as GET /api/meta/entities serves them once an ADMIN added it. */
const colour: FieldSetting = {
  id: 1,
  entity: "products",
  name: "cf_colour",
  custom: true,
  definition: { type: "enum", values: ["red", "blue"], filterable: true },
  labels: { en: "Colour" },
  position: 0,
  hidden: false,
  deleted_at: null,
};
const customised = mergeRegistry(testRegistry, {
  fields: [colour],
  layouts: [{ entity: "products", columns: ["name", "cf_colour", "price"], sort: null, page_size: 20 }],
});
const labelled = {
  ...customised,
  entities: customised.entities.map((e) =>
    e.name === "products" ? { ...e, fields: { ...e.fields, cf_colour: { ...e.fields.cf_colour, label: "Colour" } } } : e,
  ),
};
const registry = { ...labelled, entityByName: new Map(labelled.entities.map((e) => [e.name, e])) };

const tables = () => {
  const all = sampleTables();
  all.products = all.products.map((p, i) => ({ ...p, cf_colour: i === 0 ? "red" : "blue" }));
  return all;
};

describe("custom fields and layouts in the generic list", () => {
  it("shows the layout's columns in order, the custom field with its label, and the layout's page size", async () => {
    const { calls } = renderApp("/sales/product", tables(), { registry });
    expect(await screen.findByText("Keyboard", {}, { timeout: 20_000 })).toBeTruthy();
    // (the first column ticks rows for bulk actions)
    const headers = screen
      .getAllByRole("columnheader")
      .filter((th) => !th.classList.contains("ant-table-selection-column"))
      .map((th) => th.textContent);
    expect(headers.slice(0, 3)).toEqual(["Name", "Colour", "Price (HK$)"]);
    expect(within(screen.getByText("Keyboard").closest("tr")!).getByText("red")).toBeTruthy();
    const list = calls.find((c) => c.method === "getList" && c.resource === "products")!;
    expect(list.params).toMatchObject({ pagination: { pageSize: 20 } });
  });

  it("opens the list with the user's default view: its filters and columns", async () => {
    const all = tables();
    all["views:products"] = [
      {
        id: 7,
        name: "Blue ones",
        columns: ["code", "cf_colour"],
        filters: [{ field: "cf_colour", operator: "eq", value: "blue" }],
        sort: null,
        is_default: true,
      },
    ];
    const { calls } = renderApp("/sales/product", all, { registry });
    // the view's columns: code and colour, not the name
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("columnheader")
          .filter((th) => !th.classList.contains("ant-table-selection-column"))
          .map((th) => th.textContent)
          .slice(0, 2),
      ).toEqual(["Code", "Colour"]),
    );
    expect(await screen.findByText("P-002")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("P-001")).toBeNull());
    const last = calls.filter((c) => c.method === "getList" && c.resource === "products").at(-1)!;
    expect(JSON.stringify(last.params)).toContain('"field":"cf_colour"');
  });
});
