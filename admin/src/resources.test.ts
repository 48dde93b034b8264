import { definePage, type EntityDef } from "@erp/api/entities";
import { describe, expect, it } from "vitest";
import i18n from "./providers/i18n";
import { buildResources } from "./resources";
import { registryOf, testEntities, testRegistry } from "./test/registry";

const entities = testEntities;

const t = i18n.t.bind(i18n);

describe("buildResources", () => {
  it("nests the seed's entities under their group and menu parent with the seed's routes", () => {
    const resources = buildResources(testRegistry, t);
    // the group, its menu nodes, then its entities in registry order
    expect(resources.slice(0, 6).map((r) => r.name)).toEqual(["sales", "product", "stock", "commission", "products", "product-categories"]);

    const byName = Object.fromEntries(resources.map((r) => [r.name, r]));
    expect(byName.sales.meta).toMatchObject({ label: "Sales" });
    expect(byName.sales.list).toBeUndefined();
    expect(byName.product.meta).toMatchObject({ parent: "sales", label: "Product" });
    expect(byName.products).toMatchObject({
      list: "/sales/product",
      create: "/sales/product/create",
      edit: "/sales/product/edit/:id",
      show: "/sales/product/show/:id",
      meta: { parent: "product", label: "Products" },
    });
    expect(byName["product-categories"]).toMatchObject({
      list: "/sales/product/category",
      edit: "/sales/product/category/edit/:id",
      meta: { parent: "product", label: "Categories" },
    });
  });

  it("shows only groups that have entities, in menu order, and entities without a menu parent sit in the group", () => {
    const resources = buildResources(testRegistry, t);
    const groups = resources.filter((r) => !r.list).map((r) => r.name);
    expect(groups).toEqual(["sales", "product", "stock", "commission", "human-resource", "settings"]);
    expect(groups).not.toContain("dashboard");
    expect(resources.find((r) => r.name === "employees")?.meta?.parent).toBe("human-resource");
    expect(resources.find((r) => r.name === "human-resource")?.meta?.label).toBe("Human Resources");
  });

  it("labels follow the language", async () => {
    await i18n.changeLanguage("zh_Hant");
    try {
      const resources = buildResources(testRegistry, i18n.t.bind(i18n));
      expect(resources.slice(0, 6).map((r) => r.meta?.label)).toEqual(["銷售", "產品管理", "存貨管理", "佣金管理", "產品", "類別"]);
      expect(resources.find((r) => r.name === "employees")?.meta?.label).toBe("員工");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("offers create and edit routes only where the declaration's operations allow them", () => {
    const log: EntityDef = { ...entities[0], name: "logs", route: "/settings/log", group: "settings", menuParent: undefined, operations: [], fields: {} };
    const [, resource] = buildResources(registryOf([log]), t);
    expect(resource).toMatchObject({ name: "logs", list: "/settings/log", show: "/settings/log/show/:id", meta: { canDelete: false } });
    expect(resource.create).toBeUndefined();
    expect(resource.edit).toBeUndefined();
  });

  it("refuses a menu node named like a resource", () => {
    const customers = testRegistry.entityByName.get("customers")!;
    const clash: EntityDef = { ...customers, name: "prospects", route: "/sales/prospect", menuParent: "customers" };
    expect(() => buildResources(registryOf([clash, customers]), t)).toThrow(/clashes/);
  });

  it("puts pages in their group (or menu node), hides those outside the menu, and makes a group's own page the group's node", () => {
    const pages = [
      definePage({ name: "dashboard", group: "dashboard", route: "/dashboard" }),
      definePage({ name: "payroll", group: "human-resource", route: "/human-resource/salary/payroll", menuParent: "salary" }),
      definePage({ name: "payslip", group: "human-resource", route: "/human-resource/salary/payslip", menuParent: false }),
    ];
    const resources = buildResources(registryOf([testRegistry.entityByName.get("designations")!], pages), t);
    expect(resources.map((r) => r.name)).toEqual(["dashboard", "human-resource", "salary", "designations", "payroll", "payslip"]);
    const byName = Object.fromEntries(resources.map((r) => [r.name, r]));
    expect(byName.dashboard).toMatchObject({ list: "/dashboard", meta: { label: "Dashboard" } });
    expect(byName.payroll).toMatchObject({ list: "/human-resource/salary/payroll", meta: { parent: "salary", hide: false } });
    expect(byName.payslip).toMatchObject({ meta: { parent: "human-resource", hide: true } });
  });
});
