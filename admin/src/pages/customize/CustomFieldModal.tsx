import { customFieldDef, customFieldTypes, customKeyPattern, keyFromLabel, type CustomDefinition } from "@erp/api/entities";
import { Checkbox, Col, Form, Input, Modal, Row, Select } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Field } from "../../crud/entity";
import { FieldControl } from "../../crud/FieldControl";
import { formItemProps } from "../../crud/formItem";
import { useRegistry } from "../../registry/RegistryContext";
import type { CustomFieldRow } from "./state";
import { requiredRule } from "../../crud/rules";

const flags = ["required", "list", "filterable", "sortable", "searchable", "private", "inline"] as const;

type Values = Partial<CustomDefinition> & { key?: string; labels?: { en?: string; zh_Hant?: string } };

type Props = {
  resource: string;
  /** The field being changed; undefined: a new one. */
  editing?: CustomFieldRow;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Sends the body; `onError` gets the server's per-field errors. */
  onSave: (body: Values, onError: (errors: Record<string, string>) => void) => void;
};

/** The form of a custom field: key (new ones only), labels in both languages, type and its values or target, default, behaviour. */
export const CustomFieldModal = ({ resource, editing, open, saving, onClose, onSave }: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch("type", form) ?? "string";
  const values = Form.useWatch("values", form) as string[] | undefined;
  const ref = Form.useWatch("ref", form) as string | undefined;
  // a new field's key follows its English label until the ADMIN types a key of their own
  const keyTyped = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled when the modal opens or the field changes, not on every render
  useEffect(() => {
    if (!open) return;
    keyTyped.current = false;
    form.resetFields();
    form.setFieldsValue(
      editing ? { ...editing.definition, labels: editing.labels, list: editing.definition.list ?? true } : { type: "string", list: true },
    );
  }, [open, editing]);

  // the default's input is the field's own input, as the generic form shows it
  const preview = { ...customFieldDef({ type, values: values ?? [], ref }), name: "default" } as Field;
  const showErrors = (errors: Record<string, string>) =>
    form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name.split(".") as never, errors: [message] })));
  const submit = (input: Values) => {
    const body: Values = { ...input, default: input.default ?? null };
    if (editing) delete body.key;
    onSave(body, showErrors);
  };

  return (
    <Modal
      open={open}
      width={720}
      title={t(editing ? "customize.fields.edit" : "customize.fields.add")}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Values) => {
          if (editing) return;
          if ("key" in changed) keyTyped.current = Boolean(changed.key);
          else if (changed.labels?.en !== undefined && !keyTyped.current) form.setFieldValue("key", keyFromLabel(changed.labels.en));
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="key"
              label={t("customize.fields.key")}
              extra={t("customize.fields.keyHint")}
              hidden={Boolean(editing)}
              rules={
                editing ? [] : [requiredRule(t, t("customize.fields.key")), { pattern: customKeyPattern, message: t("customize.messages.badKey") }]
              }
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t("customize.fields.type")} rules={[requiredRule(t, t("customize.fields.type"))]}>
              <Select options={customFieldTypes.map((value) => ({ value, label: t(`customize.types.${value}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name={["labels", "en"]}
              label={t("customize.fields.labelEn")}
              rules={[requiredRule(t, t("customize.fields.labelEn"), { whitespace: true })]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name={["labels", "zh_Hant"]} label={t("customize.fields.labelZh")}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {type === "enum" && (
            <Col span={24}>
              <Form.Item
                name="values"
                label={t("customize.fields.values")}
                extra={t("customize.fields.valuesHint")}
                rules={[{ required: true, message: t("customize.messages.enumEmpty") }]}
              >
                <Select mode="tags" open={false} tokenSeparators={[","]} />
              </Form.Item>
            </Col>
          )}
          {type === "ref" && (
            <Col span={24}>
              <Form.Item name="ref" label={t("customize.fields.ref")} rules={[requiredRule(t, t("customize.fields.ref"))]}>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={registry.entities.map((e) => ({ value: e.name, label: t(`${e.name}.${e.name}`) }))}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item
              name="default"
              label={t("customize.fields.default")}
              {...formItemProps({ ...preview, required: false }, t, "create", t("customize.fields.default"))}
            >
              <FieldControl key={`${type}:${ref ?? ""}`} field={preview} resource={resource} />
            </Form.Item>
          </Col>
          {flags.map((flag) => (
            <Col key={flag} xs={12} md={8}>
              <Form.Item name={flag} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>{t(`customize.flags.${flag}`)}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
};
