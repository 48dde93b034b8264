import type { BaseKey } from "@refinedev/core";
import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import type { Field } from "./entity";
import { refTarget } from "./entity";

type Props = Omit<SelectProps, "options" | "onSearch"> & { field: Field };

/**
 * A searchable select over a ref field's target resource: options labelled by the target
 * declaration's `label`, searched server-side as `<label>_like`, the current value's label
 * fetched by id so it shows before any search.
 */
export const RefSelect = ({ field, value, ...rest }: Props) => {
  const target = refTarget(field);
  const { selectProps } = useSelect<Record<string, any>>({
    resource: target?.name ?? "",
    optionLabel: target?.label ?? "id",
    optionValue: "id",
    sorters: target ? [target.defaultSort] : [],
    defaultValue: value === undefined || value === null ? undefined : (value as BaseKey),
    pagination: { pageSize: 20 },
    queryOptions: { enabled: Boolean(target) },
  });
  return <Select {...selectProps} {...rest} value={value} showSearch filterOption={false} />;
};
