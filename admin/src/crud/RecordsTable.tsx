import type { EntityDef } from "@erp/api/entities";
import { Space, Table, type FormProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { allowsOperation, recordLabel, type Row, timestampFields } from "./entity";
import { ExportButton } from "./ExportButton";
import { FilterBar } from "./FilterBar";
import { activeFilterCount, hasSearch, valuesToFilters } from "./filters";
import { useNotices } from "./notices";
import { RowDeleteButton, RowEditButton, RowShowButton } from "./RowButtons";
import { SavedViews, type applicableView } from "./SavedViews";
import { useEntityTable } from "./useEntityTable";
import { useRecordRows } from "./useRecordRows";
import { useBulkSelection } from "./bulk/selection";
import { useInlineColumns } from "./inline/inlineColumns";

/** What an empty list says: fetched when a list is first empty (most lists open with rows). */
const EmptyList = lazy(() => import("./EmptyList"));

type Props = {
  entity: EntityDef;
  /**
   * Whether a row offers edit and delete (default all, where the declaration allows them), e.g. not a
   * posted voucher; its cells edit in place only then.
   */
  editable?: (record: Row) => boolean;
  /** Whether a row offers delete (default: as `editable`), e.g. a cancelled order. */
  deletable?: (record: Row) => boolean;
  /** Columns a screen adds after the declared ones (e.g. the bank's running balance). */
  extraColumns?: ColumnsType<Row>;
  /** The list's own tools besides search, filters, views and export (Import): in the toolbar's menu on a phone. */
  tools?: ReactNode;
};

/**
 * The live records: server-side sorting, filtering and paging, kept in the URL; the user's saved views
 * on top. On a phone each record is a card (its name, status, date and amount, by declaration) that
 * opens the record when tapped, and the toolbar is the search box and one menu.
 */
export const RecordsTable = ({ entity, editable = () => true, deletable = editable, extraColumns = [], tools }: Props) => {
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
  const { tableProps, columns, filters, sorters, setFilters, setSorters, searchFormProps, labelOf } = useEntityTable<Record<string, unknown>>(
    entity,
    {
      // blank inputs give `undefined` filters, which the default "merge" drops
      onSearch: (values) => valuesToFilters(entity, values, extraFields),
      sorters: { initial: [entity.defaultSort] },
      syncWithLocation: true,
      extraFields,
      columnNames,
    },
  );
  const { phone, rows } = useRecordRows(entity, labelOf);
  const bulk = useBulkSelection(entity, { tableProps, filters, sorters });
  const inline = useInlineColumns(entity, editable);
  const clearFilters = () => {
    setFilters([], "replace");
    setRevision((n) => n + 1);
  };
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
        compact={phone}
        extra={
          <Space wrap>
            {phone && tools}
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
      {!phone && bulk.bar}
      <Table
        {...tableProps}
        // on a desktop the arrow keys move through its rows (layout/listKeys.ts); on a phone each row is a card
        {...rows([
          ...inline(columns),
          ...(extraColumns as typeof columns),
          {
            key: "actions",
            title: t("table.actions"),
            fixed: "right",
            width: 130,
            render: (_: unknown, record: Row) => (
              <Space size="small">
                <RowShowButton resource={entity.name} recordItemId={record.id} />
                {allowsOperation(entity, "edit") && editable(record) && <RowEditButton resource={entity.name} recordItemId={record.id} />}
                {allowsOperation(entity, "delete") && deletable(record) && (
                  <RowDeleteButton resource={entity.name} recordItemId={record.id} name={recordLabel(entity, record)} {...deleted} />
                )}
              </Space>
            ),
          },
        ])}
        rowSelection={phone ? undefined : bulk.rowSelection}
        locale={{
          emptyText: tableProps.loading ? undefined : (
            <Suspense>
              <EmptyList entity={entity} filtered={activeFilterCount(filters) > 0 || hasSearch(filters)} onClear={clearFilters} />
            </Suspense>
          ),
        }}
      />
    </>
  );
};
