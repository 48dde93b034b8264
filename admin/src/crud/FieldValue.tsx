import { useMany, useOne, type BaseKey } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry/RegistryContext";
import { enumLabel, lineFieldLabel, fieldsOf, recordLabel, refIds, refTarget, type Field } from "./entity";
import { formatDate, formatMoney, formatNumber } from "./format";
import { refLabelsOf, useRefLabels } from "./useRefLabels";

type Props = {
  field: Field;
  resource: string;
  value: unknown;
  /** The label of a ref value (one per id of a multiple ref) when the caller already has it (lists fetch them per page). */
  refLabel?: string | string[];
};

const blank = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A ref value shown by the target's label, fetched on its own (show page). */
export const RefLabel = ({ field, id }: { field: Field; id: BaseKey }) => {
  const target = refTarget(useRegistry(), field);
  const { result } = useOne({ resource: target?.name ?? field.name, id, queryOptions: { enabled: Boolean(target) } });
  return <>{result ? recordLabel(target, result) : `#${String(id)}`}</>;
};

const Tags = ({ labels }: { labels: string[] }) => (
  <>
    {labels.map((label, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat and never reorder in place
      <Tag key={index}>{label}</Tag>
    ))}
  </>
);

/** The values of a multiple ref, each by its target's label, fetched together (one getMany). */
export const RefLabels = ({ field, ids }: { field: Field; ids: BaseKey[] }) => {
  const target = refTarget(useRegistry(), field);
  const { result, query } = useMany({ resource: target?.name ?? field.name, ids, queryOptions: { enabled: Boolean(target) } });
  const byId = new Map(result.data.map((record) => [String(record.id), recordLabel(target, record)]));
  if (query.isLoading) return null;
  return <Tags labels={ids.map((id) => byId.get(String(id)) ?? `#${String(id)}`)} />;
};

const KeyValueTable = ({ value }: { value: unknown }) => {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? (value as { key: string; value: string }[]) : [];
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_row, index) => String(index)}
      dataSource={rows}
      columns={[
        { key: "key", dataIndex: "key", title: t("form.key") },
        { key: "value", dataIndex: "value", title: t("form.value") },
      ]}
    />
  );
};

const LinesTable = ({ field, resource, value }: { field: Field; resource: string; value: unknown }) => {
  const { t } = useTranslation();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const children = field.type === "lines" ? fieldsOf(field) : [];
  const labelOf = useRefLabels(children, rows);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(row, index) => String(row.id ?? index)}
      dataSource={rows}
      scroll={{ x: true }}
      columns={children.map((child) => ({
        key: child.name,
        title: lineFieldLabel(t, resource, field.name, child.name),
        align: ["number", "integer", "money"].includes(child.type) ? ("right" as const) : undefined,
        render: (_: unknown, row: Record<string, unknown>) => (
          <FieldValue field={child} resource={resource} value={row[child.name]} refLabel={refLabelsOf(labelOf, child.name, row[child.name])} />
        ),
      }))}
    />
  );
};

/** One value, displayed by its field type: the same rendering for lists and show pages. */
export const FieldValue = ({ field, resource, value, refLabel }: Props) => {
  const { t } = useTranslation();
  if (field.type === "lines") return <LinesTable field={field} resource={resource} value={value} />;
  if (field.type === "keyvalue") return <KeyValueTable value={value} />;
  if (blank(value)) return null;
  switch (field.type) {
    case "money":
      return <span className="erp-money">{formatMoney(value)}</span>;
    case "number":
    case "integer":
      return <span className="erp-money">{formatNumber(value)}</span>;
    case "date":
    case "datetime":
      return <>{formatDate(value, field.type)}</>;
    case "boolean":
      return <Tag color={value ? "success" : "default"}>{t(`boolean.${value ? "true" : "false"}`)}</Tag>;
    case "enum":
      return (
        <>
          {(Array.isArray(value) ? value : [value]).map((item) => (
            <Tag key={String(item)}>{enumLabel(t, resource, field.name, item)}</Tag>
          ))}
        </>
      );
    case "ref":
      if (Array.isArray(value)) return Array.isArray(refLabel) ? <Tags labels={refLabel} /> : <RefLabels field={field} ids={refIds(value)} />;
      return refLabel !== undefined ? refLabel : <RefLabel field={field} id={value as BaseKey} />;
    case "json":
      return (
        <Typography.Text code style={{ whiteSpace: "pre-wrap" }}>
          {JSON.stringify(value, null, 2)}
        </Typography.Text>
      );
    case "text":
      return <span style={{ whiteSpace: "pre-wrap" }}>{String(value)}</span>;
    default:
      return <>{String(value)}</>;
  }
};
