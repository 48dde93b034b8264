import { describe, expect, it } from "vitest";
import { registry } from "../modules";
import { ApiError } from "../http/errors";
import { validateFields, validateInput } from "./validate";

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

describe("phone fields", () => {
  const customers = entityByName.get("customers")!;
  const phoneOf = (phone: unknown) => validateInput(customers, { name: "Amy", phone }, "create").phone;

  it.each([
    ["2123 4567", "+85221234567"],
    ["9123-4567", "+85291234567"],
    ["+852 6123 4567", "+85261234567"],
    ["(852) 5123 4567", "+85251234567"],
    ["+86 755 8321 0000", "+8675583210000"],
    ["+44 20 7946 0958", "+442079460958"],
  ])("stores %s as %s (a number without a country code is a Hong Kong one)", (input, stored) => {
    expect(phoneOf(input)).toBe(stored);
  });

  it.each(["12345", "phone me", "+852 1234", "2123 45678 9"])("refuses %s with the phone message", (phone) => {
    try {
      phoneOf(phone);
      expect.unreachable();
    } catch (error) {
      expect((error as ApiError).fields.phone.key).toBe("phone");
    }
  });

  it("keeps a blank phone blank", () => {
    expect(phoneOf("")).toBeNull();
    expect(phoneOf(null)).toBeNull();
  });
});

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

  it("a date declared default today takes the caller's today when left out, and keeps a given one", () => {
    const orders = entityByName.get("orders")!;
    const body = { customer_id: 1, payment_method: "paypal", lines: [{ product_id: 1, quantity: 1 }] };
    expect(validateInput(orders, body, "create", "2026-11-23").order_date).toBe("2026-11-23");
    expect(validateInput(orders, { ...body, order_date: "2026-01-02" }, "create", "2026-11-23").order_date).toBe("2026-01-02");
    expect(validateInput(orders, { order_date: "2026-01-02" }, "patch").order_date).toBe("2026-01-02");
  });
});

describe("a NUL character (PostgreSQL cannot store it)", () => {
  const fields = {
    note: { type: "text" },
    data: { type: "json" },
    lines: { type: "lines", table: "t", foreignKey: "p", fields: { label: { type: "string" } } },
  } as const;
  const keysOf = (body: object) => {
    try {
      validateFields(fields, body);
    } catch (error) {
      if (error instanceof ApiError) return Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, m.key]));
      throw error;
    }
    return {};
  };

  it("is refused per field in text, nested JSON (values and keys) and child lines", () => {
    expect(keysOf({ note: "a\u0000" })).toEqual({ note: "nulCharacter" });
    expect(keysOf({ data: { a: ["x", { b: "\u0000" }] } })).toEqual({ data: "nulCharacter" });
    expect(keysOf({ data: { "k\u0000": 1 } })).toEqual({ data: "nulCharacter" });
    expect(keysOf({ lines: [{ label: "ok" }, { label: "\u0000" }] })).toEqual({ "lines.1.label": "nulCharacter" });
    expect(keysOf({ note: "fine", data: { a: "b" }, lines: [{ label: "ok" }] })).toEqual({});
  });
});
