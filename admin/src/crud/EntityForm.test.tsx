import { defineEntity } from "@erp/api/entities";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { memoryProvider } from "../test/memoryProvider";
import { sampleTables } from "../test/renderApp";
import { TestRefine } from "../test/TestRefine";
import { EntityForm } from "./EntityForm";

/** A declaration using every field type (labels fall back to the field names: no locale keys). */
const widgets = defineEntity({
  name: "widgets",
  table: "widgets",
  group: "sales",
  route: "/sales/widget",
  label: "name",
  fields: {
    name: { type: "string", required: true, maxLength: 5 },
    email: { type: "email" },
    phone: { type: "phone" },
    notes: { type: "text" },
    qty: { type: "integer" },
    ratio: { type: "number" },
    price: { type: "money", required: true },
    active: { type: "boolean" },
    starts_on: { type: "date" },
    due_at: { type: "datetime" },
    kind: { type: "enum", values: ["small", "large"] },
    category_id: { type: "ref", ref: "product-categories" },
    attrs: { type: "keyvalue" },
    meta: { type: "json" },
    computed: { type: "string", readOnly: true },
    lines: {
      type: "lines",
      table: "widget_lines",
      foreignKey: "widget_id",
      fields: { product_id: { type: "ref", ref: "products", required: true }, quantity: { type: "integer", required: true } },
    },
  },
  defaultSort: { field: "name", order: "asc" },
});

const renderForm = (mode: "create" | "edit", initialValues?: Record<string, unknown>) => {
  const onFinish = vi.fn();
  let formRef: ReturnType<typeof Form.useForm>[0] | undefined;
  const Harness = () => {
    const [form] = Form.useForm();
    formRef = form;
    return (
      <>
        <EntityForm entity={widgets} mode={mode} formProps={{ form, onFinish, initialValues }} />
        <Button onClick={() => form.submit()}>submit</Button>
      </>
    );
  };
  const { provider } = memoryProvider(sampleTables());
  render(
    <TestRefine dataProvider={provider}>
      <Harness />
    </TestRefine>,
  );
  return { onFinish, form: () => formRef! };
};

const field = (label: string) => screen.getByLabelText(label);

describe("EntityForm", () => {
  it("renders the input each field type calls for", () => {
    renderForm("create");
    expect(field("name").tagName).toBe("INPUT");
    expect(field("email").getAttribute("type")).toBe("email");
    expect(field("phone").getAttribute("type")).toBe("tel");
    expect(field("notes").tagName).toBe("TEXTAREA");
    expect(field("qty").getAttribute("role")).toBe("spinbutton");
    expect(field("price").getAttribute("role")).toBe("spinbutton");
    expect(field("active").getAttribute("role")).toBe("switch");
    expect(field("starts_on").closest(".ant-picker")).toBeTruthy();
    expect(field("due_at").closest(".ant-picker")).toBeTruthy();
    expect(field("kind").getAttribute("role")).toBe("combobox");
    expect(field("category_id").getAttribute("role")).toBe("combobox");
    expect(field("meta").tagName).toBe("TEXTAREA");
    expect(screen.getAllByRole("button", { name: /Add row/ })).toHaveLength(2); // keyvalue and lines
    expect(screen.getByRole("columnheader", { name: "product_id" })).toBeTruthy(); // lines table from the child declarations
    expect(screen.queryByLabelText("computed")).toBeNull(); // read-only: not on create
  });

  it("shows read-only fields disabled on edit", () => {
    renderForm("edit", { name: "abc", price: "1.00", computed: "server" });
    expect((field("computed") as HTMLInputElement).disabled).toBe(true);
    expect((field("computed") as HTMLInputElement).value).toBe("server");
  });

  it("shows the catalogue's messages on submit: required, negative money, e-mail, length, JSON", async () => {
    const { onFinish } = renderForm("create");
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    // each message names its field (its label)
    await waitFor(() => expect(screen.getAllByText(/^.+: input can not be empty$/)).toHaveLength(2)); // name, price

    fireEvent.change(field("price"), { target: { value: "-5" } });
    fireEvent.change(field("email"), { target: { value: "not-an-email" } });
    fireEvent.change(field("name"), { target: { value: "too long" } });
    fireEvent.change(field("meta"), { target: { value: "{oops" } });
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(await screen.findByText("Value cannot be negative")).toBeTruthy();
    expect(screen.getByText("The input is not valid E-mail!")).toBeTruthy();
    expect(screen.getByText("Must be at most 5 characters")).toBeTruthy();
    expect(screen.getByText("Must be valid JSON")).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("submits API-shaped values: money as a string, dates as strings, JSON parsed, empty key rows dropped", async () => {
    const { onFinish, form } = renderForm("create");
    act(() =>
      form().setFieldsValue({
        name: "W1",
        price: "12.50",
        qty: 3,
        starts_on: "2024-05-03",
        kind: "large",
        category_id: 2,
        attrs: [
          { key: "colour", value: "red" },
          { key: "", value: "ignored" },
        ],
        meta: '{"a": 1}',
        lines: [{ product_id: 1, quantity: 2, id: 99 }],
      }),
    );
    expect((field("starts_on") as HTMLInputElement).value).toBe("2024/05/03");
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({
      name: "W1",
      price: "12.50",
      qty: 3,
      active: false,
      starts_on: "2024-05-03",
      kind: "large",
      category_id: 2,
      attrs: [{ key: "colour", value: "red" }],
      meta: { a: 1 },
      lines: [{ product_id: 1, quantity: 2 }],
    });
  });

  it("on edit sends a cleared optional field as null", async () => {
    const { onFinish, form } = renderForm("edit", { name: "W1", price: "1.00", email: "a@b.co", qty: 4 });
    act(() => form().setFieldsValue({ email: "", qty: null }));
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ name: "W1", price: "1.00", email: "", qty: null, category_id: null });
  });
});
