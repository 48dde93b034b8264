import { UndoOutlined } from "@ant-design/icons";
import type { NotificationProvider } from "@refinedev/core";
import { App, Button, notification as staticNotification } from "antd";

/**
 * Refine's notifications on antd's, as @refinedev/antd's `useNotificationProvider` does, without
 * importing @refinedev/antd: that package is one module, and wherever it is imported first all of
 * it (tables, forms, the layout, pro-components) has to load. The app shell and the sign-in page
 * stay without it; the screens bring it. (No screen uses undoable mutations; "progress" gets an
 * undo button, without the countdown ring.)
 */
export const useNotificationProvider = (): NotificationProvider => {
  const { notification: fromContext } = App.useApp();
  const notification = "open" in fromContext ? fromContext : staticNotification;
  return {
    open: ({ key, message, description, type, cancelMutation }) => {
      if (type === "progress") {
        notification.open({
          key,
          message: null,
          duration: 0,
          description: (
            <span style={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 8 }}>
              <span>{message}</span>
              <Button
                icon={<UndoOutlined />}
                onClick={() => {
                  cancelMutation?.();
                  notification.destroy(key ?? "");
                }}
              />
            </span>
          ),
        });
      } else notification.open({ key, description: message, message: description ?? null, type });
    },
    close: (key) => notification.destroy(key),
  };
};
