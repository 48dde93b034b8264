import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseMore, confirmAction, moreActions, primaryAction } from "../../test/recordActions";
import { renderApp, sampleTables } from "../../test/renderApp";

// the screens, the layout and casbin load lazily: once, before the clock runs
beforeAll(
  () => Promise.all([import("../../layout/AppLayout"), import("./DocumentShow"), import("./ServiceUnitShow"), import("casbin"), import("buffer")]),
  60_000,
);

const stamps = { created_at: "2026-11-20T09:00:00Z", updated_at: "2026-11-20T09:00:00Z", deleted_at: null };
const line = {
  id: 1,
  item_type: "service_plan",
  service_plan_id: 1,
  service_unit_id: null,
  product_id: null,
  quantity: 1,
  price: "1500.00",
  subtotal: "1500.00",
};
const tables = (quotationStatus: string, invoiceStatus: string) => ({
  ...sampleTables(),
  customers: [{ id: 1, name: "Acme Ltd", email: "a@b.com", ...stamps }],
  "service-units": [
    { id: 1, name: "Help desk", service_code: "SU-HD-01", period: "monthly", price: "120.00", category_id: null, description: null, ...stamps },
  ],
  "service-plans": [{ id: 1, name: "Office care", price: "1500.00", description: null, packages: [], ...stamps }],
  quotations: [
    {
      id: 1,
      number: "QT-2026-00001",
      name: "Office IT",
      customer_id: 1,
      quotation_date: "2026-11-20",
      valid_until: null,
      lines: [line],
      total: "1500.00",
      status: quotationStatus,
      remarks: null,
      order_id: null,
      service_invoice_id: null,
      ...stamps,
    },
  ],
  "service-invoices": [
    {
      id: 1,
      number: "SI-2026-00001",
      invoice_date: "2026-11-20",
      customer_id: 1,
      lines: [line],
      total: "1500.00",
      is_paid: false,
      status: invoiceStatus,
      remarks: null,
      finish_date: null,
      closing_date: null,
      quotation_id: null,
      ...stamps,
    },
  ],
});

/** The real App on a show page; the in-memory provider's `custom` answers the business actions as the server contract says. */
const renderPage = (path: string, quotationStatus: string, invoiceStatus = "draft") => {
  const app = renderApp(path, tables(quotationStatus, invoiceStatus));
  const posted: { url: string; payload: unknown }[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    if (params.method === "post") {
      posted.push({ url: params.url, payload: params.payload });
      const status = (params.payload as { status?: string } | undefined)?.status;
      if (params.url.endsWith("/convert")) Object.assign(app.tables.quotations[0], { status: "converted", order_id: 7, service_invoice_id: 8 });
      else if (status) Object.assign(app.tables.quotations[0], { status });
      return { data: { message: params.url.endsWith("/convert") ? "Quotation converted" : `Status updated to ${status}.` } };
    }
    return base(params);
  }) as typeof base;
  return { ...app, posted };
};

/** The first render of the App under a loaded machine (other suites in parallel) can take a while. */
const firstMount = { timeout: 40_000 };
/** The workflow's moves on the page: the primary one, then those in "More". */
const moveButtons = async () =>
  [primaryAction(), ...(await moreActions())].filter((label): label is string => Boolean(label && /^Mark as /.test(label)));

describe("quotation and service invoice pages", { timeout: 90_000 }, () => {
  it("a draft quotation offers Sent, Download PDF in the admin's language and Send to customer; no conversion", async () => {
    renderPage("/quotation/show/1", "draft");
    await waitFor(() => expect(primaryAction()).toBe("Mark as Sent"), firstMount);
    expect(await moreActions()).toEqual(["Download PDF", "Send to customer", "Delete", "Refresh"]);
    expect(screen.getByRole("link", { name: /Download PDF/ }).getAttribute("href")).toBe("/api/quotations/1/pdf");
    expect(screen.queryByText(/Convert to order and invoice/)).toBeNull();
    // the header names the record and shows its status; its lines are a table of their own under the
    // details (not squeezed into a cell); the customer is a link to the customer's page
    expect(screen.getByTestId("record-title").textContent).toBe("QT-2026-00001 · Office IT");
    expect(document.querySelector(".ant-page-header-heading-tags")?.textContent).toBe("Draft");
    const lines = screen.getByTestId("lines-lines");
    expect(lines.closest(".ant-descriptions")).toBeNull();
    expect(within(lines).getByRole("columnheader", { name: "Subtotal" })).toBeTruthy();
    expect(within(lines).getAllByText("1,500.00")).toHaveLength(2); // price and subtotal
    await waitFor(() => expect(screen.getByRole("link", { name: "Acme Ltd" }).getAttribute("href")).toBe("/sales/customer/show/1"));
    // Delete asks first, naming the record
    await chooseMore("Delete");
    expect(await screen.findByText(/^Delete QT-2026-00001\? It goes to the trash/, { selector: ".ant-modal-confirm-title" })).toBeTruthy();
  });

  it("a sent quotation offers accepted, rejected and expired; an accepted one converts, then offers nothing", async () => {
    const first = renderPage("/quotation/show/1", "sent");
    await waitFor(() => expect(primaryAction()).toBe("Mark as Accepted"), firstMount);
    expect(await moveButtons()).toEqual(["Mark as Accepted", "Mark as Rejected", "Mark as Expired"]);
    first.unmount();

    const { posted } = renderPage("/quotation/show/1", "accepted");
    await waitFor(() => expect(primaryAction()).toBe("Convert to order and invoice"), firstMount);
    fireEvent.click(screen.getByRole("button", { name: /Convert to order and invoice/ }));
    // the question names the quotation
    expect(
      await screen.findByText("Convert QT-2026-00001 into a sales order and a service invoice?", { selector: ".ant-modal-confirm-title" }),
    ).toBeTruthy();
    await confirmAction("Convert to order and invoice");
    expect(await screen.findByText("Quotation converted")).toBeTruthy();
    expect(posted.map((p) => p.url)).toEqual(["/api/quotations/1/convert"]);
    await waitFor(() => expect(primaryAction()).toBeUndefined());
    expect(await moveButtons()).toEqual([]);
  });

  it("an invoice shows its QR code; a draft may be issued or cancelled and edited, a paid one only closed and not edited", async () => {
    const first = renderPage("/service/service_invoice/show/1", "draft", "draft");
    await waitFor(() => expect(primaryAction()).toBe("Mark as Issued"), firstMount);
    expect(await moveButtons()).toEqual(["Mark as Issued", "Mark as Cancelled"]);
    expect(screen.getByAltText("SI-2026-00001").getAttribute("src")).toBe("/api/service-invoices/1/qr.svg");
    expect(screen.getByRole("button", { name: /Edit/ })).toBeTruthy();
    first.unmount();

    renderPage("/service/service_invoice/show/1", "draft", "paid");
    await waitFor(() => expect(primaryAction()).toBe("Mark as Closed"), firstMount);
    expect(await moveButtons()).toEqual(["Mark as Closed"]);
    expect(screen.queryByRole("button", { name: /Edit/ })).toBeNull();
  });

  it("a service unit shows its QR code with PNG and SVG downloads", async () => {
    renderPage("/service/service_unit/show/1", "draft");
    const image = await screen.findByAltText("SU-HD-01", {}, firstMount);
    expect(image.getAttribute("src")).toBe("/api/service-units/1/qr.svg");
    expect(screen.getByRole("link", { name: /Download PNG/ }).getAttribute("href")).toBe("/api/service-units/1/qr.png");
    expect(screen.getByRole("link", { name: /Download SVG/ }).getAttribute("href")).toBe("/api/service-units/1/qr.svg");
  });
});
