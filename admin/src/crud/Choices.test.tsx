import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../providers/i18n";
import { memoryProvider, type Tables } from "../test/memoryProvider";
import { TestRefine } from "../test/TestRefine";
import { testRegistry } from "../test/registry";
import { fieldsOf } from "./entity";
import { EntityForm } from "./EntityForm";
import { FieldValue } from "./FieldValue";
import { FilterInput } from "./FilterInput";
import { valuesToFilters } from "./filters";

const orders = testRegistry.entityByName.get("orders")!;
const paymentMethod = fieldsOf(orders).find((field) => field.name === "payment_method")!;

const tables = (): Tables => ({
  "payment-methods": [
    { id: 1, code: "credit_card", name: "Credit card", name_zh_hant: "信用卡", sort_order: 10, active: true, deleted_at: null },
    { id: 2, code: "gift_card", name: "Gift card", name_zh_hant: "禮品卡", sort_order: 30, active: false, deleted_at: null },
    { id: 3, code: "fps", name: "FPS", name_zh_hant: "轉數快", sort_order: 5, active: true, deleted_at: null },
    { id: 4, code: "cash", name: "Cash", name_zh_hant: "現金", sort_order: 20, active: true, deleted_at: null },
  ],
});

const options = () => [...document.querySelectorAll(".ant-select-item-option-content")].map((option) => option.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage("en"));
});

describe("a payment field chooses from the one list of payment methods", () => {
  it("offers the active methods in the list's order and keeps a deactivated one the record holds", async () => {
    const onFinish = vi.fn();
    const Harness = () => {
      const [form] = Form.useForm();
      return (
        <>
          <EntityForm
            entity={{ ...orders, fields: { payment_method: orders.fields.payment_method } }}
            mode="edit"
            formProps={{ form, onFinish, initialValues: { payment_method: "gift_card" } }}
          />
          <Button onClick={() => form.submit()}>submit</Button>
        </>
      );
    };
    render(
      <TestRefine dataProvider={memoryProvider(tables()).provider}>
        <Harness />
      </TestRefine>,
    );
    const input = screen.getByLabelText("Payment method");
    await waitFor(() => expect(input.closest(".ant-select")!.textContent).toContain("Gift card"));
    fireEvent.mouseDown(input);
    await waitFor(() => expect(options()).toEqual(["FPS", "Credit card", "Cash", "Gift card"]));
    fireEvent.click(screen.getByText("Cash", { selector: ".ant-select-item-option-content" }));
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ payment_method: "cash" });
  });

  it("shows a stored method by its label in the user's language, and a method no longer on the list as stored", async () => {
    await act(() => i18n.changeLanguage("zh_Hant"));
    render(
      <TestRefine dataProvider={memoryProvider(tables()).provider}>
        <div data-testid="fps">
          <FieldValue field={paymentMethod} resource="orders" value="fps" />
        </div>
        <div data-testid="gone">
          <FieldValue field={paymentMethod} resource="orders" value="octopus" />
        </div>
      </TestRefine>,
    );
    await waitFor(() => expect(screen.getByTestId("fps").textContent).toBe("轉數快"));
    expect(screen.getByTestId("gone").textContent).toBe("octopus");
  });

  it("filters a list by one method (`payment_method=<code>`)", async () => {
    const onChange = vi.fn();
    render(
      <TestRefine dataProvider={memoryProvider(tables()).provider}>
        <FilterInput field={paymentMethod} resource="orders" label="payment_method" id="payment_method" onChange={onChange} />
      </TestRefine>,
    );
    fireEvent.mouseDown(document.getElementById("payment_method")!);
    fireEvent.click(await screen.findByText("FPS", { selector: ".ant-select-item-option-content" }));
    expect(onChange.mock.calls[0][0]).toBe("fps");
    expect(valuesToFilters(orders, { payment_method: "fps" })).toContainEqual({ field: "payment_method", operator: "eq", value: "fps" });
  });
});
