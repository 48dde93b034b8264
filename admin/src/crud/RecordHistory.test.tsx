import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp, sampleTables } from "../test/renderApp";

beforeAll(() => Promise.all([import("../layout/AppLayout"), import("./ShowPage")]), 60_000);

const line = (id: string, action: string, changes: { field: string; old: unknown; new: unknown; masked?: boolean }[], rest = {}) => ({
  id,
  action,
  user_id: 1,
  user_name: "Ada Admin",
  created_at: "2024-05-04T14:30:00",
  note: null,
  changes,
  detail: null,
  ...rest,
});

describe("a record's history on its page", { timeout: 60_000 }, () => {
  it("shows who, when, the action and each changed field old -> new as the field shows it, masked values as hidden", async () => {
    renderApp("/sales/product/show/1", {
      ...sampleTables(),
      "history:products:1": [
        line("h2", "update", [
          { field: "name", old: "Keybord", new: "Keyboard" },
          { field: "category_id", old: 2, new: 1 },
          { field: "price", old: "1000.00", new: "1234.50" },
          { field: "cf_cost", old: null, new: null, masked: true },
        ]),
        line("h1", "create", [{ field: "name", old: null, new: "Keybord" }], { user_name: null }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("history-entry")).toHaveLength(2), { timeout: 20_000 });
    const [edit, created] = screen.getAllByTestId("history-entry");
    expect(edit.textContent).toMatch(/^Edited by Ada Admin on 2024\/05\/04 14:30/);
    const change = (field: string) =>
      within(edit)
        .getAllByTestId("history-change")
        .find((el) => el.dataset.field === field)!;
    expect(change("name").textContent).toBe("Name: KeybordKeyboard");
    // a reference by its target's label, money formatted
    await waitFor(() => expect(change("category_id").textContent).toMatch(/Software.*Hardware/));
    expect(change("price").textContent).toMatch(/1,000\.00.*1,234\.50/);
    expect(change("cf_cost").textContent).toContain("hidden");
    expect(created.textContent).toMatch(/^Created by System/);
  });

  it("shows notes (the signed-in author's own with edit and delete), the box to add one, messages with their state, and the bell's count", async () => {
    const { calls } = renderApp("/sales/product/show/1", {
      ...sampleTables(),
      notifications: [
        {
          id: 1,
          kind: "mention",
          resource: "products",
          record_id: 1,
          record_label: "Keyboard",
          note_id: 5,
          text: "@Sam",
          actor_name: "Ada Admin",
          created_at: "2024-05-04T14:30:00",
          read_at: null,
        },
      ],
      "history:products:1": [
        line("s0:5", "note", [], {
          user_id: 2,
          user_name: "Sam Sales",
          note: "Called @Ada Admin",
          detail: { note_id: 5, edited_at: "2024-05-04T15:00:00" },
        }),
        line("s0:4", "note", [], { user_id: 1, note: "Someone else's note", detail: { note_id: 4, edited_at: null } }),
        line("s1:9", "message", [], {
          user_id: null,
          user_name: null,
          detail: {
            id: 9,
            kind: "sms",
            to: "+85291234567",
            state: "sent",
            attempts: 1,
            provider: "vonage",
            provider_id: "ABC123",
            error: null,
            created_at: "2024-05-04T14:00:00",
            sent_at: "2024-05-04T14:00:05",
            next_attempt_at: null,
          },
        }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("history-entry")).toHaveLength(3), { timeout: 20_000 });
    const [mine, theirs, message] = screen.getAllByTestId("history-entry");
    expect(mine.textContent).toMatch(/^Note by Sam Sales/);
    expect(mine.textContent).toContain("Called @Ada Admin");
    expect(mine.textContent).toContain("(edited)");
    await waitFor(() => expect(within(mine).getByRole("button", { name: "Edit note" })).toBeTruthy());
    expect(within(mine).getByRole("button", { name: "Delete note" })).toBeTruthy();
    expect(within(theirs).queryByRole("button", { name: "Edit note" })).toBeNull();
    expect(message.textContent).toMatch(/^Message by System/);
    expect(within(message).getByTestId("outbox-message").dataset.state).toBe("sent");
    expect(message.textContent).toContain("to +85291234567");
    expect(message.textContent).toContain("Sent");
    expect(screen.getByTestId("note-box")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("notification-count").textContent).toBe("1"));
    // nothing written by showing them
    expect(calls.filter((c) => c.method === "custom" && (c.params as { method?: string }).method !== "get")).toEqual([]);
  });
});
