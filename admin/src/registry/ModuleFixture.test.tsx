import { defineEntity, definePage } from "@erp/api/entities";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import i18n, { changeLanguage } from "../providers/i18n";
import type { PageProps } from "../screens";
import { registryOf, testEntities } from "../test/registry";
import { renderApp } from "../test/renderApp";

/**
 * The admin side of a test-only module: its entity and page come from the registry (as the API serves
 * it), appear in the menu of their group for that group's roles only, in the user's language, and
 * their routes are guarded like any entity's.
 */
const notes = defineEntity({
  name: "fixture-notes",
  table: "fixture_notes",
  group: "human-resource",
  route: "/human-resource/fixture-note",
  label: "title",
  actions: ["archive"],
  fields: { title: { type: "string", required: true, sortable: true, inline: true } },
  defaultSort: { field: "title", order: "asc" },
});
const board = definePage({ name: "fixture-board", group: "human-resource", route: "/human-resource/fixture-board", actions: ["tidy"] });
const registry = registryOf([...testEntities, notes], [board]);
const Board = ({ page }: PageProps) => <p>{`The ${page.name} screen`}</p>;

beforeAll(async () => {
  i18n.addResourceBundle("en", "translation", { "fixture-notes": { "fixture-notes": "Notes" }, "fixture-board": { "fixture-board": "Board" } }, true);
  i18n.addResourceBundle(
    "zh_Hant",
    "translation",
    { "fixture-notes": { "fixture-notes": "筆記" }, "fixture-board": { "fixture-board": "看板" } },
    true,
  );
  await Promise.all([import("../layout/AppLayout"), import("../crud/ListPage"), import("../crud/inline/InlineEditor")]);
}, 60_000);

const expandMenu = async () => {
  const sider = document.querySelector(".ant-layout-sider") as HTMLElement;
  fireEvent.click(document.querySelector(".ant-layout-sider-trigger")!);
  await waitFor(() => expect(sider.className).not.toContain("ant-layout-sider-collapsed"));
  return sider;
};

describe("a module's entity and page in the admin", () => {
  it("HR sees both in the Human Resources menu, translated, and opens the page's screen", async () => {
    renderApp("/human-resource/fixture-board", { "fixture-notes": [] }, { roles: ["HR"], registry, pages: { "fixture-board": Board } });
    expect(await screen.findByText("The fixture-board screen")).toBeTruthy();
    const sider = await expandMenu();
    expect(await within(sider).findByRole("link", { name: "Notes" })).toBeTruthy();
    expect(within(sider).getByRole("link", { name: "Board" })).toBeTruthy();
    await changeLanguage("zh_Hant");
    try {
      expect(await within(sider).findByRole("link", { name: "看板" })).toBeTruthy();
      expect(within(sider).getByRole("link", { name: "筆記" })).toBeTruthy();
    } finally {
      await changeLanguage("en");
    }
  });

  it("SALES sees neither, and typing the page's address shows 'not allowed', not the screen", async () => {
    renderApp("/human-resource/fixture-board", { "fixture-notes": [] }, { roles: ["SALES"], registry, pages: { "fixture-board": Board } });
    expect(await screen.findByText("Your role does not allow you to open this page.")).toBeTruthy();
    expect(screen.queryByText("The fixture-board screen")).toBeNull();
    const sider = await expandMenu();
    await within(sider).findByRole("link", { name: "Products" });
    expect(within(sider).queryByRole("link", { name: "Board" })).toBeNull();
    expect(within(sider).queryByRole("link", { name: "Notes" })).toBeNull();
  });

  it("its list edits the field it marks `inline` in place, with no screen of its own", async () => {
    const { calls } = renderApp(
      "/human-resource/fixture-note",
      { "fixture-notes": [{ id: 1, title: "Palette planning", deleted_at: null }] },
      { roles: ["HR"], registry, pages: { "fixture-board": Board } },
    );
    const cell = (await screen.findByText("Palette planning", {}, { timeout: 20_000 })).closest("td") as HTMLElement;
    expect(cell.dataset.inline).toBe("title");
    fireEvent.doubleClick(cell);
    const input = await within(cell).findByRole("textbox", {}, { timeout: 20_000 });
    fireEvent.change(input, { target: { value: "Palette planning, done" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "update").map((c) => c.params)).toEqual([{ id: 1, variables: { title: "Palette planning, done" } }]),
    );
  }, 60_000);
});
