import type { EntityDef } from "@erp/api/entities";
import { DeleteButton, EditButton, ShowButton, useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Space, Table, type FormProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListResult } from "../providers/data";
import { fieldColumns } from "./columns";
import { allowsOperation, listedFields, type Row, timestampFields } from "./entity";
import { ExportButton } from "./ExportButton";
import { FilterBar } from "./FilterBar";
import { valuesToFilters } from "./filters";
import { useNotices } from "./notices";
import { withTotals } from "./pagination";
import { useRefLabels } from "./useRefLabels";

type Props = { entity: EntityDef };

/** The live records: server-side sorting, filtering and paging, kept in the URL. */
export const RecordsTable = ({ entity }: Props) => {
  // Columns and filters besides the declared fields: the system times the declaration lists.
  const extraFields = useMemo(() => timestampFields(entity), [entity]);
  const { t } = useTranslation();
  const { deleted } = useNotices();
  const { tableProps, tableQuery, filters, sorters, searchFormProps } = useTable<Row, HttpError, Record<string, unknown>>({
    resource: entity.name,
    // blank inputs give `undefined` filters, which the default "merge" drops
    onSearch: (values) => valuesToFilters(entity, values, extraFields),
    sorters: { initial: [entity.defaultSort] },
    pagination: { pageSize: 10 },
    syncWithLocation: true,
  });
  const labelOf = useRefLabels(listedFields(entity), tableProps.dataSource ?? []);
  const estimated = Boolean((tableQuery.data as ListResult | undefined)?.totalEstimated);

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
        rowKey="id"
        pagination={withTotals(tableProps.pagination, estimated, t)}
        columns={[
          ...fieldColumns(entity, t, labelOf, sorters, [...extraFields]),
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
