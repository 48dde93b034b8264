import { Show } from "@refinedev/antd";
import { useApiUrl, useCustom, useInvalidate, useShow } from "@refinedev/core";
import { Divider, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { allowsOperation } from "../../crud/entity";
import { useNotices } from "../../crud/notices";
import { RecordDetails } from "../../crud/RecordDetails";
import type { ScreenProps } from "../../screens";
import { OrderNotices, type OrderNoticesHandle } from "./OrderNotices";
import { OrderTimeline, type HistoryEntry } from "./OrderTimeline";
import { StatusButtons } from "./StatusButtons";
import { StatusTag } from "./StatusTag";

/**
 * An order: the generic record details (status as a coloured tag) and related lists, the
 * workflow's next-status buttons in the header, the status history as a timeline and the messages the
 * customer was sent about it (queued, sent, failed). Only a pending order can be
 * edited, only a pending or cancelled one deleted (the server's rules), so the header follows.
 */
export const OrderShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { deleted, saved } = useNotices();
  const { query, showId: id } = useShow({ resource: entity.name });
  const record = query.data?.data as Record<string, unknown> | undefined;
  const history = useCustom<HistoryEntry[]>({
    url: `${apiUrl}/${entity.name}/${id}/history`,
    method: "get",
    queryOptions: { enabled: id !== undefined },
    errorNotification: saved.errorNotification,
  });
  const status = record?.status;
  const notices = useRef<OrderNoticesHandle>(null);

  const refresh = () => {
    void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
    void history.query.refetch();
    notices.current?.refresh();
  };

  return (
    <Show
      resource={entity.name}
      isLoading={query.isLoading}
      canEdit={allowsOperation(entity, "edit") && status === "pending"}
      canDelete={allowsOperation(entity, "delete") && (status === "pending" || status === "cancelled")}
      deleteButtonProps={{ ...deleted }}
      headerProps={{ tags: <StatusTag status={status} /> }}
      headerButtons={({ defaultButtons }) => (
        <>
          {record && id !== undefined && <StatusButtons id={id} status={status} onChanged={refresh} />}
          {defaultButtons}
        </>
      )}
    >
      {record && (
        <RecordDetails entity={entity} record={record} render={(field) => (field.name === "status" ? <StatusTag status={status} /> : undefined)} />
      )}
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("orders.workflow.history")}
        </Typography.Title>
      </Divider>
      <OrderTimeline entries={Array.isArray(history.result.data) ? history.result.data : []} loading={history.query.isLoading} />
      <Divider orientation="left" orientationMargin={0}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("orders.notices.title")}
        </Typography.Title>
      </Divider>
      {id !== undefined && <OrderNotices ref={notices} id={id} />}
    </Show>
  );
};

export default OrderShow;
