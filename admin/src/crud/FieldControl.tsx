import { DatePicker, Input, InputNumber, Select, Switch } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { enumLabel, type Field } from "./entity";
import { dateFormat, dateTimeFormat } from "./format";
import { ChoiceSelect } from "./Choices";
import { RefSelect } from "./RefSelect";

export type ControlProps = {
  field: Field;
  /** Resource whose `values.<field>.<value>` keys label enum options. */
  resource: string;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  checked?: boolean;
  onChange?: (value: unknown) => void;
  id?: string;
};

/** A month or a time typed as text: an example in the user's language ("例如 2026-11（年-月）"), never a bare "YYYY-MM". */
const formatExample = (field: Field, t: TFunction): string | undefined => {
  const format = "format" in field ? field.format : undefined;
  return format === "month" ? t("form.monthExample") : format === "time" ? t("form.timeExample") : undefined;
};

/** The input for one scalar field type (keyvalue and lines have their own editors). */
export const FieldControl = ({ field, resource, disabled, ...injected }: ControlProps) => {
  const { t } = useTranslation();
  const common = { disabled, id: injected.id, onChange: injected.onChange } as const;
  const value = injected.value as never;
  if (field.type === "string" && field.choices) return <ChoiceSelect {...common} field={field} value={value} allowClear={!field.required} />;
  switch (field.type) {
    case "text":
      return <Input.TextArea {...common} value={value} autoSize={{ minRows: 3, maxRows: 10 }} />;
    case "json":
      return <Input.TextArea {...common} value={value} autoSize={{ minRows: 3, maxRows: 16 }} style={{ fontFamily: "monospace" }} />;
    case "number":
    case "integer":
      return <InputNumber {...common} value={value} precision={field.type === "integer" ? 0 : undefined} style={{ width: "100%" }} />;
    case "money":
      return <InputNumber {...common} value={value} precision={2} stringMode style={{ width: "100%" }} />;
    case "boolean":
      return <Switch {...common} checked={Boolean(injected.checked ?? injected.value)} />;
    case "date":
    case "datetime":
      return (
        <DatePicker
          {...common}
          value={value}
          showTime={field.type === "datetime" ? { format: "HH:mm" } : false}
          format={field.type === "datetime" ? dateTimeFormat : dateFormat}
          style={{ width: "100%" }}
        />
      );
    case "enum":
      return (
        <Select
          {...common}
          value={value}
          allowClear={!field.required}
          mode={field.multiple ? "multiple" : undefined}
          options={field.values.map((option) => ({ value: option, label: enumLabel(t, resource, field.name, option) }))}
        />
      );
    case "ref":
      return <RefSelect {...common} field={field} value={injected.value} multiple={field.multiple} allowClear={!field.required} />;
    case "password":
      return <Input.Password {...common} value={value} autoComplete="new-password" />;
    case "email":
      return <Input {...common} value={value} type="email" />;
    case "phone":
      return <Input {...common} value={value} type="tel" />;
    default:
      return <Input {...common} value={value} placeholder={formatExample(field, t)} />;
  }
};
