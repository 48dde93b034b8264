import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import { useTranslation } from "react-i18next";

/**
 * The catalogue's notices for writes: "Record saved", "Record Deleted" with the restore notice (a
 * deleted record of any entity stays in the trash, restorable for 48 hours), "Record restored"; on
 * failure the server's own (already translated) message.
 */
export const useNotices = () => {
  const { t } = useTranslation();
  const success = (key: string) => (): OpenNotificationParams => ({ message: t(key), type: "success" });
  const errorNotification = (error?: unknown): OpenNotificationParams => ({
    message: (error as HttpError | undefined)?.message || t("messages.unknownError"),
    type: "error",
  });
  return {
    saved: { successNotification: success("messages.saved"), errorNotification },
    deleted: {
      // Refine's description is the notice's title and its message the text under it (providers/notifications.tsx)
      successNotification: (): OpenNotificationParams => ({
        description: t("messages.deleted"),
        message: t("messages.restoreNotice"),
        type: "success",
      }),
      errorNotification,
    },
    restored: { successNotification: success("messages.restored"), errorNotification },
  };
};
