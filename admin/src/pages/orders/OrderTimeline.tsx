import type { operations } from "../../api/client";
import { ArrowRightOutlined } from "@ant-design/icons";
import { Empty, Space, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../crud/format";
import { StatusTag } from "../../crud/StatusTag";

/** One row of GET /api/orders/:id/history (oldest first), as the API declares it. */
export type HistoryEntry = operations["getOrdersIdHistory"]["responses"][200]["content"]["application/json"][number];

const dotColor = (status: string) => (status === "completed" ? "green" : status === "cancelled" || status === "refunded" ? "red" : "blue");

/** The order's status changes: from -> to, the reason, who and when. */
export const OrderTimeline = ({ entries, loading }: { entries: readonly HistoryEntry[]; loading?: boolean }) => {
  const { t } = useTranslation();
  if (!loading && entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("orders.workflow.noHistory")} />;
  return (
    <Timeline
      pending={loading ? t("loading") : undefined}
      items={entries.map((entry) => ({
        key: entry.id,
        color: dotColor(entry.to_status),
        children: (
          <div data-testid="order-history-entry">
            <Space size={4} wrap>
              {entry.from_status ? (
                <>
                  <StatusTag resource="orders" status={entry.from_status} />
                  <ArrowRightOutlined aria-label={t("orders.workflow.to")} />
                </>
              ) : (
                <Typography.Text>{t("orders.workflow.created")}</Typography.Text>
              )}
              <StatusTag resource="orders" status={entry.to_status} />
            </Space>
            {entry.reason && <div style={{ whiteSpace: "pre-wrap", marginTop: 4 }}>{entry.reason}</div>}
            <Typography.Text type="secondary">
              {t("orders.workflow.byAt", { user: entry.user_name ?? t("orders.workflow.system"), time: formatDate(entry.created_at) })}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
};
