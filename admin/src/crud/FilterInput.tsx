import { DatePicker, Input, InputNumber, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { enumLabel, type Field } from "./entity";
import { filterKind } from "./filters";
import { dateFormat } from "./format";
import { ChoiceSelect } from "./Choices";
import { RefSelect } from "./RefSelect";
import { verbLabel } from "./logLabels";
import { useRegistry } from "../registry/RegistryContext";

type Props = { field: Field; resource: string; label: string; value?: unknown; onChange?: (value: unknown) => void; id?: string };

const NumberRange = ({ field, value, onChange, id }: Props) => {
  const { t } = useTranslation();
  const [from, to] = Array.isArray(value) ? value : [];
  const precision = field.type === "integer" ? 0 : field.type === "money" ? 2 : undefined;
  return (
    <Space.Compact style={{ width: "100%" }}>
      <InputNumber
        id={id}
        value={from}
        precision={precision}
        placeholder={t("list.min")}
        onChange={(next) => onChange?.([next, to])}
        style={{ width: "50%" }}
      />
      <InputNumber
        value={to}
        precision={precision}
        placeholder={t("list.max")}
        onChange={(next) => onChange?.([from, next])}
        style={{ width: "50%" }}
      />
    </Space.Compact>
  );
};

/** The filter input of one filterable field: text contains, select equals, ref search, number/date ranges. */
export const FilterInput = (props: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const { field, resource, value, onChange, id } = props;
  switch (filterKind(field)) {
    case "numberRange":
      return <NumberRange {...props} />;
    case "dateRange":
      return (
        <DatePicker.RangePicker
          id={id}
          value={value as never}
          onChange={(next) => onChange?.(next ?? undefined)}
          format={dateFormat}
          allowEmpty={[true, true]}
          placeholder={[t("list.from"), t("list.to")]}
          style={{ width: "100%" }}
        />
      );
    case "eq":
      if (field.type === "string" && field.choices)
        return <ChoiceSelect field={field} id={id} value={value} onChange={onChange} allowClear placeholder={t("list.any")} />;
      if (field.type === "ref") {
        return <RefSelect field={field} id={id} value={value} onChange={onChange} allowClear placeholder={t("list.any")} />;
      }
      return (
        <Select
          id={id}
          value={value}
          onChange={onChange}
          allowClear
          placeholder={t("list.any")}
          options={
            field.type === "boolean"
              ? [
                  { value: "true", label: t("boolean.true") },
                  { value: "false", label: t("boolean.false") },
                ]
              : field.type === "enum"
                ? field.values.map((option) => ({
                    value: option,
                    label: field.withVerbs ? verbLabel(t, registry, option) : enumLabel(t, resource, field.name, option),
                  }))
                : []
          }
        />
      );
    default:
      return <Input id={id} value={value as string | undefined} onChange={(event) => onChange?.(event.target.value)} allowClear />;
  }
};
