import type { EntityDef } from "@erp/api/entities";
import { useList } from "@refinedev/core";
import { Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry/RegistryContext";
import type { Field } from "./entity";

type Choice = { value: string; label: string; active: boolean };

/** The list a field chooses from (`choices: "payment-methods"`), when it declares one the registry knows. */
export const choiceListOf = (registry: { entityByName: ReadonlyMap<string, EntityDef> }, field: Field): EntityDef | undefined => {
  const name = "choices" in field ? field.choices : undefined;
  const list = name ? registry.entityByName.get(name) : undefined;
  return list?.choices ? list : undefined;
};

/**
 * The choices of a field's list in the list's order, labelled in the user's language (every role may
 * look them up); one query per list, shared by every field and cell that shows it.
 */
export const useChoices = (field: Field) => {
  const { i18n } = useTranslation();
  const list = choiceListOf(useRegistry(), field);
  const { result, query } = useList({
    resource: list?.name ?? "",
    sorters: list?.choices ? [{ field: list.choices.order, order: "asc" }] : [],
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: Boolean(list), staleTime: 60_000 },
  });
  const spec = list?.choices;
  const labelField = spec ? (spec.labels[i18n.language] ?? spec.labels.en ?? Object.values(spec.labels)[0]) : "";
  const choices: Choice[] = spec
    ? (result.data ?? []).map((record) => ({
        value: String(record[spec.key]),
        label: String(record[labelField] || record[spec.labels.en] || record[spec.key]),
        active: Boolean(record[spec.active]),
      }))
    : [];
  /** A stored value's label: the list's, else the value itself (a method no longer on the list). */
  const labelOf = (value: unknown) => choices.find((choice) => choice.value === String(value))?.label ?? String(value ?? "");
  return { choices, labelOf, loading: query.isLoading };
};

/** The select of a field that chooses from a list: the offered choices, and the current value even when no longer offered. */
export const ChoiceSelect = ({ field, value, ...rest }: Omit<SelectProps, "options"> & { field: Field }) => {
  const { choices, loading } = useChoices(field);
  const options = choices.filter((choice) => choice.active || choice.value === value).map(({ value, label }) => ({ value, label }));
  return <Select {...rest} value={value} loading={loading} options={options} showSearch optionFilterProp="label" />;
};

/** A chosen value by its label in the user's language. */
export const ChoiceLabel = ({ field, value }: { field: Field; value: unknown }) => {
  const { labelOf, loading } = useChoices(field);
  if (loading) return null;
  return <>{labelOf(value)}</>;
};

/** A page's own payment field (a salary payment, a purchase order's payment, a partner's advance): the one list of payment methods. */
export const paymentMethodField: Field = { name: "payment_method", type: "string", choices: "payment-methods" };
