import { menuGroups, resourceGroups, resourceIcons, type ResourceField } from "@erp/api/entities";
import { Col, Form, Input, InputNumber, Modal, Row, Select, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { resourceIcon } from "../../layout/icons";
import { ResourceFields } from "./ResourceFields";
import type { ResourceRow } from "./CustomResources";
import { requiredRule } from "../../crud/rules";

export type ResourceBody = Omit<ResourceRow, "table" | "deleted_at" | "removed_fields" | "fields"> & {
  fields: (ResourceField & { from?: string })[];
};

type Props = {
  /** The resource being changed; undefined: a new one. */
  editing?: ResourceRow;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: ResourceBody, onError: (errors: Record<string, string>) => void) => void;
};

/** A custom resource's form: name, labels in both languages, menu group, icon, position, label field, its fields. */
export const ResourceModal = ({ editing, open, saving, onClose, onSave }: Props) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResourceBody>();
  const fields = (Form.useWatch("fields", form) ?? []) as ResourceBody["fields"];

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when the modal opens or the resource changes
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { ...editing, fields: editing.fields.map((field) => ({ ...field, from: field.key })) }
        : { group: "sales", position: 0, fields: [{ type: "string", list: true } as ResourceBody["fields"][number]] },
    );
  }, [open, editing]);

  const showErrors = (errors: Record<string, string>) =>
    form.setFields(
      Object.entries(errors).map(([name, message]) => ({
        name: name.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)) as never,
        errors: [message],
      })),
    );
  const submit = (values: ResourceBody) => onSave({ ...values, icon: values.icon ?? null }, showErrors);
  const order = [...menuGroups];

  return (
    <Modal
      open={open}
      width={980}
      title={editing ? t("customize.resources.edit", { name: editing.name }) : t("customize.resources.add")}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="name"
              label={t("customize.resources.name")}
              extra={t("customize.resources.nameHint")}
              rules={[requiredRule(t, t("customize.resources.name"))]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={["labels", "en"]}
              label={t("customize.fields.labelEn")}
              rules={[requiredRule(t, t("customize.fields.labelEn"), { whitespace: true })]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={["labels", "zh_Hant"]} label={t("customize.fields.labelZh")}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="group" label={t("customize.resources.group")} rules={[requiredRule(t, t("customize.resources.group"))]}>
              <Select
                id="resource-group"
                options={resourceGroups
                  .map((group) => ({ value: group, label: t(`menu.${group}`) }))
                  .sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="icon" label={t("customize.resources.icon")}>
              <Select
                id="resource-icon"
                allowClear
                options={resourceIcons.map((icon) => ({
                  value: icon,
                  label: (
                    <Space>
                      {resourceIcon(icon)}
                      {icon}
                    </Space>
                  ),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="position" label={t("customize.resources.position")}>
              <InputNumber min={0} max={10000} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="label" label={t("customize.resources.labelField")} rules={[requiredRule(t, t("customize.resources.labelField"))]}>
              <Select
                id="resource-label"
                options={fields.filter((f) => f?.key && f.type !== "text").map((f) => ({ value: f.key, label: f.labels?.en || f.key }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <ResourceFields self={editing?.name} />
      </Form>
    </Modal>
  );
};
