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
});
