import { createRegistry, definePage } from "@erp/api/entities";
import type { CustomParams, DataProvider } from "@refinedev/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { testEntities } from "../../test/registry";
import { renderApp, sampleTables } from "../../test/renderApp";
import type { RoleRow } from "./RolesPage";

/** The test registry with the roles page, declared as the customize module declares it. */
const registry = createRegistry([
  { name: "test", entities: testEntities, pages: [definePage({ name: "roles", group: "settings", route: "/settings/roles" })] },
]);

beforeAll(() => Promise.all([import("../../layout/AppLayout"), import("./RolesPage"), import("casbin")]), 60_000);

const roles: RoleRow[] = [
  { name: "ADMIN", builtin: true, changed: false, grants: [{ object: "*", actions: ["*"] }], private_fields: true, users: 1 },
  { name: "WAREHOUSE", builtin: false, changed: false, grants: [{ object: "dashboard", actions: ["list"] }], private_fields: false, users: 3 },
];

describe("the roles page", { timeout: 90_000 }, () => {
  it("opens a role when its row is clicked, as its Edit button does; its Delete button only asks", async () => {
    const app = renderApp("/settings/roles", sampleTables(), { registry });
    const provider = app.provider as DataProvider & { custom: NonNullable<DataProvider["custom"]> };
    const base = provider.custom;
    provider.custom = (async (params: CustomParams) => (params.url === "/api/roles" ? { data: roles } : base(params))) as typeof base;
    const row = (await screen.findByText("WAREHOUSE", {}, { timeout: 40_000 })).closest("tr")!;
    // a button of the row does its own thing, not the row's
    fireEvent.click(row.querySelector("button.ant-btn-dangerous")!);
    expect(await screen.findByText("Delete the role WAREHOUSE?")).toBeTruthy();
    expect(screen.queryByText("Change role WAREHOUSE")).toBeNull();
    fireEvent.click(screen.getByText("Created here"));
    await waitFor(() => expect(screen.getByText("Change role WAREHOUSE")).toBeTruthy());
  });
});
