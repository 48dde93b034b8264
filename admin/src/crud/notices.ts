import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import { useTranslation } from "react-i18next";

/**
 * The catalogue's notices for writes: "Record saved", "Record Deleted" with the restore notice (a
 * deleted record of any entity stays in the trash, restorable for 48 hours), "Record restored"; on
 * failure the server's own (already translated) message. A refusal naming fields (a 400's headline is
 * its first field's message, "input can not be empty") says which field, by its label, when the
 * screen tells `labelOf`: "Name: input can not be empty".
 */
export const useNotices = (labelOf?: (field: string) => string) => {
  const { t } = useTranslation();
  const success = (key: string) => (): OpenNotificationParams => ({ message: t(key), type: "success" });
  const errorNotification = (error?: unknown): OpenNotificationParams => {
    const http = error as HttpError | undefined;
    const message = http?.message || t("messages.unknownError");
    const [field, first] = Object.entries(http?.errors ?? {})[0] ?? [];
    const text = Array.isArray(first) ? first[0] : first;
    const named = labelOf && field && text === message ? t("messages.fieldMessage", { field: labelOf(field), message }) : message;
    return { message: named, type: "error" };
  };
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
