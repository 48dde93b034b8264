import type { EntityDef } from "@erp/api/entities";
import { Descriptions, Grid, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry/RegistryContext";
import { fieldLabel, isVisible, shownFields, type Field } from "./entity";
import { FieldValue } from "./FieldValue";
import { RelatedList, relationsTo } from "./RelatedList";
import { StatusTag, statusFieldOf } from "./StatusTag";

const systemShown: Field[] = [
  { name: "id", type: "integer" },
  { name: "created_at", type: "datetime" },
  { name: "updated_at", type: "datetime" },
];
const wide = (field: Field) => ["text", "json", "keyvalue"].includes(field.type);

type Props = {
  entity: EntityDef;
  record: Record<string, unknown>;
  /** A screen's own rendering of some fields (e.g. a partner's skills as tags); undefined = the generic one. */
  render?: (field: Field) => ReactNode | undefined;
};

/**
 * Every field of a record with its label (refs by label and linked, dates formatted, the status as a
 * coloured tag, key-values as tables), then each set of lines as its own full-width table (scrolling
 * in its own box on a narrow screen), then the records of other entities that point at it through a
 * `related` ref (a customer's orders). Fields hidden by their `visibleWhen` are left out. On a phone
 * the labels stand above their values.
 */
export const RecordDetails = ({ entity, record, render }: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  const phone = !Grid.useBreakpoint().md;
  const status = statusFieldOf(entity);
  const fields = shownFields(entity).filter((field) => isVisible(field, record));
  const value = (field: Field) =>
    render?.(field) ??
    (field.name === status ? (
      <StatusTag resource={entity.name} status={record[field.name]} />
    ) : (
      <FieldValue field={field} resource={entity.name} value={record[field.name]} record={record} />
    ));
  return (
    <>
      <Descriptions
        bordered
        size="middle"
        className="erp-details"
        layout={phone ? "vertical" : "horizontal"}
        column={{ xs: 1, sm: 1, md: 2, xxl: 3 }}
        items={[...fields.filter((field) => field.type !== "lines"), ...systemShown].map((field) => ({
          key: field.name,
          label: fieldLabel(t, entity.name, field),
          span: wide(field) ? ("filled" as const) : 1,
          children: value(field),
        }))}
      />
      {fields
        .filter((field) => field.type === "lines")
        .map((field) => (
          <section key={field.name} className="erp-lines" aria-label={fieldLabel(t, entity.name, field)} data-testid={`lines-${field.name}`}>
            <Typography.Title level={5}>{fieldLabel(t, entity.name, field)}</Typography.Title>
            {value(field)}
          </section>
        ))}
      {record.id !== undefined &&
        relationsTo(entity, registry.entities).map((relation) => (
          <RelatedList key={`${relation.entity.name}.${relation.field.name}`} {...relation} id={record.id as number} />
        ))}
    </>
  );
};
