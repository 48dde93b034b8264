import { LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { Avatar, Button, Dropdown, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The user menu. Logout goes through Refine's `useLogout`, i.e. the authProvider's `logout`;
 * until sign-in lands (a later issue) there is no authProvider and the call does nothing.
 */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<{ name?: string; email?: string }>();
  const { mutate: logout } = useLogout();
  const name = user?.name ?? user?.email;
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [{ key: "logout", icon: <LogoutOutlined />, label: t("buttons.logout"), onClick: () => logout() }],
      }}
    >
      <Button type="text" aria-label={t("header.userMenu")}>
        <Space>
          <Avatar size="small" icon={<UserOutlined />} />
          {name && <Typography.Text>{name}</Typography.Text>}
        </Space>
      </Button>
    </Dropdown>
  );
};
