import { testRegistry } from "../test/registry";
import { Refine } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import { App as AntdApp } from "antd";
import { MemoryRouter } from "react-router";
import { RegistryProvider } from "../registry/RegistryContext";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nProvider } from "../providers/i18n";
import { memoryProvider } from "../test/memoryProvider";
import { renderApp, sampleTables } from "../test/renderApp";
import { RelatedList, relationsTo } from "./RelatedList";

const { entityByName } = testRegistry;

beforeAll(() => Promise.all([import("../layout/AppLayout"), import("./ShowPage")]), 60_000);

const order = (id: number, number: string, customer_id: number, order_date: string) => ({
  id,
  number,
  order_date,
  customer_id,
  employee_id: 1,
  payment_method: "paypal",
  lines: [],
  total: "10.00",
  status: "pending",
  deleted_at: null,
});

const tables = () => ({
  ...sampleTables(),
  customers: [
    { id: 1, name: "Acme Ltd", email: "a@acme.hk", status: "active", custom_info: [], deleted_at: null },
    { id: 2, name: "Other Co", email: "o@other.hk", status: "active", custom_info: [], deleted_at: null },
  ],
  employees: [{ id: 1, name: "Sam", deleted_at: null }],
  orders: [
    order(1, "SO-0001", 1, "2024-05-01"),
    order(2, "SO-0002", 2, "2024-05-02"),
    order(3, "SO-0003", 1, "2024-05-03"),
    ...Array.from({ length: 11 }, (_, i) => order(10 + i, `SO-01${String(i).padStart(2, "0")}`, 1, "2024-04-01")),
  ],
});

describe("related lists", { timeout: 60_000 }, () => {
  it("finds the ref fields marked related that point at an entity", () => {
    const customers = entityByName.get("customers")!;
    expect(relationsTo(customers, testRegistry.entities).map(({ entity, field }) => `${entity.name}.${field.name}`)).toEqual([
      "orders.customer_id",
      "quotations.customer_id",
      "service-invoices.customer_id",
    ]);
    expect(relationsTo(entityByName.get("products")!, testRegistry.entities)).toEqual([]);
  });

  it("a customer's page lists the customer's orders: the order list's columns, its default sort, paged, each linked", async () => {
    const { calls } = renderApp("/sales/customer/show/1", tables());
    expect(await screen.findByText("a@acme.hk", {}, { timeout: 20_000 })).toBeTruthy();
    const section = (await screen.findByRole("heading", { name: "Orders" })).closest("section")!;
    // newest first (orders sort by order_date desc); page 1 of 2
    await waitFor(() => expect(within(section).getAllByRole("row")).toHaveLength(11)); // header + 10
    const numbers = within(section)
      .getAllByText(/^SO-/)
      .map((cell) => cell.textContent);
    expect(numbers.slice(0, 2)).toEqual(["SO-0003", "SO-0001"]);
    expect(within(section).queryByText("SO-0002")).toBeNull(); // another customer's
    expect(within(section).getByText("1-10 of 13")).toBeTruthy();
    expect(within(section).getByRole("columnheader", { name: /Order number/ })).toBeTruthy();
    expect(within(section).getByRole("columnheader", { name: /Payment method/ })).toBeTruthy();
    expect(within(section).queryByRole("columnheader", { name: /Customer/ })).toBeNull(); // the same for every row
    expect(await within(section).findAllByText("Sam")).toHaveLength(10); // refs by label

    const row = within(section).getByText("SO-0003").closest("tr")!;
    expect(
      within(row)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/human-resource/employee/show/1", // the salesperson, a link to the employee
      "/sales/order/show/3",
    ]);

    const list = calls.find((call) => call.method === "getList" && call.resource === "orders")!;
    expect(list.params).toMatchObject({
      filters: [{ field: "customer_id", operator: "eq", value: 1 }],
      sorters: [{ field: "order_date", order: "desc" }],
      pagination: { currentPage: 1, pageSize: 10 },
    });
  });

  it("is left out for a role that may not list the referencing resource", async () => {
    const customers = entityByName.get("customers")!;
    const memory = memoryProvider(tables());
    render(
      <MemoryRouter>
        <RegistryProvider fetch={() => Promise.reject(new Error("the test registry is given"))} initial={testRegistry}>
          <AntdApp>
            <Refine
              dataProvider={memory.provider}
              routerProvider={routerProvider}
              i18nProvider={i18nProvider}
              accessControlProvider={{ can: async ({ resource }) => ({ can: resource !== "orders" }) }}
              options={{ disableTelemetry: true }}
            >
              {relationsTo(customers, testRegistry.entities).map((relation) => (
                <RelatedList key={relation.entity.name} {...relation} id={1} />
              ))}
              <span>rendered</span>
            </Refine>
          </AntdApp>
        </RegistryProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText("rendered")).toBeTruthy();
    // the relations the role may list are shown; the refused one is left out and never fetched
    expect(await screen.findByRole("heading", { name: "Quotations" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("heading", { name: "Orders" })).toBeNull();
    expect(memory.calls.some((call) => call.resource === "orders")).toBe(false);
  });
});
