import { entities, type EntityDef } from "@erp/api/entities";
import { describe, expect, it } from "vitest";
import i18n from "./providers/i18n";
import { buildResources } from "./resources";

const t = i18n.t.bind(i18n);

describe("buildResources", () => {
  it("nests the seed's entities under their group and menu parent with the seed's routes", () => {
    const resources = buildResources(entities, t);
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
    const resources = buildResources(entities, t);
    const groups = resources.filter((r) => !r.list).map((r) => r.name);
    expect(groups).toEqual(["sales", "product", "stock", "commission", "human-resource", "settings"]);
    expect(groups).not.toContain("dashboard");
    expect(resources.find((r) => r.name === "employees")?.meta?.parent).toBe("human-resource");
    expect(resources.find((r) => r.name === "human-resource")?.meta?.label).toBe("Human Resources");
  });

  it("labels follow the language", async () => {
    await i18n.changeLanguage("zh_Hant");
    try {
      const resources = buildResources(entities, i18n.t.bind(i18n));
      expect(resources.slice(0, 6).map((r) => r.meta?.label)).toEqual(["銷售", "產品管理", "存貨管理", "佣金管理", "產品", "類別"]);
      expect(resources.find((r) => r.name === "employees")?.meta?.label).toBe("員工");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("offers create and edit routes only where the declaration's operations allow them", () => {
    const log: EntityDef = { ...entities[0], name: "logs", route: "/settings/log", group: "settings", menuParent: undefined, operations: [] };
    const [, resource] = buildResources([log], t);
    expect(resource).toMatchObject({ name: "logs", list: "/settings/log", show: "/settings/log/show/:id", meta: { canDelete: false } });
    expect(resource.create).toBeUndefined();
    expect(resource.edit).toBeUndefined();
  });

  it("refuses a menu node named like a resource", () => {
    const clash: EntityDef = { ...entities[0], name: "sales" };
    expect(() => buildResources([clash], t)).toThrow(/clashes/);
  });
});
