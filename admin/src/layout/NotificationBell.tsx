import { useApiUrl, useCustom } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Popover } from "antd";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { operations } from "../api/client";

/** GET /api/notifications as the API declares it. */
export type NotificationPage = operations["getNotifications"]["responses"][200]["content"]["application/json"];

// the list loads when first opened: every page carries only the bell and its count
const NotificationList = lazy(() => import("./NotificationList"));

/** How often the bell asks for the unread count (and whenever the window regains focus). */
const pollMs = 30_000;

/**
 * The header's bell: the unread count of the user's notifications (a colleague's mention in a
 * note), read every 30 seconds, when the window regains focus (or the tab shows again) and after each
 * of the user's own writes that succeeds (any mutation: a save, a note, a status move); opened, the
 * latest ones, each linking to its record.
 * Light on purpose (Refine's own query, a plain count, a drawn bell): it is on every page.
 */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<NotificationPage>({
    url: `${apiUrl}/notifications`,
    method: "get",
    config: { query: { _end: 10 } },
    errorNotification: false,
    queryOptions: { retry: false, refetchInterval: pollMs, refetchOnWindowFocus: true },
  });
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  const queries = useQueryClient();
  useEffect(() => {
    const stop = queries.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "success") void refetch.current();
    });
    // the query library reads again when the tab shows again; a window focused beside another one too
    const focused = () => void refetch.current();
    window.addEventListener("focus", focused);
    return () => {
      stop();
      window.removeEventListener("focus", focused);
    };
  }, [queries]);
  const page = result.data && "unread" in result.data ? result.data : undefined;
  const unread = page?.unread ?? 0;
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
            <NotificationList page={page} onDone={() => setOpen(false)} refresh={() => void query.refetch()} />
          </Suspense>
        )
      }
    >
      <Button type="text" aria-label={t("bell.open", { count: unread })} data-testid="notification-bell" className="erp-bell">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4 13a2 2 0 0 0 4 0" />
        </svg>
        {unread > 0 && (
          <span className="erp-bell-count" data-testid="notification-count">
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Button>
    </Popover>
  );
};
