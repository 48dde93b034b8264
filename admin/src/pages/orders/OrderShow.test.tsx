import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { chooseMore, confirmAction, moreActions, primaryAction } from "../../test/recordActions";
import { testRegistry } from "../../test/registry";
import { renderApp, sampleTables } from "../../test/renderApp";
import type { HistoryEntry } from "../../crud/RecordHistory";

// the screens, the layout and casbin (the first access question) load lazily: once, before the clock runs
beforeAll(
  () => Promise.all([import("../../layout/AppLayout"), import("./OrderShow"), import("./OrderForm"), import("casbin"), import("buffer")]),
  60_000,
);

const order = (status: string) => ({
  id: 1,
  number: "SO-0001",
  order_date: "2024-05-03",
  customer_id: 1,
  employee_id: 1,
  payment_method: "credit_card",
  lines: [{ id: 1, product_id: 1, quantity: 2, price: "1234.50", amount: "2469.00" }],
  total: "2469.00",
  status,
  expiration: null,
  reason: null,
  completed_at: null,
  created_at: "2024-05-03T09:00:00Z",
  updated_at: "2024-05-03T09:00:00Z",
  deleted_at: null,
});

const tables = (status: string) => ({
  ...sampleTables(),
  customers: [{ id: 1, name: "Acme Ltd", email: "a@b.com", deleted_at: null }],
  employees: [{ id: 1, name: "Sam", full_name: "Sam Sales", deleted_at: null }],
  orders: [order(status)],
});

type Reply = { status: number; data: unknown };

/**
 * The real App on /sales/order/show/1; the in-memory provider's `custom` (the object the App
 * uses) answers the order's business actions as the server contract says.
 */
const renderOrder = (
  status: string,
  history: HistoryEntry[],
  onStatus?: (body: { status: string; reason?: string }) => Reply,
  options: Parameters<typeof renderApp>[2] = {},
) => {
  const app = renderApp("/sales/order/show/1", tables(status), options);
  const posted: unknown[] = [];
  const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
  const base = provider.custom;
  provider.custom = (async (params: CustomParams) => {
    // the record's history (generic, newest first), asked for a page at a time
    if (params.url === "/api/orders/1/history" && params.method === "get") return { data: [...history].reverse() };
    if (params.url === "/api/orders/1/status" && params.method === "post") {
      posted.push(params.payload);
      const reply = onStatus!(params.payload as { status: string; reason?: string });
      if (reply.status >= 400) throw { statusCode: reply.status, message: (reply.data as { message: string }).message };
      return { data: reply.data };
    }
    if (params.url === "/api/orders/1/send" && params.method === "post") {
      posted.push(params.payload);
      const { document } = params.payload as { document: string };
      return { data: { message: `Email with the ${document} SO-0001 is sent to customer a@b.com`, emailed: "a@b.com", order: order(status) } };
    }
    return base(params);
  }) as typeof base;
  return { ...app, posted };
};

/** The workflow's moves on the page: the primary one, then those in "More". */
const statusActions = async () =>
  [primaryAction(), ...(await moreActions())].filter((label) => label && /^Move to /.test(label)).map((label) => label?.toLowerCase());

/** History lines, oldest first here (the API answers newest first). */
const created: HistoryEntry = {
  id: "h1",
  action: "create",
  note: null,
  detail: null,
  changes: [{ field: "status", old: null, new: "pending" }],
  user_id: 2,
  user_name: "Sam Sales",
  created_at: "2024-05-03T09:00:00",
};
const moved = (from: string, to: string, note: string | null, rest: Partial<HistoryEntry> = {}): HistoryEntry => ({
  ...created,
  id: `s0:${to}`,
  action: "status",
  note,
  changes: [{ field: "status", old: from, new: to }],
  ...rest,
});

/** The first render of the App under a loaded machine (other suites in parallel) can take a while. */
const firstMount = { timeout: 20_000 };

describe("the order page", { timeout: 45_000 }, () => {
  it("offers only the workflow's next statuses: pending -> processing or cancelled", async () => {
    renderOrder("pending", [created]);
    await waitFor(() => expect(primaryAction()?.toLowerCase()).toBe("move to processing"), firstMount);
    expect(await statusActions()).toEqual(["move to processing", "move to cancelled"]);
  });

  it("offers returning only for a completed order, and nothing for a cancelled one", async () => {
    const first = renderOrder("completed", [created]);
    await waitFor(() => expect(primaryAction()?.toLowerCase()).toBe("move to returning"), firstMount);
    expect(await statusActions()).toEqual(["move to returning"]);
    first.unmount();

    renderOrder("cancelled", [created]);
    expect(
      await screen.findByText("SO-0001", { selector: ".ant-descriptions-item-content *, .ant-descriptions-item-content" }, firstMount),
    ).toBeTruthy();
    expect(primaryAction()).toBeUndefined();
    expect(await statusActions()).toEqual([]);
  });

  it("renders the history, newest first: the status change from -> to with its reason, who and when, then the creation", async () => {
    renderOrder("processing", [
      created,
      moved("pending", "processing", "Paid by card", { user_id: 1, user_name: "Ada Admin", created_at: "2024-05-04T14:30:00" }),
    ]);
    await waitFor(() => expect(screen.getAllByTestId("history-entry")).toHaveLength(2), firstMount);
    const [latest, first] = screen.getAllByTestId("history-entry");
    expect(first.textContent).toMatch(/^Created/);
    expect(first.textContent).toContain("by Sam Sales on 2024/05/03 09:00");
    expect(latest.textContent).toMatch(/^Status changed/);
    expect(
      within(latest)
        .getAllByText(/pending|processing/i)
        .map((el) => el.textContent?.toLowerCase()),
    ).toEqual(["pending", "processing"]);
    expect(latest.textContent).toContain("Paid by card");
    expect(latest.textContent).toContain("by Ada Admin on 2024/05/04 14:30");
  });

  it("posts the move with the reason, shows the server's message and refreshes the order and its history, messages included", async () => {
    const history = [created];
    const { posted, tables: data } = renderOrder("pending", history, (body) => {
      Object.assign(data.orders[0], { status: body.status, updated_at: "2024-05-05T08:15:00Z" });
      history.push(moved("pending", body.status, body.reason ?? null, { created_at: "2024-05-05T08:15:00" }));
      // the SMS the move queued, as the history stream carries it
      history.push({
        id: "s1:7",
        action: "message",
        user_id: null,
        user_name: null,
        note: null,
        changes: [],
        created_at: "2024-05-05T08:15:00",
        detail: {
          id: 7,
          kind: "sms",
          to: "+85291234567",
          state: "failed",
          attempts: 1,
          provider: null,
          provider_id: null,
          error: "HTTP 401: Authenticate (20003)",
          created_at: "2024-05-05T08:15:00",
          sent_at: null,
          next_attempt_at: null,
        },
      });
      return {
        status: 200,
        data: { message: "Status updated to Processing. Email is sent to customer a@b.com", order: data.orders[0], emailed: "a@b.com" },
      };
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Move to processing/i }, firstMount));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  Paid  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Change status" }));

    expect(await screen.findByText("Status updated to Processing. Email is sent to customer a@b.com")).toBeTruthy();
    expect(posted).toEqual([{ status: "processing", reason: "Paid" }]);
    // the order is read again: processing may now ship or be cancelled
    await waitFor(() => expect(primaryAction()?.toLowerCase()).toBe("move to shipping"));
    expect(await statusActions()).toEqual(["move to shipping", "move to cancelled"]);
    await waitFor(() => expect(screen.getAllByTestId("history-entry")).toHaveLength(3));
    expect(screen.getAllByTestId("history-entry")[1].textContent).toContain("Paid");
    // the message to the customer shows in the history with its state and the provider's reason
    await waitFor(() => expect(screen.getAllByTestId("outbox-message")).toHaveLength(1));
    const [notice] = screen.getAllByTestId("outbox-message");
    expect(notice.getAttribute("data-state")).toBe("failed");
    expect(notice.textContent).toContain("to +85291234567");
    expect(notice.textContent).toContain("Failed");
    expect(notice.textContent).toContain("HTTP 401: Authenticate (20003)");
  });

  it("shows the server's message when the move is refused (409 illegal, 422 short of stock)", async () => {
    const { posted } = renderOrder("pending", [created], () => ({
      status: 422,
      data: { message: "Not enough stock of Keyboard: 1 on hand, 2 wanted" },
    }));
    fireEvent.click(await screen.findByRole("button", { name: /^Move to processing/i }, firstMount));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Change status" }));
    expect(await screen.findByText("Not enough stock of Keyboard: 1 on hand, 2 wanted")).toBeTruthy();
    expect(posted).toEqual([{ status: "processing" }]);
    expect(screen.getAllByTestId("history-entry")).toHaveLength(1);
  });

  it("downloads the confirmation and the invoice (in the customer's language: no ?lang) and sends either, asking first", async () => {
    const { posted } = renderOrder("processing", [created]);
    await waitFor(() => expect(primaryAction()?.toLowerCase()).toBe("move to shipping"), firstMount);
    const labels = await moreActions();
    for (const label of ["Download order confirmation", "Download invoice", "Send confirmation to customer", "Send invoice to customer"])
      expect(labels).toContain(label);
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".ant-dropdown:not(.ant-dropdown-hidden) a[href$='.pdf']")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/api/orders/1/confirmation.pdf", "/api/orders/1/invoice.pdf"]);
    await chooseMore("Send invoice to customer");
    expect((await screen.findByRole("dialog")).textContent).toContain("E-mail the invoice of SO-0001 to the customer?");
    await confirmAction("Send invoice to customer");
    expect(await screen.findByText("Email with the invoice SO-0001 is sent to customer a@b.com")).toBeTruthy();
    expect(posted).toEqual([{ document: "invoice" }]);
  });

  it("hides Send from a role not granted it, and for a cancelled order; the downloads stay", async () => {
    const reader = {
      ...testRegistry,
      policy: [
        ["READER", "dashboard", "list"],
        ["READER", "orders", "list"],
        ["READER", "orders", "show"],
      ] as [string, string, string][],
    };
    const first = renderOrder("pending", [created], undefined, { roles: ["READER"], registry: reader });
    expect(
      await screen.findByText("SO-0001", { selector: ".ant-descriptions-item-content *, .ant-descriptions-item-content" }, firstMount),
    ).toBeTruthy();
    await waitFor(async () => expect(await moreActions()).toContain("Download invoice"));
    expect((await moreActions()).filter((label) => label.startsWith("Send"))).toEqual([]);
    first.unmount();

    renderOrder("cancelled", [created]);
    await waitFor(async () => expect(await moreActions()).toContain("Download order confirmation"));
    expect((await moreActions()).filter((label) => label.startsWith("Send"))).toEqual([]);
  });
});
