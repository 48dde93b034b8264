import { defineEntity, definePage, menuGroups, type Registry } from "@erp/api/entities";
import { describe, expect, it } from "vitest";
import { registryOf, testEntities, testRegistry } from "../test/registry";
import { createAccessControlProvider, policyActionOf, policyObjectOf } from "./access";

const entities = testEntities;

/**
 * The role table (docs/ARCHITECTURE.md, "Roles"), written out here as the expectation; the provider reads the real
 * policies/model.conf + policy.csv (and the declarations' g lines), so this checks the files.
 */
const designTable: Record<string, string[]> = {
  ADMIN: ["dashboard", "sales", "service", "quotation", "accounting", "human-resource", "vendor", "partner", "settings"],
  SALES: ["dashboard", "sales", "service", "quotation", "accounting", "vendor", "partner"],
  HR: ["dashboard", "sales", "service", "quotation", "human-resource", "vendor", "partner"],
  ACCOUNTING: ["dashboard", "sales", "service", "quotation", "accounting"],
};

const providerFor = (roles: string[], registry: Registry = testRegistry) =>
  createAccessControlProvider(
    async () => roles,
    async () => registry,
  );
const can = async (roles: string[], resource: string | undefined, action: string, registry: Registry = testRegistry) =>
  (await providerFor(roles, registry).can({ resource, action })).can;

const visibleGroups = async (roles: string[]) => {
  const provider = providerFor(roles);
  const answers = await Promise.all(menuGroups.map(async (group) => [group, (await provider.can({ resource: group, action: "list" })).can] as const));
  return answers.filter(([, allowed]) => allowed).map(([group]) => group);
};

describe("access control (Casbin over policies/)", () => {
  it.each(Object.entries(designTable))("%s sees exactly its menu groups", async (role, groups) => {
    expect(await visibleGroups([role])).toEqual(groups);
  });

  it("a user with several roles sees the union of their groups", async () => {
    expect(await visibleGroups(["SALES", "HR"])).toEqual(menuGroups.filter((group) => group !== "settings"));
  });

  it("with no session (no roles) nothing is allowed", async () => {
    expect(await visibleGroups([])).toEqual([]);
    for (const entity of entities) expect(await can([], entity.name, "list")).toBe(false);
  });

  it("every resource follows its menu group, for every role and action", async () => {
    for (const role of Object.keys(designTable)) {
      for (const entity of entities) {
        const groupAllowed = designTable[role].includes(entity.group);
        for (const action of ["list", "show", "create", "edit", "delete", "export"]) {
          expect(await can([role], entity.name, action), `${role} ${action} ${entity.name}`).toBe(groupAllowed);
        }
      }
    }
  });

  it("a menu parent (e.g. product) follows its group; unknown resources are refused", async () => {
    expect(policyObjectOf(testRegistry, "product")).toBe("sales");
    expect(await can(["HR"], "product", "list")).toBe(true);
    expect(await can(["ADMIN"], "no-such-thing", "list")).toBe(false);
    expect(await can(["ADMIN"], undefined, "list")).toBe(false);
  });

  it("maps Refine's actions onto the policy's in one table; anything else is refused", async () => {
    const actions = Object.fromEntries(
      ["clone", "import", "restore", "trash", "export"].map((action) => [action, policyActionOf(testRegistry, action)]),
    );
    expect(actions).toEqual({ clone: "create", import: "import", restore: "delete", trash: "delete", export: "export" });
    expect(await can(["SALES"], "products", "clone")).toBe(true);
    expect(await can(["SALES"], "users", "clone")).toBe(false);
    expect(await can(["ADMIN"], "products", "frobnicate")).toBe(false);
  });

  it("follows the rules the API sends for the user's roles (a role an ADMIN made, a custom resource), not policy.csv", async () => {
    const vehicles = defineEntity({
      name: "vehicles",
      table: "cr_vehicles",
      group: "sales",
      route: "/sales/vehicles",
      label: "plate",
      custom: true,
      fields: { plate: { type: "string" } },
      defaultSort: { field: "plate", order: "asc" },
    });
    const registry: Registry = {
      ...registryOf([...entities, vehicles]),
      policy: [
        ["WAREHOUSE", "dashboard", "list"],
        ["WAREHOUSE", "vehicles", "list"],
        ["WAREHOUSE", "vehicles", "edit"],
      ],
    };
    expect(await can(["WAREHOUSE"], "vehicles", "list", registry)).toBe(true);
    expect(await can(["WAREHOUSE"], "vehicles", "edit", registry)).toBe(true);
    expect(await can(["WAREHOUSE"], "vehicles", "delete", registry)).toBe(false);
    expect(await can(["WAREHOUSE"], "products", "list", registry)).toBe(false);
    expect(await can(["WAREHOUSE"], "dashboard", "list", registry)).toBe(true);
    // the Sales menu group shows (its one member the role may open), nothing else of it, no other group
    expect(await can(["WAREHOUSE"], "sales", "list", registry)).toBe(true);
    expect(await can(["WAREHOUSE"], "product", "list", registry)).toBe(false);
    expect(await can(["WAREHOUSE"], "human-resource", "list", registry)).toBe(false);
    // the rules stand for the whole policy of these roles: SALES is not in them, so nothing for SALES
    expect(await can(["SALES"], "products", "list", registry)).toBe(false);
  });

  it("links resources to groups from the declarations (g lines), not from policy.csv", async () => {
    const payslips = defineEntity({
      name: "payslips",
      table: "payslips",
      group: "human-resource",
      route: "/human-resource/payslip",
      label: "id",
      fields: {},
      defaultSort: { field: "id", order: "asc" },
    });
    const declared = registryOf([...entities, payslips]);
    expect(await can(["HR"], "payslips", "edit", declared)).toBe(true);
    expect(await can(["SALES"], "payslips", "list", declared)).toBe(false);
    expect(await can(["ACCOUNTING"], "payslips", "list", declared)).toBe(false);
  });

  it("polices pages as their group's (or as the entity they show) and grants declared verbs, not undeclared ones", async () => {
    const vouchers = defineEntity({
      name: "vouchers",
      table: "vouchers",
      group: "accounting",
      route: "/accounting/voucher",
      label: "id",
      actions: ["post"],
      fields: {},
      defaultSort: { field: "id", order: "asc" },
    });
    const pages = [
      definePage({ name: "payroll", group: "human-resource", route: "/human-resource/salary/payroll", actions: ["pay"] }),
      definePage({ name: "voucher-book", group: "settings", route: "/settings/voucher-book", policy: "vouchers" }),
    ];
    const declared = registryOf([vouchers], pages);
    expect(await can(["HR"], "payroll", "list", declared)).toBe(true);
    expect(await can(["HR"], "payroll", "pay", declared)).toBe(true);
    expect(await can(["SALES"], "payroll", "list", declared)).toBe(false);
    expect(await can(["ACCOUNTING"], "vouchers", "post", declared)).toBe(true);
    expect(await can(["HR"], "vouchers", "post", declared)).toBe(false);
    expect(await can(["ACCOUNTING"], "vouchers", "frobnicate", declared)).toBe(false);
    // shown under settings, but it shows vouchers: accounting's roles decide
    expect(await can(["ACCOUNTING"], "voucher-book", "list", declared)).toBe(true);
    expect(await can(["HR"], "voucher-book", "list", declared)).toBe(false);
  });

  it("SALES works in accounting but may not close or reopen a month: the accounting home's buttons follow the policy", async () => {
    const home = definePage({ name: "accounting-home", group: "accounting", route: "/accounting/home", actions: ["close", "reopen"] });
    const declared = registryOf([], [home]);
    for (const verb of ["close", "reopen"]) {
      expect(await can(["SALES"], "accounting-home", verb, declared), `SALES ${verb}`).toBe(false);
      expect(await can(["ACCOUNTING"], "accounting-home", verb, declared), `ACCOUNTING ${verb}`).toBe(true);
      expect(await can(["ADMIN"], "accounting-home", verb, declared), `ADMIN ${verb}`).toBe(true);
    }
    expect(await can(["SALES"], "accounting-home", "list", declared)).toBe(true);
  });

  it("asks for the roles on every question: a new session is answered by its own roles", async () => {
    let roles = ["SALES"];
    const provider = createAccessControlProvider(
      async () => roles,
      async () => testRegistry,
    );
    expect((await provider.can({ resource: "settings", action: "list" })).can).toBe(false);
    roles = ["ADMIN"];
    expect((await provider.can({ resource: "settings", action: "list" })).can).toBe(true);
  });
});
