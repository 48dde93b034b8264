import { useInvalidate } from "@refinedev/core";
import { Divider, Typography } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ShowPage, useShownRecord } from "../../crud/ShowPage";
import type { ScreenProps } from "../../screens";
import { useOrderDocuments } from "./OrderDocuments";
import { OrderNotices, type OrderNoticesHandle } from "./OrderNotices";
import { useStatusChange } from "./StatusButtons";

/**
 * An order: the generic record page with the workflow's next status as its primary action (the
 * others in "More", with its confirmation and invoice to download or send to the customer), the messages the customer was sent about it (queued, sent, failed) and, as on
 * every record's page, its history (the status changes with their reasons among the edits). Only a pending order can be edited, only a
 * pending or cancelled one deleted (the server's rules), so the header follows.
 */
export const OrderShow = ({ entity }: ScreenProps) => {
  const { t } = useTranslation();
  const invalidate = useInvalidate();
  const { record, id } = useShownRecord(entity);
  const notices = useRef<OrderNoticesHandle>(null);
  const refresh = () => {
    void invalidate({ resource: entity.name, id, invalidates: ["list", "detail"] });
    notices.current?.refresh();
  };
  const workflow = useStatusChange(id, record?.status, refresh);
  const documents = useOrderDocuments(id, record, () => notices.current?.refresh());

  return (
    <ShowPage
      entity={entity}
      editable={(order) => order.status === "pending"}
      deletable={(order) => order.status === "pending" || order.status === "cancelled"}
      actions={[...workflow.actions, ...documents]}
    >
      {() => (
        <>
          <Divider orientation="left" orientationMargin={0}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t("orders.notices.title")}
            </Typography.Title>
          </Divider>
          {id !== undefined && <OrderNotices ref={notices} id={id} />}
          {workflow.modal}
        </>
      )}
    </ShowPage>
  );
};

export default OrderShow;
