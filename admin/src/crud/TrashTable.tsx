import { UndoOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { useTable } from "@refinedev/antd";
import { useCustomMutation, useInvalidate, type BaseKey } from "@refinedev/core";
import { Alert, Button, Table } from "antd";
import { useTranslation } from "react-i18next";
import { apiUrl, type ListResult } from "../providers/data";
import { fieldColumns } from "./columns";
import { listedFields, type Field, type Row } from "./entity";
import { useNotices } from "./notices";
import { withTotals } from "./pagination";
import { useRefLabels } from "./useRefLabels";

const deletedAt: Field = { name: "deleted_at", type: "datetime", sortable: true };

/** Soft-deleted records (`?deleted=true`), newest first, each with a Restore button. */
export const TrashTable = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const { restored } = useNotices();
  const invalidate = useInvalidate();
  const { mutate: restore, mutation } = useCustomMutation();
  const { tableProps, tableQuery, sorters } = useTable<Row>({
    resource: entity.name,
    filters: { permanent: [{ field: "deleted", operator: "eq", value: "true" }] },
    sorters: { initial: [{ field: "deleted_at", order: "desc" }] },
    pagination: { pageSize: 10 },
    syncWithLocation: false,
  });
  const labelOf = useRefLabels(listedFields(entity), tableProps.dataSource ?? []);
  const estimated = Boolean((tableQuery.data as ListResult | undefined)?.totalEstimated);

  const onRestore = (id: BaseKey) =>
    restore(
      { url: `${apiUrl}/${entity.name}/${id}/restore`, method: "post", values: {}, ...restored },
      { onSuccess: () => invalidate({ resource: entity.name, invalidates: ["list", "many", "detail"] }) },
    );

  return (
    <>
      <Alert type="info" showIcon message={t("messages.restoreNotice")} style={{ marginBottom: 16 }} />
      <Table
        {...tableProps}
        rowKey="id"
        pagination={withTotals(tableProps.pagination, estimated, t)}
        columns={[
          ...fieldColumns(entity, t, labelOf, sorters, [deletedAt]),
          {
            key: "actions",
            title: t("table.actions"),
            fixed: "right",
            width: 130,
            render: (_: unknown, record: Row) => (
              <Button
                size="small"
                icon={<UndoOutlined />}
                loading={mutation.isPending && mutation.variables?.url.endsWith(`/${record.id}/restore`)}
                onClick={() => onRestore(record.id)}
              >
                {t("buttons.restore")}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
};
