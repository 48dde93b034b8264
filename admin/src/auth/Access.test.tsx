import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { addFixtureLabels, fixtureRegistry, fixtureTables } from "../test/fixtures";
import { renderApp, sampleTables } from "../test/renderApp";

/** The real App and authProvider, a scripted session per role, Casbin over the real policy files. */
beforeAll(
  () => Promise.all([import("../layout/AppLayout"), import("../crud/ListPage"), import("../crud/ShowPage"), import("../pages/auth/LoginPage")]),
  60_000,
);

const tables = () => ({
  ...sampleTables(),
  users: [{ id: 1, name: "Ada Admin", email: "admin@erp.local", roles: ["ADMIN"], status: "active", last_sign_in_at: null, deleted_at: null }],
  "behaviour-logs": [
    {
      id: 1,
      action: "sign-in",
      target: "users",
      target_id: 1,
      user_id: 1,
      email: "admin@erp.local",
      ip: "127.0.0.1",
      created_at: "2026-11-22T08:00:00Z",
    },
  ],
});

/** The side menu's top-level groups, once expanded. */
const menuGroups = async () => {
  const sider = document.querySelector(".ant-layout-sider") as HTMLElement;
  fireEvent.click(document.querySelector(".ant-layout-sider-trigger")!);
  await waitFor(() => expect(sider.className).not.toContain("ant-layout-sider-collapsed"));
  await within(sider).findByRole("link", { name: "Widgets" });
  const top = sider.querySelector(".ant-menu-root")!;
  return [...top.children].map((item) => item.querySelector(".ant-menu-submenu-title, .ant-menu-title-content")?.textContent);
};

/** Fixture entities in the real groups under the real policy: true whatever the modules add to the menu. */
const fixtures = { registry: fixtureRegistry };

describe("access control in the app", () => {
  beforeAll(addFixtureLabels);

  it.each([
    ["ADMIN", ["Sales", "Accounting", "Human Resources", "Settings"]],
    ["SALES", ["Sales", "Accounting"]],
    ["HR", ["Sales", "Human Resources"]],
    ["ACCOUNTING", ["Sales", "Accounting"]],
  ])("%s sees the groups the policy grants it: %j", async (role, groups) => {
    renderApp("/sales/fx-catalogue", fixtureTables(), { ...fixtures, roles: [role] });
    expect(await screen.findByText("Sprocket", {}, { timeout: 20_000 })).toBeTruthy();
    expect(await menuGroups()).toEqual(groups);
  });

  it.each([
    ["SALES", "/settings/fx-audit", "fx-audits", "Yearly audit"],
    ["HR", "/accounting/fx-ledger", "fx-ledgers", "Cash book"],
    ["ACCOUNTING", "/human-resource/fx-roster", "fx-rosters", "Night shift"],
  ])("a %s user typing %s gets the 'not allowed' page, never the screen or its data", async (role, path, resource, row) => {
    const { calls } = renderApp(path, fixtureTables(), { ...fixtures, roles: [role] });
    expect(await screen.findByText("Your role does not allow you to open this page.")).toBeTruthy();
    expect(screen.queryByText(row)).toBeNull();
    expect(calls.some((c) => c.resource === resource)).toBe(false);
  });

  it("a SALES user typing /settings/user gets the 'not allowed' page, never the screen or its data", async () => {
    const { calls } = renderApp("/settings/user", tables(), { roles: ["SALES"] });
    expect(await screen.findByText("Your role does not allow you to open this page.")).toBeTruthy();
    expect(screen.queryByText("Ada Admin")).toBeNull();
    expect(calls.some((c) => c.resource === "users")).toBe(false);
  });

  it("signed out: the login page with callbackUrl and 'Please sign in to continue', no protected content", async () => {
    const { calls } = renderApp("/sales/product", tables(), { roles: null });
    expect(await screen.findByText("Please sign in to continue")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.queryByText("Keyboard")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("the behaviour log offers filters (incl. the action time) and export, but no create, edit, delete or trash", async () => {
    renderApp("/settings/behaviour-log", tables(), { roles: ["ADMIN"] });
    expect(await screen.findByText("admin@erp.local")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Action time/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Export CSV/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Create/ })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Trash" })).toBeNull();
    const row = screen.getByText("admin@erp.local").closest("tr")!;
    await waitFor(() => expect(row.querySelectorAll("button")).toHaveLength(1)); // show only
    fireEvent.click(screen.getByRole("button", { name: /Filters/ }));
    for (const label of ["Action", "Record type", "User", "Action time"]) expect(screen.getByLabelText(label, { selector: "input" })).toBeTruthy();
  });

  it("the user menu shows the signed-in user's name and logs out to the login page", async () => {
    const { auth } = renderApp("/sales/product", tables(), { roles: ["SALES"] });
    expect(await screen.findByText("Sam Sales", {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "User menu" }));
    fireEvent.click(await screen.findByText("Logout"));
    expect(await screen.findByRole("button", { name: "Sign in" }, { timeout: 20_000 })).toBeTruthy();
    expect(auth.seen.some((c) => c.method === "POST" && c.url === "/api/auth/signout")).toBe(true);
    expect(screen.queryByText("Please sign in to continue")).toBeNull(); // a chosen logout is no error
  });
});
