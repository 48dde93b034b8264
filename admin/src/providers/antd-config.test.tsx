import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, ConfigProvider, Form, Input } from "antd";
import { describe, expect, it } from "vitest";
import { requiredRule } from "../crud/rules";
import { useAntdConfig } from "./antd-config";
import i18n, { changeLanguage } from "./i18n";

/** Two antd forms under the app's ConfigProvider settings: a rule without a message of its own, and one from requiredRule. */
const Screen = () => (
  <ConfigProvider {...useAntdConfig()}>
    <Form onFinish={() => undefined}>
      <Form.Item name="customer" label={i18n.t("quotations.fields.customer_id")} rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item name="number" label={i18n.t("quotations.fields.number")} rules={[requiredRule(i18n.t, i18n.t("quotations.fields.number"))]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">{i18n.t("reports.closePeriod")}</Button>
    </Form>
  </ConfigProvider>
);

describe("antd under the app's settings, in 繁體中文", () => {
  it("inserts no space into a two-character button, and a required field's message names the field", async () => {
    await changeLanguage("zh_Hant");
    try {
      render(<Screen />);
      // antd's default would render "結 賬" (a space between two CJK characters)
      const button = screen.getByRole("button");
      expect(button.textContent).toBe("結賬");
      fireEvent.click(button);
      // a rule without a message: the ConfigProvider's validateMessages, with the item's label
      expect(await screen.findByText("「致客戶」不能為空")).toBeTruthy();
      // requiredRule: the same wording
      await waitFor(() => expect(screen.getByText("「報價單號碼」不能為空")).toBeTruthy());
      expect(document.documentElement.lang).toBe("zh-Hant");
    } finally {
      await changeLanguage("en");
    }
    expect(document.documentElement.lang).toBe("en");
  });
});
