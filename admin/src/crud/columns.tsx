import type { EntityDef } from "@erp/api/entities";
import { getDefaultSortOrder } from "@refinedev/antd";
import type { CrudSorting } from "@refinedev/core";
import type { TableColumnType } from "antd";
import type { TFunction } from "i18next";
import { fieldLabel, listedFields, type Field, type Row } from "./entity";
import { FieldValue } from "./FieldValue";
import { isNumeric, moneyLabel } from "./format";
import { refLabelsOf, type RefLabelOf } from "./useRefLabels";

/** One column per listed field (`names`, else the layout's): sortable (multi-sort) where declared, numbers right-aligned, refs by label. */
export const fieldColumns = (
  entity: EntityDef,
  t: TFunction,
  labelOf: RefLabelOf,
  sorters?: CrudSorting,
  extra: Field[] = [],
  names?: readonly string[],
): TableColumnType<Row>[] =>
  [...listedFields(entity, names ?? entity.columns), ...extra].map((field, index) => ({
    key: field.name,
    dataIndex: field.name,
    title: field.type === "money" ? moneyLabel(fieldLabel(t, entity.name, field)) : fieldLabel(t, entity.name, field),
    align: isNumeric(field) ? ("right" as const) : undefined,
    sorter: sorters && field.sortable ? { multiple: index + 1 } : undefined,
    sortOrder: sorters && field.sortable ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
    render: (value: unknown, row: Row) => (
      <FieldValue
        field={field}
        resource={entity.name}
        value={value}
        record={row}
        refLabel={
          field.type === "ref"
            ? refLabelsOf(labelOf, field.name, value)
            : "recordOf" in field && field.recordOf
              ? labelOf(field.name, value, row)
              : undefined
        }
      />
    ),
  }));
