import { UndoOutlined } from "@ant-design/icons";
import type { NotificationProvider } from "@refinedev/core";
import { Button, notification as staticNotification } from "antd";
import type { NotificationInstance } from "antd/es/notification/interface";
import { createContext, type ReactNode, useContext } from "react";

const NotificationContext = createContext<NotificationInstance | null>(null);

/**
 * antd's notifications under the app's ConfigProvider (theme, language), bottom right. It stands
 * where antd's <App> would, without <App>'s modal and message, which every page would then load:
 * a screen that asks for confirmation has its own Modal.useModal().
 */
export const NotificationHost = ({ children }: { children: ReactNode }) => {
  const [api, holder] = staticNotification.useNotification({ placement: "bottomRight" });
  return (
    <NotificationContext.Provider value={api}>
      {holder}
      {children}
    </NotificationContext.Provider>
  );
};

/**
 * Refine's notifications on antd's, as @refinedev/antd's `useNotificationProvider` does, without
 * importing @refinedev/antd: that package is one module, and wherever it is imported first all of
 * it (tables, forms, the layout, pro-components) has to load. The app shell and the sign-in page
 * stay without it; the screens bring it. (No screen uses undoable mutations; "progress" gets an
 * undo button, without the countdown ring.)
 */
export const useNotificationProvider = (): NotificationProvider => {
  const notification = useContext(NotificationContext) ?? staticNotification;
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
