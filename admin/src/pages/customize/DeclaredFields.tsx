import { EditOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { Button, Checkbox, Form, Input, Modal, Table, Tag } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, fieldsOf, type Field } from "../../crud/entity";
import type { useCustomizeState } from "./state";

type Props = { entity: EntityDef } & Pick<ReturnType<typeof useCustomizeState>, "state" | "change" | "saving">;
type Values = { labels?: { en?: string; zh_Hant?: string }; required?: boolean };

/** Required by the code (not by the ADMIN): stays required. Read-only, child lines and passwords are not entered as such. */
const requirable = (field: Field) => !field.readOnly && field.type !== "lines" && field.type !== "password";

/** The declared fields: a label in either language instead of the product's own, and required where the code left them optional. */
export const DeclaredFields = ({ entity, state, change, saving }: Props) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Field>();
  const [form] = Form.useForm<Values>();
  const declared = fieldsOf(entity).filter((field) => !field.custom);
  const overrides = state?.declared ?? {};
  const byCode = (field: Field) => Boolean(field.required) && !overrides[field.name]?.required;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled when another field is opened for editing
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    const current = overrides[editing.name];
    form.setFieldsValue({ labels: { en: current?.labels.en ?? "", zh_Hant: current?.labels.zh_Hant ?? "" }, required: Boolean(editing.required) });
  }, [editing]);

  const save = (values: Values) =>
    change(
      "put",
      `/declared/${editing!.name}`,
      {
        labels: { en: values.labels?.en ?? "", zh_Hant: values.labels?.zh_Hant ?? "" },
        ...(byCode(editing!) || !requirable(editing!) ? {} : { required: Boolean(values.required) }),
      },
      {
        onDone: () => setEditing(undefined),
        onError: (errors) => form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name.split(".") as never, errors: [message] }))),
      },
    );

  return (
    <>
      <Table<Field>
        rowKey="name"
        scroll={{ x: "max-content" }}
        size="middle"
        pagination={false}
        dataSource={declared}
        columns={[
          { key: "name", title: t("customize.fields.key"), render: (_, field) => <code>{field.name}</code> },
          { key: "label", title: t("customize.declared.standard"), render: (_, field) => fieldLabel(t, entity.name, field.name) },
          { key: "en", title: t("customize.fields.labelEn"), render: (_, field) => overrides[field.name]?.labels.en },
          { key: "zh_Hant", title: t("customize.fields.labelZh"), render: (_, field) => overrides[field.name]?.labels.zh_Hant },
          {
            key: "required",
            title: t("customize.flags.required"),
            render: (_, field) =>
              byCode(field) ? (
                <Tag>{t("customize.declared.byCode")}</Tag>
              ) : overrides[field.name]?.required ? (
                <Tag color="blue">{t("customize.declared.byAdmin")}</Tag>
              ) : null,
          },
          {
            key: "actions",
            title: t("table.actions"),
            render: (_, field) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`${t("customize.declared.relabel")} ${field.name}`}
                onClick={() => setEditing(field)}
              />
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(editing)}
        title={editing && t("customize.declared.title", { field: fieldLabel(t, entity.name, editing.name) })}
        okText={t("buttons.save")}
        cancelText={t("buttons.cancel")}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(undefined)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item name={["labels", "en"]} label={t("customize.fields.labelEn")} extra={t("customize.declared.blankHint")}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name={["labels", "zh_Hant"]} label={t("customize.fields.labelZh")}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="required" valuePropName="checked" noStyle>
            <Checkbox disabled={!editing || byCode(editing) || !requirable(editing)}>{t("customize.flags.required")}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
