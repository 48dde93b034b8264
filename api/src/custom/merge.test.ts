import { describe, expect, it } from "vitest";
import { parseListQuery, rowsSql, whereSql } from "../crud/query";
import { type FieldSetting, mergeRegistry, presentEntity } from "../entities";
import { registry } from "../modules";

const setting = (over: Partial<FieldSetting>): FieldSetting => ({
  id: 1,
  entity: "orders",
  name: "cf_priority",
  custom: true,
  definition: { type: "enum", values: ["normal", "urgent"], filterable: true, sortable: true },
  labels: { en: "Priority", zh_Hant: "優先次序" },
  position: 0,
  hidden: false,
  deleted_at: null,
  ...over,
});

const fields = [
  setting({}),
  setting({ id: 2, name: "cf_size", definition: { type: "integer", filterable: true, sortable: true }, labels: { en: "Size" }, position: 1 }),
  setting({ id: 3, name: "cf_secret", definition: { type: "string", private: true }, labels: { en: "Secret" }, position: 2 }),
  setting({ id: 4, name: "cf_gone", hidden: true }),
  setting({ id: 5, name: "reason", custom: false, definition: { required: true }, labels: { zh_Hant: "原因說明" } }),
];
const merged = mergeRegistry(registry, {
  fields,
  layouts: [{ entity: "orders", columns: ["number", "cf_priority", "nope"], sort: { field: "cf_size", order: "desc" }, page_size: 50 }],
});
const orders = merged.entityByName.get("orders")!;

describe("declaration + customisation", () => {
  it("adds custom fields after the declared ones, marks declared ones required, takes the layout; others stay the same objects", () => {
    expect(Object.keys(orders.fields).slice(-3)).toEqual(["cf_priority", "cf_size", "cf_secret"]);
    expect(orders.fields.cf_priority).toEqual({
      type: "enum",
      values: ["normal", "urgent"],
      custom: true,
      list: true,
      filterable: true,
      sortable: true,
    });
    expect(orders.fields.reason.required).toBe(true);
    expect(registry.entityByName.get("orders")!.fields.reason.required).toBeUndefined();
    expect(orders).toMatchObject({ columns: ["number", "cf_priority"], defaultSort: { field: "cf_size", order: "desc" }, pageSize: 50 });
    expect(merged.entityByName.get("products")).toBe(registry.entityByName.get("products"));
  });

  it("serves labels in the user's language and drops private fields for roles that may not read the records", () => {
    const zh = presentEntity(orders, fields, { language: "zh_Hant", readsPrivate: false });
    expect(zh.fields.cf_priority.label).toBe("優先次序");
    expect(zh.fields.cf_size.label).toBe("Size");
    expect(zh.fields.reason.label).toBe("原因說明");
    expect(zh.fields).not.toHaveProperty("cf_secret");
    const en = presentEntity(orders, fields, { language: "en", readsPrivate: true });
    expect(en.fields.reason.label).toBeUndefined();
    expect(en.fields.cf_secret.label).toBe("Secret");
  });
});

describe("list SQL of custom fields", () => {
  it("equality by containment (the GIN index), ranges and sort on the typed value (the sort index), values selected flat", () => {
    const query = parseListQuery(orders, {
      cf_priority: ["urgent", "normal"],
      cf_size_gte: "3",
      cf_size_ne: "7",
      _sort: "cf_size",
      _order: "desc",
      _end: "20",
    });
    expect(whereSql(orders, query)).toEqual({
      sql:
        `"orders"."deleted_at" is null and ("orders"."custom_fields" @> ?::jsonb or "orders"."custom_fields" @> ?::jsonb)` +
        ` and (("orders"."custom_fields"->>'size')::numeric) >= ? and (("orders"."custom_fields"->>'size')::numeric) not in (?)`,
      bindings: ['{"priority":"urgent"}', '{"priority":"normal"}', "3", "7"],
    });
    expect(rowsSql(orders, ["id", "cf_priority"], query).sql).toBe(
      `select "orders"."id", "orders"."custom_fields"->'priority' as "cf_priority" from "orders" where ${whereSql(orders, query).sql}` +
        ` order by (("orders"."custom_fields"->>'size')::numeric) desc, "orders"."id" desc limit ?`,
    );
  });

  it("refuses unknown, hidden and unfilterable custom fields like any unknown field", () => {
    expect(() => parseListQuery(orders, { cf_gone: "x" })).toThrow("unknownFilter");
    expect(() => parseListQuery(orders, { cf_secret: "x" })).toThrow("unknownFilter");
    expect(() => parseListQuery(orders, { _sort: "cf_secret" })).toThrow("unknownSort");
    expect(() => parseListQuery(orders, { cf_priority: "low" })).toThrow();
  });
});
