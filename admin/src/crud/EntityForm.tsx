import type { EntityDef } from "@erp/api/entities";
import { Col, Form, Row, type FormInstance, type FormProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel, fieldsOf, type Field } from "./entity";
import { FieldControl } from "./FieldControl";
import { formItemProps } from "./formItem";
import { confirmedField } from "./rules";
import { KeyValueInput } from "./KeyValueInput";
import { LinesInput } from "./LinesInput";
import { defaultValues, toPayload } from "./values";

/** What a screen may add to the generic create and edit pages (CreatePage, EditPage). */
export type FormAdditions = {
  /** A screen's own input for some fields (e.g. skills as tags); undefined = the generic one. */
  render?: (field: Field, label: string) => ReactNode | undefined;
  /** Shown under the form, with the form's instance (e.g. an order's price summary). */
  after?: (form: FormInstance) => ReactNode;
};

type Props = {
  entity: EntityDef;
  mode: "create" | "edit";
  /** From @refinedev/antd's useForm: initial values, submit, server-side field errors. */
  formProps: FormProps;
  render?: FormAdditions["render"];
};

const wide = (field: Field) => ["text", "json", "keyvalue", "lines"].includes(field.type);

/**
 * A password with a confirmation field (`password` + `confirm_password`, e.g. users) is the
 * record's password: needed to create it; on edit blank means "unchanged" and is not sent.
 */
const requiredOnCreate = (entity: EntityDef, field: Field, mode: "create" | "edit"): Field =>
  mode === "create" && field.type === "password" && !confirmedField(field) && `confirm_${field.name}` in entity.fields
    ? { ...field, required: true }
    : field;

/**
 * A field declared `visibleWhen` another field holds one of some values (a stock movement's return
 * fields when its type is "return"): shown only then; hidden, its value is dropped, not sent.
 */
const Visible = ({ when, children }: { when: NonNullable<Field["visibleWhen"]>; children: ReactNode }) => {
  const form = Form.useFormInstance();
  const value = Form.useWatch(when.field, form);
  return when.values.includes(value) ? children : null;
};

/** The one form of an entity, used by create and edit; inputs and rules come from its declaration. */
export const EntityForm = ({ entity, mode, formProps, render }: Props) => {
  const { t } = useTranslation();
  // Server-computed fields exist only once the record does: shown disabled on edit, left out on create.
  const fields = fieldsOf(entity)
    .filter((field) => mode === "edit" || !field.readOnly)
    .map((field) => requiredOnCreate(entity, field, mode));
  const initialValues = mode === "create" ? { ...defaultValues(entity), ...formProps.initialValues } : formProps.initialValues;

  const renderField = (field: Field) => {
    const label = fieldLabel(t, entity.name, field);
    const disabled = Boolean(field.readOnly);
    const own = render?.(field, label);
    if (own !== undefined) return own;
    if (field.type === "keyvalue") {
      return (
        <Form.Item label={label} required={field.required}>
          <KeyValueInput name={[field.name]} disabled={disabled} />
        </Form.Item>
      );
    }
    if (field.type === "lines") {
      return (
        <Form.Item label={label} required={field.required}>
          <LinesInput resource={entity.name} field={field} disabled={disabled} />
        </Form.Item>
      );
    }
    return (
      // a hint under the input where the resource's locale gives one (`<resource>.hints.<field>`)
      <Form.Item
        name={field.name}
        label={label}
        extra={t(`${entity.name}.hints.${field.name}`, { defaultValue: "" }) || undefined}
        {...formItemProps(field, t, mode, label)}
      >
        <FieldControl field={field} resource={entity.name} disabled={disabled} />
      </Form.Item>
    );
  };

  return (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => formProps.onFinish?.(toPayload(entity, values as Record<string, unknown>, mode))}
    >
      <Row gutter={16}>
        {fields.map((field) =>
          field.visibleWhen ? (
            <Visible key={field.name} when={field.visibleWhen}>
              <Col xs={24} lg={wide(field) ? 24 : 12}>
                {renderField(field)}
              </Col>
            </Visible>
          ) : (
            <Col key={field.name} xs={24} lg={wide(field) ? 24 : 12}>
              {renderField(field)}
            </Col>
          ),
        )}
      </Row>
    </Form>
  );
};
