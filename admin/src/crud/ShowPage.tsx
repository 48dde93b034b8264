import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { allowsOperation, fieldLabel, shownFields, type Field } from "./entity";
import { FieldValue } from "./FieldValue";
import { useNotices } from "./notices";
import { RelatedList, relationsTo } from "./RelatedList";
import type { ScreenProps } from "./screens";

const systemShown: Field[] = [
  { name: "id", type: "integer" },
  { name: "created_at", type: "datetime" },
  { name: "updated_at", type: "datetime" },
];

/**
 * Every field of a record with its label; refs by label, dates formatted, key-values and lines as
 * tables; then the records of other entities that point at it through a `related` ref (a customer's orders).
 */
export const ShowPage = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const { deleted } = useNotices();
  const { query } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const fields = [...shownFields(entity), ...systemShown];
  const wide = (field: Field) => ["text", "json", "keyvalue", "lines"].includes(field.type);

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      // read-only entities (a log, stock levels) offer neither
      canEdit={allowsOperation(entity, "edit")}
      canDelete={allowsOperation(entity, "delete")}
      deleteButtonProps={{ ...deleted }}
    >
      {record && (
        <Descriptions
          bordered
          size="middle"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={fields.map((field) => ({
            key: field.name,
            label: fieldLabel(t, entity.name, field.name),
            span: wide(field) ? ("filled" as const) : 1,
            children: <FieldValue field={field} resource={entity.name} value={record[field.name]} />,
          }))}
        />
      )}
      {record?.id !== undefined &&
        relationsTo(entity).map((relation) => (
          <RelatedList key={`${relation.entity.name}.${relation.field.name}`} {...relation} id={record.id as number} />
        ))}
    </Show>
  );
};

export default ShowPage;
