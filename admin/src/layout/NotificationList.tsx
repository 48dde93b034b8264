import { Button, Empty, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { answerOf, useApi } from "../api/client";
import { formatDate } from "../crud/format";
import { useRegistry } from "../registry/RegistryContext";
import type { NotificationPage } from "./NotificationBell";

/**
 * The bell's list, newest first: who mentioned the user on which record, the note's text, when;
 * unread ones stand out. A click marks it read and opens the record; "Mark all as read" clears the count.
 */
const NotificationList = ({ page, onDone, refresh }: { page: NotificationPage | undefined; onDone: () => void; refresh: () => void }) => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const api = useApi();
  const navigate = useNavigate();
  const registry = useRegistry();
  const read = async (id?: number) => {
    await answerOf(api.POST("/api/notifications/read", { body: id === undefined ? {} : { id } })).catch(() => undefined);
    refresh();
  };
  const rows = page?.rows ?? [];
  if (!rows.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bell.empty")} />;
  return (
    <div style={{ width: 360, maxHeight: 420, overflowY: "auto" }} data-testid="notification-list">
      {rows.map((row) => {
        const entity = registry.entityByName.get(row.resource);
        const kind = entity?.caption ?? t(`${row.resource}.${row.resource}`, { defaultValue: row.resource });
        const record = `${kind} ${row.record_label ?? `#${row.record_id}`}`;
        const open = () => {
          void read(row.id);
          onDone();
          if (entity) navigate(`${entity.route}/show/${row.record_id}`);
        };
        return (
          <button
            type="button"
            key={row.id}
            onClick={open}
            data-testid="notification"
            data-unread={row.read_at ? undefined : "true"}
            style={{
              display: "block",
              width: "100%",
              textAlign: "left",
              border: 0,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
              padding: "8px 4px",
              cursor: "pointer",
              background: row.read_at ? "transparent" : token.colorPrimaryBg,
            }}
          >
            <Typography.Text strong={!row.read_at}>{t("bell.mention", { actor: row.actor_name ?? t("bell.someone"), record })}</Typography.Text>
            {row.text && (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: "2px 0" }}>
                {row.text}
              </Typography.Paragraph>
            )}
            <Typography.Text type="secondary">{formatDate(row.created_at)}</Typography.Text>
          </button>
        );
      })}
      {page && page.unread > 0 && (
        <Button type="link" onClick={() => void read()} style={{ marginTop: 4 }}>
          {t("bell.markAllRead")}
        </Button>
      )}
    </div>
  );
};

export default NotificationList;
