import { BellOutlined } from "@ant-design/icons";
import { Badge, Button, Popover } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { type operations, useApiQuery } from "../api/client";

/** GET /api/notifications as the API declares it. */
export type NotificationPage = operations["getNotifications"]["responses"][200]["content"]["application/json"];

// the list loads when first opened: every page carries only the bell and its count
const NotificationList = lazy(() => import("./NotificationList"));

/** How often the bell asks for the unread count (and whenever the window regains focus). */
const pollMs = 30_000;

/**
 * The header's bell: the unread count of the user's notifications (a colleague's mention in a
 * note), read every 30 seconds and on focus; opened, the latest ones, each linking to its record.
 */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const page = useApiQuery(["notifications"], (api) => api.GET("/api/notifications", { params: { query: { _end: 10 } } }), true, {
    refetchInterval: pollMs,
    refetchOnWindowFocus: true,
  });
  const unread = page.data?.unread ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t("bell.title")}
      content={
        open && (
          <Suspense fallback={null}>
            <NotificationList page={page.data} onDone={() => setOpen(false)} refresh={() => void page.refetch()} />
          </Suspense>
        )
      }
    >
      <Button type="text" aria-label={t("bell.open", { count: unread })} data-testid="notification-bell">
        <Badge count={unread} size="small" data-testid="notification-count">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Popover>
  );
};
