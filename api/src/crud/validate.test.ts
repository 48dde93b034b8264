import { describe, expect, it } from "vitest";
import { registry } from "../modules";
import { ApiError } from "../http/errors";
import { validateInput } from "./validate";

const { entityByName } = registry;

const products = entityByName.get("products")!;

const errorsOf = (body: unknown, mode: "create" | "patch" = "create") => {
  try {
    validateInput(products, body, mode);
  } catch (error) {
    if (error instanceof ApiError) return Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, m.key]));
    throw error;
  }
  return {};
};

describe("validateInput", () => {
  it("cleans a valid body: trims strings, money to two decimals, default applied", () => {
    expect(validateInput(products, { code: " P1 ", name: "Pen", price: 12.5, category_id: "3" }, "create")).toEqual({
      code: "P1",
      name: "Pen",
      price: "12.50",
      category_id: 3,
      uom: "pcs",
    });
  });

  it("missing and blank required fields read 'required'", () => {
    expect(errorsOf({ name: "  ", price: null })).toEqual({ code: "required", name: "required", price: "required" });
  });

  it("negative money, bad money, wrong types and unknown fields", () => {
    expect(errorsOf({ code: "A", name: "B", price: -1 })).toEqual({ price: "negative" });
    expect(errorsOf({ code: "A", name: "B", price: "1.234" })).toEqual({ price: "invalidMoney" });
    expect(errorsOf({ code: 5, name: "B", price: "1", category_id: "x", colour: "red" })).toEqual({
      code: "invalidValue",
      category_id: "invalidValue",
      colour: "unknownField",
    });
  });

  it("patch checks only what is sent, and blanking a required field is refused", () => {
    expect(validateInput(products, { price: "3" }, "patch")).toEqual({ price: "3.00" });
    expect(errorsOf({ name: "" }, "patch")).toEqual({ name: "required" });
    expect(validateInput(products, { category_id: null, id: 9, created_at: "x" }, "patch")).toEqual({ category_id: null });
  });

  it("length limits carry the declared maximum", () => {
    try {
      validateInput(products, { code: "x".repeat(41), name: "n", price: 1 }, "create");
    } catch (error) {
      expect((error as ApiError).fields.code).toEqual({ key: "tooLong", params: { max: 40 } });
    }
    expect.assertions(1);
  });
});
