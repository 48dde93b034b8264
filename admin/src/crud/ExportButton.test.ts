import { describe, expect, it } from "vitest";
import { exportUrl } from "./ExportButton";

describe("exportUrl", () => {
  it("carries the table's filters and sort, without paging", () => {
    const url = exportUrl(
      "products",
      [
        { field: "q", operator: "eq", value: "pen" },
        { field: "name", operator: "contains", value: "blue" },
        { field: "price", operator: "gte", value: 10 },
        { field: "category_id", operator: "eq", value: 2 },
      ],
      [
        { field: "name", order: "asc" },
        { field: "price", order: "desc" },
      ],
    );
    const [path, query] = url.split("?");
    expect(path).toBe("/api/products/export.csv");
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      _sort: "name,price",
      _order: "asc,desc",
      q: "pen",
      name_like: "blue",
      price_gte: "10",
      category_id: "2",
    });
    expect(exportUrl("products", [], [])).toBe("/api/products/export.csv");
  });
});
