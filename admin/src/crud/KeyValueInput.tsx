import { Form, Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { AddRowButton, RemoveRowButton } from "./RowButtons";

/** A list of {key, value} string pairs with add and remove. */
export const KeyValueInput = ({ name, disabled }: { name: (string | number)[]; disabled?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {rows.map((row) => (
            <Space key={row.key} align="baseline" style={{ display: "flex" }}>
              <Form.Item name={[row.name, "key"]} noStyle>
                <Input placeholder={t("form.key")} aria-label={t("form.key")} disabled={disabled} />
              </Form.Item>
              <Form.Item name={[row.name, "value"]} noStyle>
                <Input placeholder={t("form.value")} aria-label={t("form.value")} disabled={disabled} />
              </Form.Item>
              <RemoveRowButton disabled={disabled} onClick={() => remove(row.name)} />
            </Space>
          ))}
          <AddRowButton disabled={disabled} onClick={() => add({ key: "", value: "" })} />
        </Space>
      )}
    </Form.List>
  );
};
