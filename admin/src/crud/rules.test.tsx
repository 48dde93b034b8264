import employees from "@erp/api/entities/employees";
import { defineEntity } from "@erp/api/entities";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import type { RuleObject } from "antd/es/form";
import { describe, expect, it, vi } from "vitest";
import zhHant from "../../../locales/zh_Hant/messages.json";
import i18n from "../providers/i18n";
import { memoryProvider } from "../test/memoryProvider";
import { TestRefine } from "../test/TestRefine";
import { fieldsOf } from "./entity";
import { EntityForm } from "./EntityForm";
import { fieldRules } from "./rules";

const t = i18n.t.bind(i18n);
const hkId = fieldsOf(employees).find((field) => field.name === "hk_id")!;

/** Runs every validator of the field's rules on `value`; the messages of those that refuse it. */
const refusals = async (value: unknown, translate = t) => {
  const messages: string[] = [];
  for (const rule of fieldRules(hkId, translate)) {
    const validator = (rule as RuleObject).validator;
    if (validator) await Promise.resolve(validator(rule as RuleObject, value, () => {})).catch((error: Error) => messages.push(error.message));
  }
  return messages;
};

describe("the HKID rule (format: hkid)", () => {
  it("accepts valid numbers with or without brackets, and a blank optional field", async () => {
    for (const value of ["A123456(3)", "a1234563", "AB9876543", "G123456(A)", "", undefined]) expect(await refusals(value)).toEqual([]);
  });

  it("refuses a wrong check digit or shape with messages.hkid, in the UI language", async () => {
    expect(await refusals("A123456(4)")).toEqual(["Not a valid HKID number (e.g. A123456(3))"]);
    expect(await refusals("123")).toEqual(["Not a valid HKID number (e.g. A123456(3))"]);
    const zh = i18n.getFixedT("zh_Hant");
    expect(await refusals("A123456(4)", zh)).toEqual([zhHant.messages.hkid]);
  });

  it("is not added to text fields without the format", () => {
    const plain = fieldsOf(employees).find((field) => field.name === "bank_account")!;
    expect(fieldRules(plain, t).some((rule) => (rule as RuleObject).validator)).toBe(false);
  });

  it("stops the form from submitting until the number is valid", async () => {
    const people = defineEntity({
      name: "people",
      table: "people",
      group: "human-resource",
      route: "/people",
      label: "hk_id",
      fields: { hk_id: { type: "string", format: "hkid" } },
      defaultSort: { field: "hk_id", order: "asc" },
    });
    const onFinish = vi.fn();
    const Harness = () => {
      const [form] = Form.useForm();
      return (
        <>
          <EntityForm entity={people} mode="create" formProps={{ form, onFinish }} />
          <Button onClick={() => form.submit()}>submit</Button>
        </>
      );
    };
    render(
      <TestRefine dataProvider={memoryProvider({}).provider}>
        <Harness />
      </TestRefine>,
    );
    fireEvent.change(screen.getByLabelText("hk_id"), { target: { value: "A123456(4)" } });
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    expect(await screen.findByText("Not a valid HKID number (e.g. A123456(3))")).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("hk_id"), { target: { value: "A123456(3)" } });
    fireEvent.click(screen.getByRole("button", { name: "submit" }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ hk_id: "A123456(3)" }));
  });
});
