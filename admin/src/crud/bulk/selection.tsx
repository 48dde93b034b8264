import type { EntityDef } from "@erp/api/entities";
import type { CrudFilters, CrudSorting } from "@refinedev/core";
import type { TableProps } from "antd";
import { type Key, lazy, Suspense, useState } from "react";
import type { Row } from "../entity";

/** The bulk bar and its strings, fetched when a row is first ticked: the list page's weight stays as it was. */
const BulkBar = lazy(() => import("./BulkBar").then((module) => module.loadBulkStrings().then(() => module)));

export type BulkTable = { tableProps: TableProps<Row>; filters: CrudFilters; sorters: CrudSorting };

/**
 * A list's row selection for bulk actions (the rows ticked, kept across pages) and the bar over the
 * list, mounted from the first tick on (its progress and result dialogs outlive the selection).
 */
export const useBulkSelection = (entity: EntityDef, table: BulkTable, trash?: boolean) => {
  const [selected, setSelected] = useState<Key[]>();
  return {
    bar: selected && (
      <Suspense>
        <BulkBar entity={entity} table={table} trash={trash} selected={selected} onSelect={setSelected} />
      </Suspense>
    ),
    rowSelection: { selectedRowKeys: selected ?? [], preserveSelectedRowKeys: true, onChange: setSelected } satisfies TableProps<Row>["rowSelection"],
  };
};
