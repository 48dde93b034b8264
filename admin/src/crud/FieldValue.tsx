import type { EntityDef } from "@erp/api/entities";
import { useCan, useMany, type BaseKey } from "@refinedev/core";
import { Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRegistry } from "../registry/RegistryContext";
import { enumLabel, lineFieldLabel, fieldsOf, recordLabel, refIds, refTarget, type Field } from "./entity";
import { formatDate, formatMoney, formatNumber } from "./format";
import { ChoiceLabel } from "./Choices";
import { targetLabel, verbLabel } from "./logLabels";
import { StatusTag } from "./StatusTag";
import { refLabelsOf, useRefLabels } from "./useRefLabels";

type Props = {
  field: Field;
  resource: string;
  value: unknown;
  /** The label of a ref value (one per id of a multiple ref) when the caller already has it (lists fetch them per page). */
  refLabel?: string | string[];
  /** The record the value belongs to: a `recordOf` id reads its resource from it. */
  record?: Record<string, unknown>;
};

const blank = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A reference as a link to its record's page, for roles that may open it (others see the label).
 * A click on it does not reach the row it sits in (a list row opens its own record).
 */
export const RefLink = ({ target, id, children }: { target: EntityDef | undefined; id: BaseKey; children: ReactNode }) => {
  const { data } = useCan({ resource: target?.name ?? "", action: "show", queryOptions: { enabled: Boolean(target) } });
  if (!target || !data?.can) return <>{children}</>;
  return (
    <Link to={`${target.route}/show/${String(id)}`} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
};

/**
 * The record an id names in a resource another field names (the behaviour log's target and target_id):
 * its label linked to its page while it exists, else `#id`. `label`: the list's, fetched per page.
 */
const RecordOf = ({ resource, id, label }: { resource: string; id: BaseKey; label?: string | string[] }) => {
  const target = useRegistry().entityByName.get(resource);
  const { result, query } = useMany({ resource, ids: [id], queryOptions: { enabled: Boolean(target) && label === undefined } });
  const found = label === undefined ? result.data.find((record) => String(record.id) === String(id)) : undefined;
  const text = typeof label === "string" && label ? label : found ? recordLabel(target, found) : "";
  if (label === undefined && query.isLoading && target) return null;
  if (!text) return <>{`#${String(id)}`}</>;
  return (
    <RefLink target={target} id={id}>
      {text}
    </RefLink>
  );
};

/** A ref value shown by the target's label, fetched on its own (show page). */
export const RefLabel = ({ field, id }: { field: Field; id: BaseKey }) => {
  const target = refTarget(useRegistry(), field);
  // getMany (`?id=`), not getOne: a role that may only look the target up (a salesperson) gets its label too
  const { result, query } = useMany({ resource: target?.name ?? field.name, ids: [id], queryOptions: { enabled: Boolean(target) } });
  const found = result.data.find((record) => String(record.id) === String(id));
  if (query.isLoading) return null;
  return <>{found ? recordLabel(target, found) : `#${String(id)}`}</>;
};

const Tags = ({ labels, target, ids }: { labels: string[]; target?: EntityDef; ids?: BaseKey[] }) => (
  <>
    {labels.map((label, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat and never reorder in place
      <Tag key={index}>
        {ids?.[index] !== undefined ? (
          <RefLink target={target} id={ids[index]}>
            {label}
          </RefLink>
        ) : (
          label
        )}
      </Tag>
    ))}
  </>
);

/** The values of a multiple ref, each by its target's label, fetched together (one getMany). */
export const RefLabels = ({ field, ids }: { field: Field; ids: BaseKey[] }) => {
  const target = refTarget(useRegistry(), field);
  const { result, query } = useMany({ resource: target?.name ?? field.name, ids, queryOptions: { enabled: Boolean(target) } });
  const byId = new Map(result.data.map((record) => [String(record.id), recordLabel(target, record)]));
  if (query.isLoading) return null;
  return <Tags labels={ids.map((id) => byId.get(String(id)) ?? `#${String(id)}`)} target={target} ids={ids} />;
};

const KeyValueTable = ({ value }: { value: unknown }) => {
  const { t } = useTranslation();
  const rows = (Array.isArray(value) ? (value as { key: string; value: string }[]) : []).map((row, index) => ({ ...row, rowKey: index }));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="rowKey"
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
  const rows = (Array.isArray(value) ? (value as Record<string, unknown>[]) : []).map((row, index) => ({ ...row, rowKey: String(row.id ?? index) }));
  const children = field.type === "lines" ? fieldsOf(field) : [];
  const labelOf = useRefLabels(children, rows);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="rowKey"
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

/** A ref value by its target's label(s), each a link to the record where the role may open it. */
const RefValue = ({ field, value, refLabel }: { field: Field; value: unknown; refLabel?: string | string[] }) => {
  const target = refTarget(useRegistry(), field);
  if (Array.isArray(value))
    return Array.isArray(refLabel) ? <Tags labels={refLabel} target={target} ids={refIds(value)} /> : <RefLabels field={field} ids={refIds(value)} />;
  return (
    <RefLink target={target} id={value as BaseKey}>
      {refLabel !== undefined ? refLabel : <RefLabel field={field} id={value as BaseKey} />}
    </RefLink>
  );
};

/** One value, displayed by its field type: the same rendering for lists and show pages. */
export const FieldValue = ({ field, resource, value, refLabel, record }: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  if (field.type === "lines") return <LinesTable field={field} resource={resource} value={value} />;
  if (field.type === "keyvalue") return <KeyValueTable value={value} />;
  if (blank(value)) return null;
  switch (field.type) {
    case "money":
      return <span className="erp-money">{formatMoney(value)}</span>;
    case "number":
    case "integer":
      if (field.recordOf && record) return <RecordOf resource={String(record[field.recordOf] ?? "")} id={value as BaseKey} label={refLabel} />;
      return <span className="erp-money">{formatNumber(value)}</span>;
    case "date":
    case "datetime":
      return <span className="erp-nowrap">{formatDate(value, field.type)}</span>;
    case "boolean":
      return <Tag color={value ? "success" : "default"}>{t(`boolean.${value ? "true" : "false"}`)}</Tag>;
    case "enum":
      if (field.name === "status" && !Array.isArray(value)) return <StatusTag resource={resource} status={value} />;
      return (
        <>
          {(Array.isArray(value) ? value : [value]).map((item) => (
            <Tag key={String(item)}>{field.withVerbs ? verbLabel(t, registry, item) : enumLabel(t, resource, field.name, item)}</Tag>
          ))}
        </>
      );
    case "ref":
      return <RefValue field={field} value={value} refLabel={refLabel} />;
    case "json":
      return (
        <Typography.Text code style={{ whiteSpace: "pre-wrap" }}>
          {JSON.stringify(value, null, 2)}
        </Typography.Text>
      );
    case "text":
      return <span style={{ whiteSpace: "pre-wrap" }}>{String(value)}</span>;
    default:
      if (field.type === "string" && field.choices) return <ChoiceLabel field={field} value={value} />;
      if (field.type === "string" && field.namesResource) return <>{targetLabel(t, registry, value)}</>;
      // a code or a number written as text (SO-2026-00012, 2026-10) never breaks at its hyphens
      return /^\S{1,24}$/.test(String(value)) ? <span className="erp-nowrap">{String(value)}</span> : <>{String(value)}</>;
  }
};
