import type { Grant } from "@erp/api/entities";
import { Checkbox, Form, Input, Modal } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../../registry/RegistryContext";
import { GrantsMatrix } from "./GrantsMatrix";
import { fromGrants, grantRows, type Grants, toGrants } from "./grants";
import type { RoleRow } from "./RolesPage";
import { requiredRule } from "../../crud/rules";

type Body = { name?: string; grants: Grant[]; private_fields: boolean };

type Props = {
  /** The role being changed; undefined: a new one. */
  editing?: RoleRow;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (body: Body, onError: (errors: Record<string, string>) => void) => void;
};

/** A new role starts with the dashboard, as every seed role has it. */
const initialGrants: Grant[] = [{ object: "dashboard", actions: ["list"] }];

/** A role's form: its name (new roles only), whether it reads private fields, and its grants. */
export const RoleEditor = ({ editing, open, saving, onClose, onSave }: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const rows = useMemo(() => grantRows(registry, t), [registry, t]);
  const [form] = Form.useForm<{ name?: string; private_fields: boolean }>();
  const [grants, setGrants] = useState<Grants>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: filled when the modal opens or the role changes
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ name: editing?.name, private_fields: editing?.private_fields ?? false });
    setGrants(toGrants(editing?.grants ?? initialGrants));
  }, [open, editing]);

  const showErrors = (errors: Record<string, string>) =>
    form.setFields(Object.entries(errors).flatMap(([name, message]) => (name === "name" ? [{ name: "name" as const, errors: [message] }] : [])));
  const submit = (values: { name?: string; private_fields: boolean }) =>
    onSave({ ...(editing ? {} : { name: values.name }), private_fields: values.private_fields, grants: fromGrants(grants) }, showErrors);

  return (
    <Modal
      open={open}
      width={1100}
      title={editing ? t("roles.edit", { name: editing.name }) : t("roles.add")}
      okText={t("buttons.save")}
      cancelText={t("buttons.cancel")}
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {!editing && (
          <Form.Item name="name" label={t("roles.name")} extra={t("roles.nameHint")} rules={[requiredRule(t, t("roles.name"))]}>
            <Input style={{ maxWidth: 320 }} onChange={(e) => form.setFieldValue("name", e.target.value.toUpperCase())} />
          </Form.Item>
        )}
        <Form.Item name="private_fields" valuePropName="checked" extra={t("roles.privateHint")}>
          <Checkbox>{t("roles.privateFields")}</Checkbox>
        </Form.Item>
      </Form>
      <GrantsMatrix rows={rows} grants={grants} onChange={setGrants} />
    </Modal>
  );
};
