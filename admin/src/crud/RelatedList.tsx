import type { EntityDef } from "@erp/api/entities";
import { useCan, useNavigation, type BaseKey } from "@refinedev/core";
import { Table, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fieldsOf, resourceTitle, timestampFields, type Field, type Row } from "./entity";
import { RowShowButton } from "./RowButtons";
import { openOnClick, useEntityTable } from "./useEntityTable";

/** A list of records pointing at one record: the referencing entity and its `related` ref field. */
export type Relation = { entity: EntityDef; field: Field };

/** The relations whose records a `target` record's show page lists (e.g. customers <- orders.customer_id). */
export const relationsTo = (target: EntityDef, declared: readonly EntityDef[]): Relation[] =>
  declared.flatMap((entity) =>
    fieldsOf(entity)
      .filter((field) => field.type === "ref" && field.related && field.ref === target.name)
      .map((field) => ({ entity, field })),
  );

type Props = Relation & { id: BaseKey };

/** The records (`<field>=<id>`): the entity's list columns but the one pointing back, its default sort, paged, each linked to its show page. */
const RelatedTable = ({ entity, field, id }: Props) => {
  const { t } = useTranslation();
  const extraFields = useMemo(() => timestampFields(entity), [entity]);
  const { show } = useNavigation();
  const { tableProps, columns } = useEntityTable(entity, {
    filters: { permanent: [{ field: field.name, operator: "eq", value: id }] },
    sorters: { initial: [entity.defaultSort] },
    syncWithLocation: false,
    extraFields,
    hidden: field.name,
  });
  return (
    <Table
      {...tableProps}
      size="small"
      scroll={{ x: "max-content" }}
      onRow={(record) => openOnClick(() => show(entity.name, record.id))}
      columns={[
        ...columns,
        {
          key: "actions",
          title: t("table.actions"),
          width: 80,
          render: (_: unknown, record: Row) => <RowShowButton resource={entity.name} recordItemId={record.id} />,
        },
      ]}
    />
  );
};

/** One related list under a show page, headed by the entity's list title; only for roles that may list that entity. */
export const RelatedList = (props: Props) => {
  const { t } = useTranslation();
  const { data: access } = useCan({ resource: props.entity.name, action: "list" });
  if (!access?.can) return null;
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{resourceTitle(t, props.entity.name, "list")}</Typography.Title>
      <RelatedTable {...props} />
    </section>
  );
};
