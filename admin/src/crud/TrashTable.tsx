import { UndoOutlined } from "@ant-design/icons";
import type { EntityDef } from "@erp/api/entities";
import { useCustomMutation, useInvalidate, type BaseKey } from "@refinedev/core";
import { Alert, Button, Table } from "antd";
import { useTranslation } from "react-i18next";
import { apiUrl } from "../providers/data";
import type { Field, Row } from "./entity";
import { useNotices } from "./notices";
import { useEntityTable } from "./useEntityTable";
import { useBulkSelection } from "./bulk/selection";

const deletedAt: Field = { name: "deleted_at", type: "datetime", sortable: true };

/** Soft-deleted records (`?deleted=true`), newest first, each with a Restore button. */
export const TrashTable = ({ entity }: { entity: EntityDef }) => {
  const { t } = useTranslation();
  const { restored } = useNotices();
  const invalidate = useInvalidate();
  const { mutate: restore, mutation } = useCustomMutation();
  const { tableProps, columns, filters, sorters } = useEntityTable(entity, {
    filters: { permanent: [{ field: "deleted", operator: "eq", value: "true" }] },
    sorters: { initial: [{ field: "deleted_at", order: "desc" }] },
    syncWithLocation: false,
    extraFields: [deletedAt],
  });

  const bulk = useBulkSelection(entity, { tableProps, filters, sorters }, true);
  const onRestore = (id: BaseKey) =>
    restore(
      { url: `${apiUrl}/${entity.name}/${id}/restore`, method: "post", values: {}, ...restored },
      { onSuccess: () => invalidate({ resource: entity.name, invalidates: ["list", "many", "detail"] }) },
    );

  return (
    <>
      <Alert type="info" showIcon message={t("messages.restoreNotice")} style={{ marginBottom: 16 }} />
      {bulk.bar}
      <Table
        {...tableProps}
        rowSelection={bulk.rowSelection}
        columns={[
          ...columns,
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
