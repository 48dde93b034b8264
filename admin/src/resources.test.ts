import { definePage, type EntityDef } from "@erp/api/entities";
import { beforeAll, describe, expect, it } from "vitest";
import i18n from "./providers/i18n";
import { buildResources } from "./resources";
import { addFixtureLabels, fixtureEntities, fixturePages, fixtureRegistry } from "./test/fixtures";
import { registryOf } from "./test/registry";

const t = i18n.t.bind(i18n);

describe("buildResources", () => {
  beforeAll(addFixtureLabels);

  it("nests entities under their group and menu parent, with list, create, edit and show routes", () => {
    const resources = buildResources(fixtureRegistry, t);
    // the group, its menu nodes, then its entities in registry order
    expect(resources.slice(0, 4).map((r) => r.name)).toEqual(["sales", "fx-catalogue", "fx-widgets", "fx-kinds"]);

    const byName = Object.fromEntries(resources.map((r) => [r.name, r]));
    expect(byName.sales.meta).toMatchObject({ label: "Sales" });
    expect(byName.sales.list).toBeUndefined();
    expect(byName["fx-catalogue"].meta).toMatchObject({ parent: "sales", label: "Catalogue" });
    expect(byName["fx-widgets"]).toMatchObject({
      list: "/sales/fx-catalogue",
      create: "/sales/fx-catalogue/create",
      edit: "/sales/fx-catalogue/edit/:id",
      show: "/sales/fx-catalogue/show/:id",
      meta: { parent: "fx-catalogue", label: "Widgets", canDelete: true },
    });
    expect(byName["fx-kinds"]).toMatchObject({
      list: "/sales/fx-catalogue/kind",
      edit: "/sales/fx-catalogue/kind/edit/:id",
      meta: { parent: "fx-catalogue", label: "Kinds" },
    });
  });

  it("shows only groups that have entities or pages, in menu order, and entities without a menu parent sit in the group", () => {
    const resources = buildResources(fixtureRegistry, t);
    const groups = resources.filter((r) => !r.list && !r.meta?.parent).map((r) => r.name);
    expect(groups).toEqual(["sales", "accounting", "human-resource", "settings"]);
    expect(resources.map((r) => r.name)).toEqual([
      "sales",
      "fx-catalogue",
      "fx-widgets",
      "fx-kinds",
      "accounting",
      "fx-ledgers",
      "fx-overview",
      "fx-hidden",
      "human-resource",
      "fx-rosters",
      "settings",
      "fx-audits",
    ]);
    expect(resources.find((r) => r.name === "fx-rosters")?.meta?.parent).toBe("human-resource");
    expect(resources.find((r) => r.name === "human-resource")?.meta?.label).toBe("Human Resources");
    expect(resources.find((r) => r.name === fixturePages.overview.name)).toMatchObject({
      list: "/accounting/fx-overview",
      meta: { parent: "accounting", label: "Overview", hide: false },
    });
    expect(resources.find((r) => r.name === fixturePages.hidden.name)?.meta).toMatchObject({ parent: "accounting", hide: true });
  });

  it("labels follow the language", async () => {
    await i18n.changeLanguage("zh_Hant");
    try {
      const resources = buildResources(fixtureRegistry, i18n.t.bind(i18n));
      expect(resources.slice(0, 4).map((r) => r.meta?.label)).toEqual(["銷售", "目錄", "小工具", "種類"]);
      expect(resources.find((r) => r.name === "fx-rosters")?.meta?.label).toBe("排班");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("offers create and edit routes only where the declaration's operations allow them", () => {
    const log: EntityDef = {
      ...fixtureEntities.widgets,
      name: "logs",
      route: "/settings/log",
      group: "settings",
      menuParent: undefined,
      operations: [],
      fields: {},
    };
    const [, resource] = buildResources(registryOf([log]), t);
    expect(resource).toMatchObject({ name: "logs", list: "/settings/log", show: "/settings/log/show/:id", meta: { canDelete: false } });
    expect(resource.create).toBeUndefined();
    expect(resource.edit).toBeUndefined();
  });

  it("refuses a menu node named like a resource", () => {
    const { kinds } = fixtureEntities;
    const clash: EntityDef = { ...kinds, name: "prospects", route: "/sales/prospect", menuParent: "fx-kinds" };
    expect(() => buildResources(registryOf([clash, kinds]), t)).toThrow(/clashes/);
  });

  it("puts pages in their group (or menu node), hides those outside the menu, and makes a group's own page the group's node", () => {
    const pages = [
      definePage({ name: "dashboard", group: "dashboard", route: "/dashboard" }),
      definePage({ name: "payroll", group: "human-resource", route: "/human-resource/salary/payroll", menuParent: "salary" }),
      definePage({ name: "payslip", group: "human-resource", route: "/human-resource/salary/payslip", menuParent: false }),
    ];
    const resources = buildResources(registryOf([fixtureEntities.rosters], pages), t);
    expect(resources.map((r) => r.name)).toEqual(["dashboard", "human-resource", "salary", "fx-rosters", "payroll", "payslip"]);
    const byName = Object.fromEntries(resources.map((r) => [r.name, r]));
    expect(byName.dashboard).toMatchObject({ list: "/dashboard", meta: { label: "Dashboard" } });
    expect(byName.payroll).toMatchObject({ list: "/human-resource/salary/payroll", meta: { parent: "salary", hide: false } });
    expect(byName.payslip).toMatchObject({ meta: { parent: "human-resource", hide: true } });
  });
});
