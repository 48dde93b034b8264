import benefits from "@erp/api/entities/benefits";
import designations from "@erp/api/entities/designations";
import employees from "@erp/api/entities/employees";
import productCategories from "@erp/api/entities/product-categories";
import products from "@erp/api/entities/products";
import purchaseOrders from "@erp/api/entities/purchase-orders";
import vendors from "@erp/api/entities/vendors";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { registryOf } from "../../test/registry";
import { chooseMore, moreActions, primaryAction } from "../../test/recordActions";
import { renderApp, sampleTables } from "../../test/renderApp";

beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./PurchaseOrderShow"), import("casbin"), import("buffer")]), 60_000);

/** What the page refers to, and nothing else. */
const registry = registryOf([products, productCategories, employees, designations, benefits, vendors, purchaseOrders]);

const order = (status: string, paid: string) => ({
  id: 1,
  number: "PO-2026-00001",
  vendor_id: 1,
  order_date: "2026-11-20",
  items: [{ id: 1, product_id: 1, quantity: 4, unit_cost: "25.00", amount: "100.00" }],
  payments: paid === "0.00" ? [] : [{ id: 1, date: "2026-11-21", amount: paid, transaction_id: null, payment_method: "cash" }],
  total: "100.00",
  paid,
  due: (100 - Number(paid)).toFixed(2),
  status,
  completed_at: null,
  created_at: "2026-11-20T09:00:00Z",
  updated_at: "2026-11-20T09:00:00Z",
  deleted_at: null,
});

type Reply = { status: number; data: unknown };

const renderOrder = (status: string, paid: string, onPost?: (url: string, body: unknown) => Reply) => {
  const app = renderApp(
    "/vendor/purchase-order/show/1",
    { ...sampleTables(), vendors: [{ id: 1, company_name: "Pearl River Ltd", deleted_at: null }], "purchase-orders": [order(status, paid)] },
    { registry },
  );
  const posted: { url: string; body: unknown }[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    if (params.method === "post" && params.url.startsWith("/api/purchase-orders/1/")) {
      posted.push({ url: params.url, body: params.payload });
      const reply = onPost!(params.url, params.payload);
      if (reply.status >= 400) throw { statusCode: reply.status, message: (reply.data as { message: string }).message };
      return { data: reply.data };
    }
    return base(params);
  }) as typeof base;
  return { ...app, posted };
};

const firstMount = { timeout: 40_000 };
/** The order's verbs: the primary one, then those in "More". */
const buttons = async () => [primaryAction(), ...(await moreActions())].filter((text) => text === "Complete" || text === "Record payment");

describe("the purchase order page", { timeout: 90_000 }, () => {
  it("offers Complete and Record payment on a pending order with something due; nothing on a completed, fully paid one", async () => {
    const first = renderOrder("pending", "40.00");
    await waitFor(() => expect(primaryAction()).toBe("Complete"), firstMount);
    expect(await buttons()).toEqual(["Complete", "Record payment"]);
    first.unmount();
    renderOrder("completed", "100.00");
    expect(
      await screen.findByText("PO-2026-00001", { selector: ".ant-descriptions-item-content *, .ant-descriptions-item-content" }, firstMount),
    ).toBeTruthy();
    expect(await buttons()).toEqual([]);
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
  });

  it("completes after a confirmation naming the expense, shows the server's message and reads the order again", async () => {
    const { posted, tables } = renderOrder("pending", "0.00", () => {
      Object.assign(tables["purchase-orders"][0], { status: "completed" });
      return { status: 200, data: { message: "Purchase order PO-2026-00001 completed: stock received and expense booked" } };
    });
    fireEvent.click(await screen.findByRole("button", { name: "Complete" }, firstMount));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("one purchase expense of 100.00");
    fireEvent.click(within(dialog).getByRole("button", { name: "Complete" }));
    expect(await screen.findByText("Purchase order PO-2026-00001 completed: stock received and expense booked")).toBeTruthy();
    expect(posted.map((p) => p.url)).toEqual(["/api/purchase-orders/1/complete"]);
    await waitFor(() => expect(primaryAction()).toBe("Record payment"));
  });

  it("shows the server's refusal of an overpayment", async () => {
    const { posted } = renderOrder("pending", "40.00", () => ({
      status: 422,
      data: { message: "Payments cannot exceed the total: the remaining due is 60.00" },
    }));
    await screen.findByTestId("record-more", {}, firstMount);
    await chooseMore("Record payment");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Remaining due: 60.00");
    fireEvent.change(within(dialog).getByLabelText("Amount"), { target: { value: "70" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText("Payments cannot exceed the total: the remaining due is 60.00")).toBeTruthy();
    expect(posted).toMatchObject([{ url: "/api/purchase-orders/1/payments", body: { amount: "70.00", payment_method: "bank_transfer" } }]);
  });
});
