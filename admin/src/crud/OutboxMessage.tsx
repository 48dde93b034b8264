import { MailOutlined, MessageOutlined } from "@ant-design/icons";
import { Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { operations } from "../api/client";
import { formatDate } from "./format";

/** A message queued about a record (GET /api/orders/:id/messages, and a `message` line's `detail` in the record's history). */
export type OutboxMessage = operations["getOrdersIdMessages"]["responses"][200]["content"]["application/json"][number];

const stateColor = { queued: "gold", sent: "green", failed: "red" } as const;

/**
 * What the outbox did with one message about a record: channel, address and state (queued, sent
 * with the provider's id, failed and why), when it was queued and sent, and its attempts.
 */
export const OutboxMessageLine = ({ message }: { message: OutboxMessage }) => {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" size={2} data-testid="outbox-message" data-state={message.state}>
      <Space wrap>
        {message.kind === "sms" ? <MessageOutlined /> : <MailOutlined />}
        <Typography.Text strong>{t(`outbox.channel.${message.kind}`)}</Typography.Text>
        <Typography.Text>{t("outbox.to", { to: message.to })}</Typography.Text>
        <Tag color={stateColor[message.state]}>{t(`outbox.state.${message.state}`)}</Tag>
        {message.provider_id && (
          <Typography.Text type="secondary" copyable={{ text: message.provider_id }}>
            {t("outbox.providerId", { provider: t(`software.values.sms_provider.${message.provider}`), id: message.provider_id })}
          </Typography.Text>
        )}
      </Space>
      {message.error && <Typography.Text type={message.state === "failed" ? "danger" : "warning"}>{message.error}</Typography.Text>}
      <Typography.Text type="secondary">
        {[
          message.sent_at ? t("outbox.sentAt", { time: formatDate(message.sent_at) }) : undefined,
          message.attempts > 0 && message.state !== "sent" ? t("outbox.attempts", { count: message.attempts }) : undefined,
          message.next_attempt_at && message.attempts > 0 ? t("outbox.nextAttempt", { time: formatDate(message.next_attempt_at) }) : undefined,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Typography.Text>
    </Space>
  );
};
