import type { OrderMessage } from "@erp/api/modules/orders/index";
import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import { type BaseKey, useApiUrl, useCustom } from "@refinedev/core";
import { Empty, List, Space, Tag, Typography } from "antd";
import { forwardRef, useImperativeHandle } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../crud/format";

/** One row of GET /api/orders/:id/messages: what the outbox did with a message to the customer. */
export type Notice = OrderMessage;

const stateColor = { queued: "gold", sent: "green", failed: "red" } as const;

/** What the order page may ask of the list: read it again (after a status change queued more). */
export type OrderNoticesHandle = { refresh: () => void };

/**
 * The messages sent to the customer about an order, oldest first: channel, address, and their
 * state (queued, sent with the provider's id, failed and why). Read again every few seconds while
 * one is still queued, so a message the outbox sends shows as sent without a reload.
 */
export const OrderNotices = forwardRef<OrderNoticesHandle, { id: BaseKey }>(({ id }, ref) => {
  const { t } = useTranslation();
  const apiUrl = useApiUrl();
  const notices = useCustom<Notice[]>({
    url: `${apiUrl}/orders/${id}/messages`,
    method: "get",
    queryOptions: {
      refetchInterval: (query) => ((query.state.data?.data as Notice[] | undefined)?.some((n) => n.state === "queued") ? 3000 : false),
    },
  });
  useImperativeHandle(ref, () => ({ refresh: () => void notices.query.refetch() }), [notices.query]);
  const rows = Array.isArray(notices.result.data) ? notices.result.data : [];
  if (!notices.query.isLoading && rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("orders.notices.none")} data-testid="order-notices" />;
  return (
    <List
      data-testid="order-notices"
      loading={notices.query.isLoading}
      dataSource={rows}
      renderItem={(notice) => (
        <List.Item key={notice.id} data-testid="order-notice" data-state={notice.state}>
          <Space direction="vertical" size={2}>
            <Space wrap>
              {notice.kind === "sms" ? <MessageOutlined /> : <MailOutlined />}
              <Typography.Text strong>{t(`orders.notices.channel.${notice.kind}`)}</Typography.Text>
              <Typography.Text>{t("orders.notices.to", { to: notice.to })}</Typography.Text>
              <Tag color={stateColor[notice.state]}>{t(`orders.notices.state.${notice.state}`)}</Tag>
              {notice.provider_id && (
                <Typography.Text type="secondary" copyable={{ text: notice.provider_id }}>
                  {t("orders.notices.providerId", { provider: t(`software.values.sms_provider.${notice.provider}`), id: notice.provider_id })}
                </Typography.Text>
              )}
            </Space>
            {notice.error && <Typography.Text type={notice.state === "failed" ? "danger" : "warning"}>{notice.error}</Typography.Text>}
            <Typography.Text type="secondary">
              {[
                t("orders.notices.at", { time: formatDate(notice.created_at) }),
                notice.sent_at ? t("orders.notices.sentAt", { time: formatDate(notice.sent_at) }) : undefined,
                notice.attempts > 0 && notice.state !== "sent" ? t("orders.notices.attempts", { count: notice.attempts }) : undefined,
                notice.next_attempt_at && notice.attempts > 0
                  ? t("orders.notices.nextAttempt", { time: formatDate(notice.next_attempt_at) })
                  : undefined,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
});
