import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { customFieldTypes } from "@erp/api/entities";
import { Button, Card, Checkbox, Col, Form, Input, Row, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../../registry/RegistryContext";
import { requiredRule } from "../../crud/rules";

const flags = ["required", "unique", "list", "filterable", "sortable", "searchable", "private", "inline"] as const;

/**
 * A custom resource's fields, one card each: key, type, labels in both languages, a choice list's
 * choices or a reference's target, and behaviour. A field's key may change (its values stay: `from`
 * keeps the key it had); removing a card removes the field (restorable for 48 hours by adding it again).
 */
export const ResourceFields = ({ self }: { self?: string }) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const targets = [
    ...registry.entities.map((e) => ({ value: e.name, label: e.caption ?? t(`${e.name}.${e.name}`) })),
    ...(self && !registry.entityByName.has(self) ? [{ value: self, label: self }] : []),
  ];
  return (
    <Form.List name="fields">
      {(items, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {items.map((item, index) => {
            const n = index + 1;
            return (
              <Card
                key={item.key}
                size="small"
                title={t("customize.resources.fieldN", { n })}
                extra={
                  <Button
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t("customize.resources.removeField", { n })}
                    onClick={() => remove(item.name)}
                  />
                }
              >
                <Form.Item name={[item.name, "from"]} hidden>
                  <Input />
                </Form.Item>
                <Row gutter={12}>
                  <Col xs={24} md={6}>
                    <Form.Item name={[item.name, "key"]} label={t("customize.fields.key")} rules={[requiredRule(t, t("customize.fields.key"))]}>
                      <Input aria-label={t("customize.resources.fieldKey", { n })} maxLength={30} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[item.name, "type"]} label={t("customize.fields.type")} rules={[requiredRule(t, t("customize.fields.type"))]}>
                      <Select
                        id={`field-${n}-type`}
                        aria-label={t("customize.resources.fieldType", { n })}
                        options={customFieldTypes.map((value) => ({ value, label: t(`customize.types.${value}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item
                      name={[item.name, "labels", "en"]}
                      label={t("customize.fields.labelEn")}
                      rules={[requiredRule(t, t("customize.fields.labelEn"), { whitespace: true })]}
                    >
                      <Input aria-label={t("customize.resources.fieldLabelEn", { n })} maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={6}>
                    <Form.Item name={[item.name, "labels", "zh_Hant"]} label={t("customize.fields.labelZh")}>
                      <Input aria-label={t("customize.resources.fieldLabelZh", { n })} maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Form.Item noStyle shouldUpdate={(a, b) => a.fields?.[index]?.type !== b.fields?.[index]?.type}>
                    {({ getFieldValue }) => {
                      const type = getFieldValue(["fields", item.name, "type"]);
                      if (type === "enum")
                        return (
                          <Col span={24}>
                            <Form.Item
                              name={[item.name, "values"]}
                              label={t("customize.fields.values")}
                              extra={t("customize.fields.valuesHint")}
                              rules={[{ required: true, message: t("customize.messages.enumEmpty") }]}
                            >
                              <Select id={`field-${n}-values`} mode="tags" open={false} tokenSeparators={[","]} />
                            </Form.Item>
                          </Col>
                        );
                      if (type === "ref")
                        return (
                          <Col span={24}>
                            <Form.Item
                              name={[item.name, "ref"]}
                              label={t("customize.fields.ref")}
                              rules={[requiredRule(t, t("customize.fields.ref"))]}
                            >
                              <Select id={`field-${n}-ref`} showSearch optionFilterProp="label" options={targets} />
                            </Form.Item>
                          </Col>
                        );
                      return null;
                    }}
                  </Form.Item>
                  <Col span={24}>
                    <Space wrap>
                      {flags.map((flag) => (
                        <Form.Item key={flag} name={[item.name, flag]} valuePropName="checked" noStyle>
                          <Checkbox aria-label={`${t("customize.resources.fieldN", { n })}: ${t(`customize.flags.${flag}`)}`}>
                            {t(`customize.flags.${flag}`)}
                          </Checkbox>
                        </Form.Item>
                      ))}
                    </Space>
                  </Col>
                </Row>
              </Card>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ type: "string", list: true })}>
            {t("customize.resources.addField")}
          </Button>
        </Space>
      )}
    </Form.List>
  );
};
