import { testRegistry } from "../test/registry";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { describe, expect, it, vi } from "vitest";
import { memoryProvider } from "../test/memoryProvider";
import { sampleTables } from "../test/renderApp";
import { TestRefine } from "../test/TestRefine";
import { EntityForm } from "./EntityForm";

const { entityByName } = testRegistry;

/** Settings > User: the generic form over the real users declaration. */
const users = entityByName.get("users")!;

const renderForm = (mode: "create" | "edit", initialValues?: Record<string, unknown>) => {
  const onFinish = vi.fn();
  const Harness = () => {
    const [form] = Form.useForm();
    return (
      <>
        <EntityForm entity={users} mode={mode} formProps={{ form, onFinish, initialValues }} />
        <Button onClick={() => form.submit()}>submit</Button>
      </>
    );
  };
  render(
    <TestRefine dataProvider={memoryProvider(sampleTables()).provider}>
      <Harness />
    </TestRefine>,
  );
  return { onFinish };
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "submit" }));
const errorOf = (label: string) => screen.getByLabelText(label).closest(".ant-form-item")!.querySelector(".ant-form-item-explain")?.textContent;

describe("users form", () => {
  it("offers name, e-mail, roles (several), status (active by default), password and its confirmation", () => {
    renderForm("create");
    for (const label of ["User name", "E-mail", "Password", "Confirm password"]) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText("Roles").closest(".ant-select")!.className).toContain("ant-select-multiple");
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.queryByLabelText("Last sign-in")).toBeNull(); // server-computed: not on create
  });

  it("needs a password on create and the same one twice", async () => {
    const { onFinish } = renderForm("create");
    type("User name", "New Person");
    type("E-mail", "new@erp.local");
    submit();
    await waitFor(() => expect(errorOf("Password")).toBe("Password: input can not be empty"));
    type("Password", "a-long-password");
    type("Confirm password", "another-password");
    submit();
    await waitFor(() => expect(errorOf("Confirm password")).toBe("The new password that you entered do not match!"));
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("on edit a blank password means unchanged: neither password field is sent", async () => {
    const { onFinish } = renderForm("edit", { name: "Sam Sales", email: "sales@erp.local", roles: ["SALES"], status: "active" });
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toEqual({ name: "Sam Sales", email: "sales@erp.local", roles: ["SALES"], status: "active" });
  });

  it("on edit a new password needs its confirmation and is then sent with it", async () => {
    const { onFinish } = renderForm("edit", { name: "Sam Sales", email: "sales@erp.local", roles: ["SALES", "HR"], status: "inactive" });
    type("Password", "a-new-password");
    submit();
    await waitFor(() => expect(errorOf("Confirm password")).toBe("The new password that you entered do not match!"));
    type("Confirm password", "a-new-password");
    submit();
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0][0]).toMatchObject({
      password: "a-new-password",
      confirm_password: "a-new-password",
      roles: ["SALES", "HR"],
      status: "inactive",
    });
  });
});
