import { Show } from "@refinedev/antd";
import { useShow } from "@refinedev/core";
import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel, shownFields, type Field } from "./entity";
import { FieldValue } from "./FieldValue";
import { useNotices } from "./notices";
import type { ScreenProps } from "./screens";

const systemShown: Field[] = [
  { name: "id", type: "integer" },
  { name: "created_at", type: "datetime" },
  { name: "updated_at", type: "datetime" },
];

/** Every field of a record with its label; refs by label, dates formatted, key-values and lines as tables. */
export const ShowPage = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const { deleted } = useNotices();
  const { query } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const fields = [...shownFields(entity), ...systemShown];
  const wide = (field: Field) => ["text", "json", "keyvalue", "lines"].includes(field.type);

  return (
    <Show resource={entity.name} isLoading={query.isLoading} deleteButtonProps={{ ...deleted }}>
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
    </Show>
  );
};

export default ShowPage;
