import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../test/renderApp";

// a phone: antd's breakpoints answer as a 390 px window (test/setup.ts)
(window as { testWidth?: number }).testWidth = 390;

beforeAll(
  () => Promise.all([import("../layout/AppLayout"), import("./ListPage"), import("./ShowPage"), import("./RecordCard"), import("casbin")]),
  60_000,
);

const firstMount = { timeout: 40_000 };
const stamp = { created_at: "2026-11-02T08:00:00Z", updated_at: "2026-11-02T08:00:00Z", deleted_at: null };
const tables = () => ({
  ...sampleTables(),
  customers: [{ id: 7, name: "Lantau Florist", email: "lantau@example.com", ...stamp }],
  orders: [
    {
      id: 3,
      number: "SO-2026-00003",
      order_date: "2026-11-02",
      customer_id: 7,
      employee_id: null,
      payment_method: "paypal",
      shipping_cost: "0.00",
      total: "12448.5",
      status: "processing",
      expiration: null,
      reason: null,
      lines: [],
      ...stamp,
    },
  ],
});

describe("a list on a phone", { timeout: 60_000 }, () => {
  it("shows each record as a card (name, title's customer, status, date, amount by declaration) that opens the record when tapped", async () => {
    renderApp("/sales/order", tables());
    const card = await screen.findByTestId("record-card", {}, firstMount);
    expect(card.textContent).toContain("SO-2026-00003");
    await waitFor(() => expect(card.textContent).toContain("Lantau Florist"));
    expect(within(card).getByText("Processing").closest("[data-status]")?.getAttribute("data-status")).toBe("processing");
    expect(card.textContent).toContain("2026/11/02");
    expect(card.textContent).toContain("HK$ 12,448.50");
    // no column headers, no row buttons: the card is the row
    expect(screen.queryByRole("columnheader")).toBeNull();
    fireEvent.click(card);
    await waitFor(() => expect(screen.getByTestId("record-title").textContent).toContain("SO-2026-00003"));
  });

  it("collapses the toolbar to the search box and one menu holding filters, views, columns, export and import", async () => {
    renderApp("/sales/product", sampleTables());
    await screen.findAllByTestId("record-card", {}, firstMount);
    expect(screen.getByRole("searchbox", { name: "Search" })).toBeTruthy();
    // beside the search only the menu; Import is not in the page header any more
    expect(screen.queryByRole("button", { name: /Filters/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "List tools" }));
    const menu = await waitFor(() => document.querySelector(".erp-list-menu") as HTMLElement);
    for (const name of [/Filters/, /Columns/, /Import/]) expect(within(menu).getByRole("button", { name })).toBeTruthy();
    expect(within(menu).getByRole("link", { name: /Export CSV/ })).toBeTruthy();
    // the filters' button opens the panel under the search
    fireEvent.click(within(menu).getByRole("button", { name: /Filters/ }));
    expect(await screen.findByRole("button", { name: "Apply" })).toBeTruthy();
  });

  it("searches and pages as on a desktop", async () => {
    renderApp("/sales/product", sampleTables());
    await screen.findAllByTestId("record-card", {}, firstMount);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "Keyboard" } });
    fireEvent.click(screen.getByRole("button", { name: /^search$/i }));
    await waitFor(() => expect(screen.getAllByTestId("record-card").map((card) => card.textContent)).toEqual([expect.stringContaining("Keyboard")]));
    expect(document.querySelector(".ant-pagination")).toBeTruthy();
  });
});
