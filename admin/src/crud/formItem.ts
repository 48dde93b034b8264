import type { FormItemProps } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import type { TFunction } from "i18next";
import type { Field } from "./entity";
import { confirmedField, fieldRules } from "./rules";

/**
 * How a field's value lives in the form store: dates stay API strings ("YYYY-MM-DD" / ISO with
 * offset) and become dayjs only for the picker; JSON is edited as text; booleans use `checked`.
 */
export const formItemProps = (field: Field, t: TFunction, mode: "create" | "edit" = "create", label?: string): Partial<FormItemProps> => {
  const props: Partial<FormItemProps> = { rules: fieldRules(field, t, mode, label) };
  const confirms = confirmedField(field);
  if (confirms) props.dependencies = [confirms];
  switch (field.type) {
    case "date":
    case "datetime":
      props.getValueProps = (value: unknown) => ({ value: value ? dayjs(value as string) : undefined });
      props.normalize = (value: Dayjs | null) => {
        if (!value) return null;
        return field.type === "date" ? value.format("YYYY-MM-DD") : value.second(0).millisecond(0).format();
      };
      break;
    case "json":
      props.getValueProps = (value: unknown) => ({
        value: value === undefined || value === null || typeof value === "string" ? value : JSON.stringify(value, null, 2),
      });
      break;
    case "boolean":
      props.valuePropName = "checked";
      break;
    default:
      break;
  }
  return props;
};
