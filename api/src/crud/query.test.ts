import { describe, expect, it } from "vitest";
import { registry } from "../modules";
import { countableSql, parseListQuery, rowsSql, whereSql } from "./query";

const { entityByName } = registry;

const products = entityByName.get("products")!;
const employees = entityByName.get("employees")!;

describe("list SQL", () => {
  it("puts every value in a binding and quotes every name", () => {
    const query = parseListQuery(products, { name_like: "50%_off'; drop table products; --", price_gte: "10", id: ["1", "2"], q: "a\\b" });
    const { sql, bindings } = whereSql(products, query);
    expect(sql).toBe(
      '"products"."deleted_at" is null and "products"."name"::text ilike ? and "products"."price" >= ? and "products"."id" in (?, ?)' +
        ' and ("products"."code"::text ilike ? or "products"."name"::text ilike ?)',
    );
    expect(bindings).toEqual(["%50\\%\\_off'; drop table products; --%", "10", "1", "2", "%a\\\\b%", "%a\\\\b%"]);
  });

  it("sorts with id last, pages with bindings, and counts the unsorted set", () => {
    const query = parseListQuery(products, { _sort: "price,name", _order: "desc,asc", _start: "40", _end: "60", deleted: "true" });
    const page = rowsSql(products, ["id", "name"], query);
    expect(page.sql).toBe(
      'select "products"."id", "products"."name" from "products" where "products"."deleted_at" is not null' +
        ' order by "products"."price" desc, "products"."name" asc, "products"."id" asc limit ? offset ?',
    );
    expect(page.bindings).toEqual([20, 40]);
    expect(countableSql(products, whereSql(products, query)).sql).toBe('select 1 from "products" where "products"."deleted_at" is not null');
  });

  it("a multiple field filters by containment; _ne by its absence", () => {
    const query = parseListQuery(employees, { benefit_ids: "3", benefit_ids_ne: "4" });
    expect(whereSql(employees, query)).toEqual({
      sql: '"employees"."deleted_at" is null and ("employees"."benefit_ids" @> ?::jsonb) and not ("employees"."benefit_ids" @> ?::jsonb)',
      bindings: ["[3]", "[4]"],
    });
  });
});
