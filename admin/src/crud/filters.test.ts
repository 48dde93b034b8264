import { testRegistry } from "../test/registry";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { filtersToValues, valuesToFilters } from "./filters";

const { entityByName } = testRegistry;

const products = entityByName.get("products")!;

describe("filters", () => {
  it("turns the filter bar into contains / eq / range filters and blanks into undefined", () => {
    const filters = valuesToFilters(products, { q: " pen ", code: "", name: "blue", category_id: 2, price: [10, null] });
    const active = filters.filter((f) => "field" in f && f.value !== undefined);
    expect(active).toEqual([
      { field: "q", operator: "eq", value: "pen" },
      { field: "name", operator: "contains", value: "blue" },
      { field: "category_id", operator: "eq", value: 2 },
      { field: "price", operator: "gte", value: 10 },
    ]);
    expect(filters.find((f) => "field" in f && f.field === "code")?.value).toBeUndefined();
  });

  it("reads filters back (from the URL) into the filter bar", () => {
    const values = filtersToValues(products, [
      { field: "name", operator: "contains", value: "blue" },
      { field: "category_id", operator: "eq", value: "2" },
      { field: "price", operator: "lte", value: "99" },
    ]);
    expect(values).toMatchObject({ name: "blue", category_id: 2, price: [undefined, "99"] });
  });

  it("sends date ranges as whole days", () => {
    const entity = { ...products, fields: { due: { type: "date", filterable: true }, at: { type: "datetime", filterable: true } } } as never;
    const day = dayjs("2024-05-03T10:00:00");
    const filters = valuesToFilters(entity, { due: [day, day], at: [day, null] });
    const value = (field: string, operator: string) =>
      (filters.find((f) => "field" in f && f.field === field && f.operator === operator) as { value: unknown }).value;
    expect(value("due", "gte")).toBe("2024-05-03");
    expect(value("due", "lte")).toBe("2024-05-03");
    expect(dayjs(value("at", "gte") as string).format("YYYY-MM-DD HH:mm")).toBe("2024-05-03 00:00");
    expect(value("at", "lte")).toBeUndefined();
  });
});
