import { defineEntity } from "@erp/api/entities";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { Button, Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { memoryProvider, type Tables } from "../test/memoryProvider";
import { TestRefine } from "../test/TestRefine";
import { fieldsOf } from "./entity";
import { EntityForm } from "./EntityForm";
import { FieldValue } from "./FieldValue";
import { FilterInput } from "./FilterInput";
import { valuesToFilters } from "./filters";

/** Employees with a set of benefits (`multiple: true`, a JSON array of ids); labels fall back to the field names. */
const staff = defineEntity({
  name: "staff",
  table: "staff",
  group: "human-resource",
  route: "/staff",
  label: "name",
  fields: {
    name: { type: "string" },
    benefit_ids: { type: "ref", ref: "benefits", multiple: true, filterable: true },
  },
  defaultSort: { field: "name", order: "asc" },
});
const benefitIds = fieldsOf(staff).find((field) => field.name === "benefit_ids")!;

const tables = (): Tables => ({
  benefits: [
    { id: 1, title: "Dental", deleted_at: null },
    { id: 2, title: "Medical", deleted_at: null },
    { id: 3, title: "Gym", deleted_at: null },
  ],
});

const renderForm = (initialValues?: Record<string, unknown>) => {
  const onFinish = vi.fn();
  let formRef: ReturnType<typeof Form.useForm>[0] | undefined;
  const Harness = () => {
    const [form] = Form.useForm();
    formRef = form;
    return (
      <>
        <EntityForm entity={staff} mode="edit" formProps={{ form, onFinish, initialValues }} />
        <Button onClick={() => form.submit()}>submit</Button>
      </>
    );
  };
  const memory = memoryProvider(tables());
  render(
    <TestRefine dataProvider={memory.provider}>
      <Harness />
    </TestRefine>,
  );
  return { onFinish, form: () => formRef!, calls: memory.calls };
};

const selectOf = (label: string) => screen.getByLabelText(label).closest(".ant-select") as HTMLElement;

describe("a multiple ref (employees.benefit_ids)", () => {
  it("is a searchable multi-select showing the current targets' labels, fetched together", async () => {
    const { calls } = renderForm({ name: "Amy", benefit_ids: [1, 2] });
    const select = selectOf("benefit_ids");
    expect(select.className).toContain("ant-select-multiple");
    expect(await within(select).findByText("Dental")).toBeTruthy();
    expect(within(select).getByText("Medical")).toBeTruthy();
    const many = calls.filter((call) => call.method === "getMany" && call.resource === "benefits");
    expect(many.length).toBeGreaterThan(0);
    expect((many.at(-1)!.params as { ids: number[] }).ids).toEqual([1, 2]);
  });

  it("adds a target picked from a server-side search and submits the array of ids", async () => {
    const { onFinish, calls } = renderForm({ name: "Amy", benefit_ids: [1] });
    const input = screen.getByLabelText("benefit_ids");
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: "gy" } });
    // searched on the server (debounced), by the target's label field
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === "getList" && JSON.stringify(call.params).includes('"field":"title","operator":"contains","value":"gy"')),
      ).toBe(true),
    );
    // the options are the matches (and the value already chosen)
    await waitFor(() => expect(screen.queryByText("Medical", { selector: ".ant-select-item-option-content" })).toBeNull());
    fireEvent.click(screen.getByText("Gym", { selector: ".ant-select-item-option-content" }));
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ name: "Amy", benefit_ids: [1, 3] });
  });

  it("submits an emptied set as an empty array", async () => {
    const { onFinish, form } = renderForm({ name: "Amy", benefit_ids: [1] });
    act(() => form().setFieldsValue({ benefit_ids: [] }));
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({ benefit_ids: [] });
  });

  it("shows the referenced labels as tags (one getMany), or the labels a list page already fetched", async () => {
    const memory = memoryProvider(tables());
    render(
      <TestRefine dataProvider={memory.provider}>
        <div data-testid="fetched">
          <FieldValue field={benefitIds} resource="staff" value={[3, 1]} />
        </div>
        <div data-testid="given">
          <FieldValue field={benefitIds} resource="staff" value={[2]} refLabel={["Medical"]} />
        </div>
        <div data-testid="empty">
          <FieldValue field={benefitIds} resource="staff" value={[]} />
        </div>
      </TestRefine>,
    );
    const fetched = screen.getByTestId("fetched");
    await waitFor(() => expect([...fetched.querySelectorAll(".ant-tag")].map((tag) => tag.textContent)).toEqual(["Gym", "Dental"]));
    expect(screen.getByTestId("given").querySelector(".ant-tag")!.textContent).toBe("Medical");
    expect(screen.getByTestId("empty").textContent).toBe("");
    expect(memory.calls.filter((call) => call.method === "getOne")).toHaveLength(0);
  });

  it("filters by one target: a single select whose value becomes `benefit_ids=<id>` (contains)", async () => {
    const onChange = vi.fn();
    render(
      <TestRefine dataProvider={memoryProvider(tables()).provider}>
        <FilterInput field={benefitIds} resource="staff" label="benefit_ids" id="benefit_ids" onChange={onChange} />
      </TestRefine>,
    );
    const input = document.getElementById("benefit_ids")!;
    expect(input.closest(".ant-select")!.className).not.toContain("ant-select-multiple");
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByText("Medical", { selector: ".ant-select-item-option-content" }));
    expect(onChange.mock.calls[0][0]).toBe(2);
    expect(valuesToFilters(staff, { benefit_ids: 2 })).toContainEqual({ field: "benefit_ids", operator: "eq", value: 2 });
  });
});
