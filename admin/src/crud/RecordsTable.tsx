import type { EntityDef } from "@erp/api/entities";
import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import { Space, Table, type FormProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { allowsOperation, type Row, timestampFields } from "./entity";
import { ExportButton } from "./ExportButton";
import { FilterBar } from "./FilterBar";
import { valuesToFilters } from "./filters";
import { useNotices } from "./notices";
import { useEntityTable } from "./useEntityTable";

type Props = { entity: EntityDef };

/** The live records: server-side sorting, filtering and paging, kept in the URL. */
export const RecordsTable = ({ entity }: Props) => {
  // Columns and filters besides the declared fields: the system times the declaration lists.
  const extraFields = useMemo(() => timestampFields(entity), [entity]);
  const { t } = useTranslation();
  const { deleted } = useNotices();
  const { tableProps, columns, filters, sorters, searchFormProps } = useEntityTable<Record<string, unknown>>(entity, {
    // blank inputs give `undefined` filters, which the default "merge" drops
    onSearch: (values) => valuesToFilters(entity, values, extraFields),
    sorters: { initial: [entity.defaultSort] },
    syncWithLocation: true,
    extraFields,
  });

  return (
    <>
      <FilterBar
        entity={entity}
        filters={filters}
        formProps={searchFormProps as FormProps}
        extraFields={extraFields}
        extra={<ExportButton resource={entity.name} filters={filters} sorters={sorters} />}
      />
      <Table
        {...tableProps}
        columns={[
          ...columns,
          {
            key: "actions",
            title: t("table.actions"),
            fixed: "right",
            width: 130,
            render: (_: unknown, record: Row) => (
              <Space size="small">
                <ShowButton hideText size="small" resource={entity.name} recordItemId={record.id} />
                {allowsOperation(entity, "edit") && <EditButton hideText size="small" resource={entity.name} recordItemId={record.id} />}
                {allowsOperation(entity, "delete") && (
                  <DeleteButton hideText size="small" resource={entity.name} recordItemId={record.id} {...deleted} />
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
};
