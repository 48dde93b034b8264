import type { EntityDef } from "@erp/api/entities";
import { DeleteButton, EditButton, ShowButton } from "@refinedev/antd";
import { Space, Table, type FormProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { allowsOperation, recordLabel, type Row, timestampFields } from "./entity";
import { ExportButton } from "./ExportButton";
import { FilterBar } from "./FilterBar";
import { valuesToFilters } from "./filters";
import { useNotices } from "./notices";
import { SavedViews, type applicableView } from "./SavedViews";
import { useEntityTable } from "./useEntityTable";

type Props = {
  entity: EntityDef;
  /** Whether a row offers edit and delete (default all, where the declaration allows them), e.g. not a posted voucher. */
  editable?: (record: Row) => boolean;
  /** Columns a screen adds after the declared ones (e.g. the bank's running balance). */
  extraColumns?: ColumnsType<Row>;
};

/** The live records: server-side sorting, filtering and paging, kept in the URL; the user's saved views on top. */
export const RecordsTable = ({ entity, editable = () => true, extraColumns = [] }: Props) => {
  // Columns and filters besides the declared fields: the system times the declaration lists.
  const extraFields = useMemo(() => timestampFields(entity), [entity]);
  const { t } = useTranslation();
  const { deleted } = useNotices();
  // opened without filters or sort of its own (no query string): the user's default view applies
  const { search } = useLocation();
  const [opened] = useState(() => !search);
  const [columnNames, setColumnNames] = useState<string[]>();
  // a view replaces the filters: the filter bar shows them again
  const [revision, setRevision] = useState(0);
  const { tableProps, columns, filters, sorters, setFilters, setSorters, searchFormProps } = useEntityTable<Record<string, unknown>>(entity, {
    // blank inputs give `undefined` filters, which the default "merge" drops
    onSearch: (values) => valuesToFilters(entity, values, extraFields),
    sorters: { initial: [entity.defaultSort] },
    syncWithLocation: true,
    extraFields,
    columnNames,
  });
  const applyView = (view: ReturnType<typeof applicableView>) => {
    setFilters(view.filters, "replace");
    setSorters(view.sorters.length ? view.sorters : [entity.defaultSort]);
    setColumnNames(view.columns);
    setRevision((n) => n + 1);
  };

  return (
    <>
      <FilterBar
        revision={revision}
        entity={entity}
        filters={filters}
        formProps={searchFormProps as FormProps}
        extraFields={extraFields}
        extra={
          <Space wrap>
            <SavedViews
              entity={entity}
              filters={filters}
              sorters={sorters}
              columns={columnNames}
              onColumns={setColumnNames}
              onApply={applyView}
              applyDefault={opened}
            />
            <ExportButton resource={entity.name} filters={filters} sorters={sorters} />
          </Space>
        }
      />
      <Table
        {...tableProps}
        columns={[
          ...columns,
          ...(extraColumns as typeof columns),
          {
            key: "actions",
            title: t("table.actions"),
            fixed: "right",
            width: 130,
            render: (_: unknown, record: Row) => (
              <Space size="small">
                <ShowButton hideText size="small" resource={entity.name} recordItemId={record.id} />
                {allowsOperation(entity, "edit") && editable(record) && (
                  <EditButton hideText size="small" resource={entity.name} recordItemId={record.id} />
                )}
                {allowsOperation(entity, "delete") && editable(record) && (
                  <DeleteButton
                    hideText
                    size="small"
                    resource={entity.name}
                    recordItemId={record.id}
                    confirmTitle={t("record.deleteConfirm", { name: recordLabel(entity, record) })}
                    confirmOkText={t("buttons.delete")}
                    confirmCancelText={t("buttons.cancel")}
                    {...deleted}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
};
