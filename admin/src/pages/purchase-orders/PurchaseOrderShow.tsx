import { Show } from "@refinedev/antd";
import { useInvalidate, useShow } from "@refinedev/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { allowsOperation, enumLabel } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";
import { PurchaseOrderActions } from "./PurchaseOrderActions";

export const PurchaseStatusTag = ({ status }: { status: unknown }) => {
  const { t } = useTranslation();
  if (!status) return null;
  return <Tag color={status === "completed" ? "green" : "gold"}>{enumLabel(t, "purchase-orders", "status", status)}</Tag>;
};

/**
 * A purchase order: the generic details (items and payments as tables), the status as a tag, and
 * Complete / Record payment in the header. Only a pending order can be edited or deleted (the
 * server's rules); payments are added to a completed one with the button.
 */
export const PurchaseOrderShow = ({ entity }: ScreenProps) => {
  const invalidate = useInvalidate();
  const { deleted } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const pending = record?.status === "pending";
  const refresh = () => void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit") && pending}
      canDelete={allowsOperation(entity, "delete") && pending}
      deleteButtonProps={{ ...deleted }}
      headerProps={{ tags: <PurchaseStatusTag status={record?.status} /> }}
      headerButtons={({ defaultButtons }) => (
        <>
          {record && id !== undefined && <PurchaseOrderActions id={id} record={record} onChanged={refresh} />}
          {defaultButtons}
        </>
      )}
    >
      {record && (
        <RecordDetails
          entity={entity}
          record={record}
          render={(field) => (field.name === "status" ? <PurchaseStatusTag status={record.status} /> : undefined)}
        />
      )}
    </Show>
  );
};

export default PurchaseOrderShow;
