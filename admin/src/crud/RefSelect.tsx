import { useSelect } from "@refinedev/antd";
import { Select, type SelectProps } from "antd";
import { useRegistry } from "../registry/RegistryContext";
import { refIds, refTarget, type Field } from "./entity";

type Props = Omit<SelectProps, "options" | "onSearch" | "mode"> & {
  field: Field;
  /** Pick several targets (a `multiple` ref's form control); a filter picks one even then. */
  multiple?: boolean;
};

/**
 * A searchable select over a ref field's target resource: options labelled by the target
 * declaration's `label`, searched server-side as `<label>_like`, the current value's labels
 * fetched by id (one getMany) so they show before any search.
 */
export const RefSelect = ({ field, value, multiple, ...rest }: Props) => {
  const registry = useRegistry();
  const target = refTarget(registry, field);
  const { selectProps } = useSelect<Record<string, unknown>>({
    resource: target?.name ?? "",
    optionLabel: target?.label ?? "id",
    optionValue: "id",
    sorters: target ? [target.defaultSort] : [],
    defaultValue: refIds(value),
    pagination: { pageSize: 20 },
    queryOptions: { enabled: Boolean(target) },
  });
  return (
    <Select
      {...selectProps}
      {...rest}
      value={multiple && !Array.isArray(value) ? refIds(value) : value}
      mode={multiple ? "multiple" : undefined}
      showSearch
      filterOption={false}
    />
  );
};
