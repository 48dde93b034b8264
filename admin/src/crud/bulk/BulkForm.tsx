import type { EntityDef } from "@erp/api/entities";
import { bulkSettable } from "@erp/api/entities/bulk";
import { Form, Modal, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type Field, fieldLabel, fieldsOf } from "../entity";
import { FieldControl } from "../FieldControl";
import { formItemProps } from "../formItem";
import { toPayload } from "../values";

type Values = Record<string, unknown>;

/**
 * The input of a bulk action, as the form asks it: "set" a field (a picker of the fields the
 * declaration lets many records take, then that field's own input and rules), or a declared verb's
 * fields (an order's new status and reason). `onSubmit` gets the request's `values`; a refusal of
 * the whole call comes back as `errors` per field, shown under the inputs.
 */
export const BulkForm = ({
  entity,
  verb,
  title,
  onCancel,
  onSubmit,
}: {
  entity: EntityDef;
  /** A declared verb (`entity.bulk`), else "set". */
  verb?: string;
  title: string;
  onCancel: () => void;
  onSubmit: (values: Values) => Promise<Record<string, string> | undefined>;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const settable = fieldsOf(entity).filter(bulkSettable);
  const fields: Field[] = verb ? fieldsOf({ fields: entity.bulk?.[verb]?.fields ?? {} }) : settable.filter((field) => field.name === chosen);

  const submit = async () => {
    const values = (await form.validateFields()) as Values;
    const declared = Object.fromEntries(fields.map(({ name, ...field }) => [name, field])) as EntityDef["fields"];
    setBusy(true);
    try {
      const errors = await onSubmit(toPayload({ fields: declared }, values, "edit"));
      if (errors) form.setFields(Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={title} okText={t("bulk.apply")} onOk={submit} onCancel={onCancel} confirmLoading={busy} destroyOnHidden>
      <Form form={form} name="bulk" layout="vertical" preserve={false}>
        {!verb && (
          <Form.Item label={t("bulk.field")} required>
            <Select
              data-testid="bulk-field"
              placeholder={t("bulk.chooseField")}
              value={chosen}
              onChange={(name: string) => setChosen(name)}
              showSearch
              optionFilterProp="label"
              options={settable.map((field) => ({ value: field.name, label: fieldLabel(t, entity.name, field) }))}
            />
          </Form.Item>
        )}
        {fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={fieldLabel(t, entity.name, field)}
            {...formItemProps(field, t, verb ? "create" : "edit", fieldLabel(t, entity.name, field))}
          >
            <FieldControl field={field} resource={entity.name} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
};
