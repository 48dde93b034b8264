import type { EntityDef } from "@erp/api/entities";
import { useTable, type useTableProps } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ListResult } from "../providers/data";
import { fieldColumns } from "./columns";
import { fieldsOf, listedFields, type Field, type Row } from "./entity";
import { withTotals } from "./pagination";
import { useRefLabels } from "./useRefLabels";

type Options<V> = Omit<useTableProps<Row, HttpError, V, Row>, "resource"> & {
  /** Columns besides the listed fields (e.g. the system times a declaration lists, the trash's deleted_at). */
  extraFields?: Field[];
  /** Listed fields left out (e.g. the ref pointing back at the record a related list sits under). */
  hidden?: string;
  /** The columns, by field name (a saved view's); default: the layout's, else the fields listed by default. */
  columnNames?: readonly string[];
};

/**
 * A server-side table of an entity's records, as every generic list shows it: Refine's useTable,
 * the declaration's columns with ref labels (one getMany per ref field and page), and a pager with
 * page sizes and the total ("about N" when the API estimated it). Screens add their action column.
 */
export const useEntityTable = <V = Record<string, unknown>>(entity: EntityDef, { extraFields = [], hidden, columnNames, ...options }: Options<V>) => {
  const { t } = useTranslation();
  // the page size an ADMIN chose for this list (its layout), else 10
  const table = useTable<Row, HttpError, V>({ resource: entity.name, pagination: { pageSize: entity.pageSize ?? 10 }, ...options });
  const labelled = useMemo(
    () => listedFields(entity, columnNames ?? entity.columns).filter((field) => field.name !== hidden),
    [entity, hidden, columnNames],
  );
  // the labels of the name's and title's references too (an order's customer), which a card names even when no column shows them;
  // fixed per entity (the hooks of useRefLabels stay in order when the columns change)
  const titled = useMemo(
    () => fieldsOf(entity).filter((field) => field.type === "ref" && (field.name === entity.label || entity.title?.includes(field.name))),
    [entity],
  );
  const labelOf = useRefLabels(
    useMemo(() => [...titled, ...labelled.filter((field) => !titled.some((title) => title.name === field.name))], [titled, labelled]),
    table.tableProps.dataSource ?? [],
  );
  const estimated = Boolean((table.tableQuery.data as ListResult | undefined)?.totalEstimated);
  return {
    ...table,
    tableProps: { ...table.tableProps, rowKey: "id", pagination: withTotals(table.tableProps.pagination, estimated, t) },
    columns: fieldColumns(entity, t, labelOf, table.sorters, extraFields, columnNames).filter((column) => column.key !== hidden),
    /** The label of a ref value of the rows shown (listed columns and the title's references). */
    labelOf,
  };
};

let later: ReturnType<typeof setTimeout> | undefined;

/**
 * A list row that opens its record when clicked anywhere but on its own links, buttons and inputs
 * (a reference opens the record it names; Edit and Delete do what they say). On a cell edited in
 * place it waits a double-click's time: a double-click edits the cell instead.
 */
export const openOnClick = (open: () => void) => ({
  onClick: (event: { target: EventTarget | null; detail?: number }) => {
    const target = event.target as HTMLElement | null;
    if (target?.closest?.("a, button, input, label, .ant-checkbox, .ant-select, .ant-dropdown, .ant-popover")) return;
    clearTimeout(later);
    if (!target?.closest?.("[data-inline]")) open();
    else if ((event.detail ?? 1) < 2) later = setTimeout(open, 300);
  },
  style: { cursor: "pointer" },
});
