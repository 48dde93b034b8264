import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../../test/renderApp";

// the screens, the layout and casbin (the first access question) load lazily: once, before the clock runs
beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./OrderForm"), import("casbin"), import("buffer")]), 60_000);

/** The first render of the App under a loaded machine (other suites in parallel) can take a while. */
const firstMount = { timeout: 20_000 };

/** The sample data and a pending order of two lines, stored at prices the products no longer have. */
const orderTables = () => ({
  ...sampleTables(),
  customers: [{ id: 1, name: "Acme Ltd", deleted_at: null }],
  orders: [
    {
      id: 1,
      number: "SO-0001",
      order_date: "2024-05-03",
      customer_id: 1,
      payment_method: "paypal",
      status: "pending",
      total: "1000.00",
      // stored prices are the server's; the summary shows what the products cost now
      lines: [
        { id: 1, product_id: 1, quantity: 2, price: "1000.00", amount: "2000.00" },
        { id: 2, product_id: 2, quantity: 3, price: "99.00", amount: "297.00" },
      ],
      deleted_at: null,
    },
  ],
});

describe("the order form's price summary", { timeout: 45_000 }, () => {
  it("shows each line at the product's current price, the amount and the total", async () => {
    renderApp("/sales/order/edit/1", orderTables());
    const summary = await screen.findByRole("region", { name: "Price summary" }, firstMount);
    await waitFor(() => expect(within(summary).getByText("Keyboard")).toBeTruthy());
    const rows = within(summary)
      .getAllByRole("row")
      .map((row) => [...row.querySelectorAll("td")].map((cell, i) => (i === 0 ? cell.textContent?.toLowerCase() : cell.textContent)));
    expect(rows.slice(1)).toEqual([
      ["keyboard", "1,234.50", "2", "2,469.00"],
      ["office suite", "99.00", "3", "297.00"],
      ["total", "2,766.00"], // the label is orders.fields.total (sales.json), lower-cased here
    ]);
  });

  it("says beside each line's quantity what is on hand, and warns when the line wants more", async () => {
    renderApp("/sales/order/edit/1", {
      ...orderTables(),
      "stock-levels": [
        { id: 11, product_id: 1, on_hand: 5, deleted_at: null },
        { id: 12, product_id: 2, on_hand: 2, deleted_at: null },
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("line-available")).toHaveLength(2), firstMount);
    const [keyboard, suite] = screen.getAllByTestId("line-available");
    expect(keyboard.textContent).toBe("5 available");
    expect(suite.textContent).toMatch(/^Only 2 available: /);
    expect(suite.className).toContain("warning");
  });
});
