import type { EntityDef } from "@erp/api/entities";
import { useNavigation } from "@refinedev/core";
import { Grid, type TableProps } from "antd";
import type { ColumnsType } from "antd/es/table";
import { lazy, Suspense } from "react";
import type { Row } from "./entity";
import { openOnClick } from "./useEntityTable";
import type { RefLabelOf } from "./useRefLabels";

/** A record as a card: fetched on a phone only (the desktop's lists do not carry it). */
const RecordCard = lazy(() => import("./RecordCard"));

/**
 * How a table of an entity's records shows them, the generic list's and a screen's own (attendance
 * sheets, salaries, payroll) alike: on a phone (below 768 px) each record is a card (RecordCard), no
 * headers; otherwise the `columns`, scrolling in the table's own box when wider than the page, with
 * the list's keyboard (`.erp-records`). A click or tap on a row, but on its links and buttons, opens
 * the record (or what `open` says). `rows(columns)` gives the Table's props besides data and paging.
 */
export const useRecordRows = (entity: EntityDef, labelOf: RefLabelOf) => {
  const phone = Grid.useBreakpoint().md === false;
  const { show } = useNavigation();
  const rows = (columns: ColumnsType<Row>, open: (record: Row) => void = (record) => show(entity.name, record.id)) =>
    ({
      className: phone ? "erp-cards" : "erp-records",
      showHeader: !phone,
      scroll: phone ? undefined : { x: "max-content" },
      onRow: (record: Row) => openOnClick(() => open(record)),
      columns: phone
        ? [
            {
              key: "card",
              render: (_: unknown, record: Row) => (
                <Suspense>
                  <RecordCard entity={entity} record={record} labelOf={labelOf} />
                </Suspense>
              ),
            },
          ]
        : columns,
    }) satisfies Partial<TableProps<Row>>;
  return { phone, rows };
};
