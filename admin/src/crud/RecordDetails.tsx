import type { EntityDef } from "@erp/api/entities";
import { Descriptions } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRegistry } from "../registry/RegistryContext";
import { fieldLabel, shownFields, type Field } from "./entity";
import { FieldValue } from "./FieldValue";
import { RelatedList, relationsTo } from "./RelatedList";

const systemShown: Field[] = [
  { name: "id", type: "integer" },
  { name: "created_at", type: "datetime" },
  { name: "updated_at", type: "datetime" },
];
const wide = (field: Field) => ["text", "json", "keyvalue", "lines"].includes(field.type);

type Props = {
  entity: EntityDef;
  record: Record<string, unknown>;
  /** A screen's own rendering of some fields (e.g. an order's status as a coloured tag); undefined = the generic one. */
  render?: (field: Field) => ReactNode | undefined;
};

/**
 * Every field of a record with its label (refs by label, dates formatted, key-values and lines as
 * tables), then the records of other entities that point at it through a `related` ref (a customer's orders).
 */
export const RecordDetails = ({ entity, record, render }: Props) => {
  const { t } = useTranslation();
  const registry = useRegistry();
  return (
    <>
      <Descriptions
        bordered
        size="middle"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[...shownFields(entity), ...systemShown].map((field) => ({
          key: field.name,
          label: fieldLabel(t, entity.name, field),
          span: wide(field) ? ("filled" as const) : 1,
          children: render?.(field) ?? <FieldValue field={field} resource={entity.name} value={record[field.name]} />,
        }))}
      />
      {record.id !== undefined &&
        relationsTo(entity, registry.entities).map((relation) => (
          <RelatedList key={`${relation.entity.name}.${relation.field.name}`} {...relation} id={record.id as number} />
        ))}
    </>
  );
};
