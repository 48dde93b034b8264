import type { EntityDef } from "@erp/api/entities";
import { type BaseKey, useCan } from "@refinedev/core";
import type { TableColumnType } from "antd";
import { type HTMLAttributes, lazy, Suspense, useState } from "react";
import { allowsOperation, type Row } from "../entity";

/** The cell's editor, fetched on the first edit: the list page does not carry it. */
const InlineEditor = lazy(() => import("./InlineEditor"));

type Column = TableColumnType<Row>;

/**
 * Inline editing in the generic list (issue 26 item 4): the cells of fields the declaration marks
 * `inline` (declared, custom fields, custom resources' fields) open an editor on a double-click, or
 * on Enter once focused (Tab, or the arrow keys: layout/shortcuts.ts), for roles that may edit and
 * records the screen lets edit (`editable`: the same test that shows the row's Edit button, e.g. a
 * pending order, a voucher still a draft, an income no module booked). The editor saves through the
 * form's PATCH; what the server refuses (its validator, a locked record, a closed period) is rolled back.
 */
export const useInlineColumns = (entity: EntityDef, editable: (record: Row) => boolean) => {
  const { data } = useCan({ resource: entity.name, action: "edit" });
  const [editing, setEditing] = useState<{ id: BaseKey; field: string }>();
  const on = allowsOperation(entity, "edit") && Boolean(data?.can);
  return (columns: Column[]): Column[] =>
    columns.map((column) => {
      const name = String(column.key);
      const field = entity.fields[name];
      if (!on || !field?.inline || !column.render) return column;
      const render = column.render;
      return {
        ...column,
        onCell: (record: Row) => {
          if (!editable(record)) return {};
          const edit = () => setEditing({ id: record.id, field: name });
          return {
            tabIndex: 0,
            "data-inline": name,
            onDoubleClick: edit,
            onKeyDown: (event) => {
              if (event.key !== "Enter" || event.target !== event.currentTarget) return;
              event.preventDefault();
              edit();
            },
          } as HTMLAttributes<HTMLElement>;
        },
        render: (value: unknown, record: Row, index: number) =>
          editing?.id === record.id && editing.field === name ? (
            <Suspense fallback={render(value, record, index) as never}>
              <InlineEditor entity={entity} field={{ ...field, name }} record={record} onDone={() => setEditing(undefined)} />
            </Suspense>
          ) : (
            render(value, record, index)
          ),
      };
    });
};
