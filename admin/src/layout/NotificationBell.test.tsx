import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../test/renderApp";

beforeAll(() => Promise.all([import("./AppLayout"), import("../crud/EditPage")]), 60_000);

const mention = {
  id: 1,
  kind: "mention",
  resource: "products",
  record_id: 1,
  record_label: "Keyboard",
  note_id: 5,
  text: "@Ada",
  actor_name: "Sam Sales",
  created_at: "2024-05-04T14:30:00",
  read_at: null,
};

describe("the header's bell", { timeout: 90_000 }, () => {
  it("reads the count again after the user's own write, without waiting for its 30 s poll", async () => {
    const { tables } = renderApp("/sales/product/category/edit/1", sampleTables());
    const name = () => screen.getByLabelText("Name") as HTMLInputElement;
    await waitFor(() => expect(name().value).toBe("Hardware"), { timeout: 30_000 });
    expect(screen.getByTestId("notification-bell")).toBeTruthy();
    expect(screen.queryByTestId("notification-count")).toBeNull();
    // a colleague mentions the user meanwhile; the user saves the form
    tables.notifications = [mention];
    fireEvent.change(name(), { target: { value: "Hardware and cables" } });
    fireEvent.click(screen.getByRole("button", { name: /Save$/ }));
    await waitFor(() => expect(screen.getByTestId("notification-count").textContent).toBe("1"), { timeout: 5_000 });
  });

  it("reads it again when the tab shows again and when the window regains focus", async () => {
    const { tables } = renderApp("/sales/product/category/edit/1", sampleTables());
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Hardware"), { timeout: 30_000 });
    expect(screen.queryByTestId("notification-count")).toBeNull();
    tables.notifications = [mention];
    fireEvent(window, new Event("visibilitychange"));
    await waitFor(() => expect(screen.getByTestId("notification-count").textContent).toBe("1"), { timeout: 5_000 });
    // a window focused again beside another one (the tab never hid)
    tables.notifications = [mention, { ...mention, id: 2 }];
    fireEvent(window, new Event("focus"));
    await waitFor(() => expect(screen.getByTestId("notification-count").textContent).toBe("2"), { timeout: 5_000 });
  });
});
